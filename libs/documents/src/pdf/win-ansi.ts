/**
 * The PDFs use the standard 14 fonts (Helvetica), which need no embedding and keep rendering
 * fast, but they can only show the WinAnsi character set. pdfkit writes any other character as
 * garbage bytes, so text is reduced to WinAnsi first: accents that decompose keep their base
 * letter ("ő" → "o"), anything else becomes "?" rather than an unreadable glyph.
 */

/** The 27 characters WinAnsi places in 0x80-0x9F (the same table pdfkit encodes with). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

// Line and paragraph separators and tabs inside a field value would break the layout.
const SPACING = /[\t\r\n\u2028\u2029\u00a0\u202f\u2007]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const PLAIN = /^[\x20-\x7e]*$/;

function encodable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(ch);
}

/** Text safe to draw with a standard font; `keepNewlines` for multi-line paragraphs written by us. */
export function toWinAnsi(text: string, keepNewlines = false): string {
  // Most text is plain ASCII and needs nothing done to it.
  if (PLAIN.test(text)) return text;
  const spaced = keepNewlines ? text.replace(/[\t\r\u2028\u2029\u00a0\u202f\u2007]/g, ' ') : text.replace(SPACING, ' ');
  let out = '';
  for (const ch of spaced.normalize('NFC')) {
    if (encodable(ch) || (keepNewlines && ch === '\n')) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFD').replace(COMBINING_MARKS, '');
    out += base !== '' && [...base].every(encodable) ? base : '?';
  }
  return out;
}
