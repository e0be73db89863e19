import { toWinAnsi } from './win-ansi';

describe('toWinAnsi', () => {
  it('keeps Latin-1 and the WinAnsi punctuation', () => {
    expect(toWinAnsi('José Núñez – “Zoë” €5')).toBe('José Núñez – “Zoë” €5');
  });

  it('keeps the base letter of accents outside Latin-1 and replaces what cannot be shown', () => {
    expect(toWinAnsi('Erdős Łukasz 李')).toBe('Erdos ?ukasz ?');
  });

  it('turns line breaks and tabs in values into spaces, keeping them only where asked', () => {
    expect(toWinAnsi('a\nb\tc\u202fd')).toBe('a b c d');
    expect(toWinAnsi('a\nb', true)).toBe('a\nb');
  });
});
