import { execFileSync } from 'node:child_process';

/**
 * Text of each page of a PDF, extracted with unpdf (PDF.js). unpdf loads PDF.js with a dynamic
 * import(), which Jest's CommonJS sandbox refuses without --experimental-vm-modules, so the
 * extraction runs in a plain Node process: the PDF goes in on stdin, JSON comes back on stdout.
 */
const EXTRACT = `
import { extractText } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { text } = await extractText(new Uint8Array(Buffer.concat(chunks)));
process.stdout.write(JSON.stringify(text));
`;

export function pdfPages(pdf: Buffer): string[] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', EXTRACT], { input: pdf, cwd: __dirname, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(out.toString('utf8')) as string[];
}

/** All pages as one string, whitespace collapsed, for `toContain` checks that ignore line breaks. */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf).join('\n').replace(/\s+/g, ' ');
}

/**
 * Numbers of the checkbox statements marked with an X on a page. The renderer draws the mark, the
 * number and the statement in that order, so the extracted text reads "X 2 Check here if…".
 */
export function checkedNumbers(pageText: string, statementStart: RegExp): number[] {
  const pattern = new RegExp(String.raw`(X\s+)?(\d+)\.?\s+(?:${statementStart.source})`, 'g');
  return [...pageText.matchAll(pattern)].filter((m) => m[1] !== undefined).map((m) => Number(m[2]));
}
