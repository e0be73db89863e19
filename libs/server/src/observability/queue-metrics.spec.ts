import { waitingSince } from './queue-metrics';

describe("a waiting job's age", () => {
  it('counts from when it was queued', () => {
    expect(waitingSince({ timestamp: 1000, opts: {}, processedOn: undefined })).toBe(1000);
  });

  it('leaves out the delay of a scheduled job: it was not waiting before its time', () => {
    expect(waitingSince({ timestamp: 1000, opts: { delay: 3_600_000 }, processedOn: undefined })).toBe(3_601_000);
  });

  it('counts a retried job from its last attempt at the latest', () => {
    expect(waitingSince({ timestamp: 1000, opts: {}, processedOn: 50_000 })).toBe(50_000);
  });
});
