/**
 * At most `size` holders at once; the others wait their turn, first come first served. The documents
 * queue runs many jobs at once for the form renderings that share their reads and transactions; the
 * other jobs of that queue (a Form I-9 record decrypting its uploads, an ERD authorization, the
 * sweep) gain nothing from that and keep the worker's ordinary concurrency through these permits.
 */
export class Permits {
  private held = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.held >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.held++;
    try {
      return await work();
    } finally {
      // The permit passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.held--;
    }
  }
}
