import { acceptedRequestId, currentRequestId, runWithLogContext } from './log-context';

describe('request ids', () => {
  it.each([['lb-7f3a9c'], ['0f8e2c54-7d7b-4e8e-9a51-2c0f9c7f1a11'], ['A'.repeat(64)]])('keeps a well-formed id from the caller: %s', (id) => {
    expect(acceptedRequestId(id)).toBe(id);
  });

  it.each([[''], ['A'.repeat(65)], ['with space'], ['id\nforged line'], ['email@example.test'], ['a/b'], [undefined]])('ignores one that is not: %j', (id) => {
    expect(acceptedRequestId(id)).toBeUndefined();
  });

  it('takes the first of repeated headers', () => {
    expect(acceptedRequestId(['first-id', 'second-id'])).toBe('first-id');
  });

  it('is known to everything the work awaits, and to nothing outside it', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runWithLogContext({ requestId: 'req-1' }, async () => {
      await new Promise((r) => setImmediate(r));
      return currentRequestId();
    });
    expect(seen).toBe('req-1');
    expect(currentRequestId()).toBeUndefined();
  });
});
