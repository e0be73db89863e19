import { createServiceLogger, PinoNestLogger } from './logger';
import { runWithLogContext } from './log-context';

function captured(level: 'error' | 'warn' | 'log' | 'debug' = 'log') {
  const lines: string[] = [];
  const logger = new PinoNestLogger(createServiceLogger({ service: 'clearhire-test', level, destination: { write: (line: string) => void lines.push(line) } }));
  return { logger, lines: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('the JSON logger behind Nest', () => {
  it('writes one JSON line with the service, level, message and Nest context', () => {
    const { logger, lines } = captured();
    logger.log('Worker running', 'Worker');
    expect(lines()).toEqual([expect.objectContaining({ service: 'clearhire-test', level: 'info', msg: 'Worker running', context: 'Worker', time: expect.any(String) })]);
  });

  it('adds the request and job ids of the work it is written in', () => {
    const { logger, lines } = captured();
    runWithLogContext({ requestId: 'req-9', jobId: 'render-i9-record.42', jobName: 'render-i9-record' }, () => logger.warn('slow', 'Jobs'));
    expect(lines()[0]).toEqual(expect.objectContaining({ level: 'warn', requestId: 'req-9', jobId: 'render-i9-record.42', jobName: 'render-i9-record' }));
  });

  it("keeps Nest's error(message, stack, context) apart", () => {
    const { logger, lines } = captured();
    logger.error('Job failed', 'Error: boom\n    at x', 'Worker');
    expect(lines()[0]).toEqual(expect.objectContaining({ level: 'error', msg: 'Job failed', stack: 'Error: boom\n    at x', context: 'Worker' }));
  });

  it('leaves out what is below LOG_LEVEL', () => {
    const { logger, lines } = captured('warn');
    logger.log('not shown', 'X');
    logger.debug('not shown', 'X');
    logger.warn('shown', 'X');
    expect(lines().map((l) => l['msg'])).toEqual(['shown']);
  });

  it('redacts a credential logged by mistake', () => {
    const { logger, lines } = captured();
    logger.log({ authorization: 'Bearer secret-session', nested: { password: 'hunter22' } }, 'X');
    const text = JSON.stringify(lines());
    expect(text).not.toContain('secret-session');
    expect(text).not.toContain('hunter22');
  });
});
