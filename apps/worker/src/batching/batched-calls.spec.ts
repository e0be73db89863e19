import { BatchedCalls } from './batched-calls';

describe('BatchedCalls', () => {
  it('answers each caller with its own output, the calls made together sharing one batch', async () => {
    const batches: number[][] = [];
    const doubled = new BatchedCalls(async (inputs: number[]) => {
      batches.push(inputs);
      return inputs.map((n) => n * 2);
    }, 10);
    await expect(Promise.all([1, 2, 3].map((n) => doubled.call(n)))).resolves.toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('gathers the calls made while a batch is at work into the next, no larger than the limit', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const echo = new BatchedCalls(async (inputs: number[]) => {
      batches.push(inputs);
      if (batches.length === 1) await first;
      return inputs;
    }, 2);
    const answers = [echo.call(1)];
    // Let the first batch start, then call while it is at work.
    await new Promise((r) => setImmediate(r));
    answers.push(echo.call(2), echo.call(3), echo.call(4));
    release();
    await expect(Promise.all(answers)).resolves.toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it('fails only the call whose input cannot be done, running a failed batch again one call at a time', async () => {
    const checked = new BatchedCalls(async (inputs: string[]) => {
      if (inputs.includes('bad')) throw new Error('bad input');
      return inputs.map((s) => s.toUpperCase());
    }, 10);
    const answers = await Promise.allSettled(['a', 'bad', 'c'].map((s) => checked.call(s)));
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual(['A', 'bad input', 'C']);
  });
});
