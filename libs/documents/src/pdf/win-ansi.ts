/**
 * The PDFs use the standard 14 fonts (Helvetica), which need no embedding and keep rendering
 * fast, but they can only show the WinAnsi character set. pdfkit writes any other character as
 * garbage bytes, so the forms' own text is reduced to WinAnsi: accents that decompose keep their
 * base letter ("ő" → "o"), anything else becomes "?" rather than an unreadable glyph. A record's
 * values outside WinAnsi are drawn as written in an embedded font instead (unicode-fonts.ts).
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

/** Text with the spacing a layout can set: tabs, separators and (unless kept) newlines become spaces; NFC. */
export function withPlainSpacing(text: string, keepNewlines = false): string {
  if (PLAIN.test(text)) return text;
  const spaced = keepNewlines ? text.replace(/[\t\r\u2028\u2029\u00a0\u202f\u2007]/g, ' ') : text.replace(SPACING, ' ');
  return spaced.normalize('NFC');
}

/** Whether a standard font draws every character of the text as written (spacing aside). */
export function isWinAnsi(text: string): boolean {
  if (PLAIN.test(text)) return true;
  for (const ch of withPlainSpacing(text, true)) if (!encodable(ch) && ch !== '\n') return false;
  return true;
}

/** Text safe to draw with a standard font; `keepNewlines` for multi-line paragraphs written by us. */
export function toWinAnsi(text: string, keepNewlines = false): string {
  // Most text is plain ASCII and needs nothing done to it.
  if (PLAIN.test(text)) return text;
  let out = '';
  for (const ch of withPlainSpacing(text, keepNewlines)) {
    if (encodable(ch) || (keepNewlines && ch === '\n')) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFD').replace(COMBINING_MARKS, '');
    out += base !== '' && [...base].every(encodable) ? base : '?';
  }
  return out;
}
