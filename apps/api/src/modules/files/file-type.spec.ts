import { detectUploadType } from './file-type';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946000101', 'hex');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj', 'latin1');

describe('detectUploadType', () => {
  it.each([
    [PNG, 'scan.png', 'image/png'],
    [JPEG, 'scan.JPG', 'image/jpeg'],
    [JPEG, 'scan.jpeg', 'image/jpeg'],
    [PDF, 'card.pdf', 'application/pdf'],
  ])('accepts a real file with a matching name (%#)', (bytes, name, mime) => {
    expect(detectUploadType(bytes, name)).toBe(mime);
  });

  it.each([
    [PNG, 'scan.pdf'],
    [Buffer.from('#!/bin/sh\nrm -rf /'), 'scan.jpg'],
    [Buffer.from('GIF89a'), 'scan.gif'],
    [PDF, 'card'],
    [Buffer.alloc(0), 'empty.png'],
  ])('refuses content that is not what its name says (%#)', (bytes, name) => {
    expect(detectUploadType(bytes, name)).toBeNull();
  });
});
