import { isCommonPassword } from './password-policy';

describe('isCommonPassword', () => {
  it.each(['password', 'Password123', 'QWERTYUIOP', 'iloveyou1', '12345678'])('refuses %p, whatever its case', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['correct horse battery', 'zq7mk2pv', 'a brand new secret'])('accepts %p', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
