import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What every log line written during one piece of work carries: the request id of the HTTP request
 * (or of the request that queued the job), and the job's id in the worker. Ids only: never a path,
 * a query string or anything a person typed.
 */
export interface LogContext {
  requestId?: string;
  jobId?: string;
  jobName?: string;
}

const context = new AsyncLocalStorage<LogContext>();

/** Runs `work` with this context: every log line it writes, and every job it queues, carries it. */
export function runWithLogContext<T>(values: LogContext, work: () => T): T {
  return context.run(values, work);
}

export function currentLogContext(): LogContext | undefined {
  return context.getStore();
}

export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/**
 * An X-Request-Id a client or proxy sent is kept when it looks like an id (up to 64 letters, digits
 * and dashes), so a load balancer's id follows the request through; anything else is ignored (it
 * would go into every log line of the request and into the queue).
 */
export function acceptedRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : undefined;
}
