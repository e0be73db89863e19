/**
 * Gathers the calls that arrive while one batch is at work into the next one: each caller awaits
 * its own answer, but under load many jobs share one round trip to the database (or one
 * transaction) instead of paying a dozen each. An idle worker's call runs at once, alone, so
 * nothing waits for a timer. A batch that fails is run again one call at a time, so a record that
 * cannot be done fails its own job only, never its neighbours'.
 */
export class BatchedCalls<I, O> {
  private waiting: { input: I; resolve: (output: O) => void; reject: (err: unknown) => void }[] = [];
  private busy = false;

  /** `work` answers one output per input, in the same order. */
  constructor(
    private readonly work: (inputs: I[]) => Promise<O[]>,
    private readonly maxBatch: number,
  ) {}

  call(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.busy || this.waiting.length === 0) return;
    this.busy = true;
    // The calls of jobs that reached this point in the same turn of the event loop join this batch.
    setImmediate(() => void this.runBatch());
  }

  private async runBatch(): Promise<void> {
    const batch = this.waiting.splice(0, this.maxBatch);
    try {
      const outputs = await this.work(batch.map((c) => c.input));
      batch.forEach((c, i) => c.resolve(outputs[i]));
    } catch (err) {
      if (batch.length === 1) batch[0].reject(err);
      else for (const c of batch) await this.work([c.input]).then(([output]) => c.resolve(output), c.reject);
    } finally {
      this.busy = false;
      this.next();
    }
  }
}
