import type { Response } from 'superagent';

/** Supertest parser that keeps a binary response (PDF, zip) as one Buffer in `res.body`. */
export function binaryBody(res: Response, callback: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
