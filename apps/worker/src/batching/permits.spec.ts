import { Permits } from './permits';

describe('Permits', () => {
  it('runs at most its size at once, the rest in the order they came, each to its own end', async () => {
    const permits = new Permits(2);
    const started: number[] = [];
    const release: (() => void)[] = [];
    const results = [0, 1, 2, 3].map((n) =>
      permits.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => (release[n] = resolve));
        return n * 10;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    release[1]();
    await results[1];
    expect(started).toEqual([0, 1, 2]);
    release[0]();
    await results[0];
    expect(started).toEqual([0, 1, 2, 3]);
    release[2]();
    release[3]();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30]);
  });

  it('gives the permit back when the work fails', async () => {
    const permits = new Permits(1);
    await expect(permits.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await permits.run(async () => 'next')).toBe('next');
  });
});
