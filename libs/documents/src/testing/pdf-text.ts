import { execFileSync } from 'node:child_process';

/**
 * Text of PDFs, extracted with unpdf (PDF.js). unpdf loads PDF.js with a dynamic import(), which
 * Jest's CommonJS sandbox refuses without --experimental-vm-modules, so extraction runs in a plain
 * Node process: the PDFs go in on stdin as base64 JSON, their pages come back as JSON. Specs
 * extract all their PDFs in one call, since starting that process is the slow part.
 */
const EXTRACT = `
import { extractText } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdfs = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const out = [];
for (const pdf of pdfs) out.push((await extractText(new Uint8Array(Buffer.from(pdf, 'base64')))).text);
process.stdout.write(JSON.stringify(out));
`;

const collapse = (text: string): string => text.replace(/\s+/g, ' ');

/** Pages of each PDF, whitespace collapsed so checks ignore where lines broke. */
export function extractPages(pdfs: readonly Buffer[]): string[][] {
  const input = JSON.stringify(pdfs.map((pdf) => pdf.toString('base64')));
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', EXTRACT], { input, cwd: __dirname, maxBuffer: 64 * 1024 * 1024 });
  return (JSON.parse(out.toString('utf8')) as string[][]).map((pages) => pages.map(collapse));
}

const PLACE = `
import { getDocumentProxy } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdfs = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const out = [];
for (const data of pdfs) {
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(data, 'base64')));
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    pages.push(items.filter((i) => i.str && i.str.trim()).map((i) => ({ text: i.str, x: i.transform[4], y: i.transform[5], width: i.width })));
  }
  out.push(pages);
}
process.stdout.write(JSON.stringify(out));
`;

/** A piece of text as PDF.js places it: its start on the baseline, in points from the page's bottom left. */
export interface PlacedText {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  /** Its advance, kerning included. */
  readonly width: number;
}

/** Each PDF's pages as placed pieces of text, in one go: for checks of where things are drawn. */
export function placedText(pdfs: readonly Buffer[]): PlacedText[][][] {
  const input = JSON.stringify(pdfs.map((pdf) => pdf.toString('base64')));
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', PLACE], { input, cwd: __dirname, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out.toString('utf8')) as PlacedText[][][];
}

/** Each named PDF's pages, extracted in one go. */
export function extractAll<K extends string>(pdfs: Record<K, Buffer>): Record<K, string[]> {
  const names = Object.keys(pdfs) as K[];
  const pages = extractPages(names.map((name) => pdfs[name]));
  return Object.fromEntries(names.map((name, i) => [name, pages[i]])) as Record<K, string[]>;
}

/** All pages as one string. */
export const joinPages = (pages: readonly string[]): string => pages.join(' ');

/** Each named PDF's pages as one string, for checks that do not care which page a text is on. */
export function joinAll<K extends string>(pages: Record<K, readonly string[]>): Record<K, string> {
  const names = Object.keys(pages) as K[];
  return Object.fromEntries(names.map((name) => [name, joinPages(pages[name])])) as Record<K, string>;
}

/** Pages of one PDF. */
export function pdfPages(pdf: Buffer): string[] {
  return extractPages([pdf])[0];
}

/** All text of one PDF as one string, whitespace collapsed (the API's integration tests use it). */
export function pdfText(pdf: Buffer): string {
  return joinPages(pdfPages(pdf));
}

/**
 * Numbers of the checkbox statements marked with an X on a page. The renderer draws the mark, the
 * number and the statement in that order, so the extracted text reads "X 2 Check here if…".
 */
export function checkedNumbers(pageText: string, statementStart: RegExp): number[] {
  const pattern = new RegExp(String.raw`(X\s+)?(\d+)\.?\s+(?:${statementStart.source})`, 'g');
  return [...pageText.matchAll(pattern)].filter((m) => m[1] !== undefined).map((m) => Number(m[2]));
}

/** Slow machines and cold module caches: PDF specs render and extract in beforeAll with room to spare. */
export const PDF_SETUP_TIMEOUT = 60_000;
