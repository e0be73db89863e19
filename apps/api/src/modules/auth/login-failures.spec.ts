import { waitAfter } from './login-failures';
import { waitText } from './auth.service';

describe('waitAfter: the wait after a client\'s n-th failure for an address', () => {
  const rules = { free: 5, firstMs: 30_000, longestMs: 900_000, memoryMs: 900_000 };

  it('is none for the free failures, up to the last one before the limit', () => {
    expect([1, 2, 3, 4].map((n) => waitAfter(n, rules))).toEqual([0, 0, 0, 0]);
  });

  it('starts at the first wait on reaching the limit and doubles with each further failure', () => {
    expect([5, 6, 7, 8, 9].map((n) => waitAfter(n, rules) / 1000)).toEqual([30, 60, 120, 240, 480]);
  });

  it('never exceeds the longest wait', () => {
    expect(waitAfter(10, rules)).toBe(900_000);
    expect(waitAfter(60, rules)).toBe(900_000);
  });
});

describe('waitText', () => {
  it.each([
    [1, '1 second'],
    [2, '2 seconds'],
    [89, '89 seconds'],
    [90, '2 minutes'],
    [121, '3 minutes'],
    [900, '15 minutes'],
  ])('says %i s as "%s"', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});
