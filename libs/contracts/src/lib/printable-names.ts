/**
 * The characters a person's name may hold: those the generated PDFs can print as written. Names are
 * printed on federal forms (Form I-9, Form 8850, ETA 9061) and offered for signatures, so a
 * character that would print as "?" is refused where the name is typed, with a message, rather than
 * lost on the form. The PDFs draw WinAnsi with their standard fonts and everything else in these
 * ranges with the embedded DejaVu Sans (libs/documents unicode-fonts.ts; a spec there checks the font
 * has a glyph for every code point below, in both weights): Latin (with Vietnamese and the
 * Latin-script languages of Europe and Africa), Greek, Cyrillic, combining accents, and the
 * apostrophes, hyphens and dashes names are written with. Emoji, symbols and scripts the font
 * lacks are outside them.
 */
export const PRINTABLE_NAME_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // Basic Latin: letters, digits, space, ASCII punctuation (O'Brien, García-López, Jr.)
  [0xa0, 0x2e9], // Latin-1, Latin Extended-A and -B, IPA, spacing modifier letters (ʼ)
  [0x300, 0x34f], // combining diacritical marks (accents typed apart from their letter)
  [0x370, 0x377], // Greek
  [0x37a, 0x37f],
  [0x384, 0x38a],
  [0x38c, 0x38c],
  [0x38e, 0x3a1],
  [0x3a3, 0x3ff],
  [0x400, 0x525], // Cyrillic and its supplement
  [0x1e00, 0x1efb], // Latin Extended Additional: Vietnamese (ễ, ạ, ữ)
  [0x2010, 0x2027], // hyphens, dashes, typographic apostrophes and quotes
];

const printable = (codePoint: number): boolean => PRINTABLE_NAME_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The distinct characters of a name that the forms could not print, in the order typed (none: printable). */
export function unprintableCharacters(name: string): string[] {
  const out: string[] = [];
  for (const ch of name.normalize('NFC')) if (!printable(ch.codePointAt(0) ?? 0) && !out.includes(ch)) out.push(ch);
  return out;
}

/** The message for a name with characters the forms cannot print, naming them. */
export function unprintableNameMessage(label: string, characters: readonly string[]): string {
  return `${label} contains ${characters.length === 1 ? 'a character' : 'characters'} the forms cannot print (${characters.join(' ')}): write the name as on the person's documents.`;
}
