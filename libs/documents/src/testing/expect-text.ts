/**
 * Checks that a text (a PDF's extracted pages, a part of a mail) shows every one of the pieces;
 * a failure names the first piece missing.
 */
export function expectToContainAll(text: string, pieces: readonly string[]): void {
  for (const piece of pieces) expect(text).toContain(piece);
}
