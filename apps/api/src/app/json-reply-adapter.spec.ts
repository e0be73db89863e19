import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type Response } from 'express';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import http from 'node:http';
import { JsonReplyAdapter } from './json-reply-adapter';

/** What went over the wire: status, the headers Express or the adapter chose, and the body's bytes. */
interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/**
 * One Express app answering each request twice over: `/express/...` through Express's own
 * `res.json`/`res.send` (Nest's ExpressAdapter), `/adapter/...` through JsonReplyAdapter. The
 * answers must be the same bytes.
 */
async function withServer(run: (ask: (how: 'express' | 'adapter', method: string, status?: number) => Promise<Answer>) => Promise<void>, body: () => unknown, prepare: (res: Response) => void = () => undefined) {
  const app = express();
  app.set('etag', false);
  app.disable('x-powered-by');
  const ours = new JsonReplyAdapter(app);
  const plain = new ExpressAdapter(app);
  app.all('/:how/:status', (req, res) => {
    prepare(res);
    const status = Number(req.params['status']) || undefined;
    (req.params['how'] === 'adapter' ? ours : plain).reply(res, body(), status);
  });
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  const ask = (how: 'express' | 'adapter', method: string, status?: number) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path: `/${how}/${status ?? 0}`, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...headers } = res.headers as Record<string, string | undefined>;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
        });
      });
      req.on('error', reject);
      req.end();
    });
  try {
    await run(ask);
  } finally {
    await new Promise((r) => server.close(r));
  }
}

describe('JsonReplyAdapter', () => {
  const bodies: [string, () => unknown][] = [
    ['a list with accented names, dates and nulls', () => ({ data: [{ id: 'a', name: 'José Núñez', at: new Date('2026-11-27T12:00:00Z'), none: null }], count: 1 })],
    ['a long page (over the 1,000 characters where Express copies the text into a Buffer)', () => ({ data: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Applicant ${i} — “quoted”` })) })],
    ['an array', () => [1, 'two', { three: 3 }]],
    ['an empty object', () => ({})],
  ];

  it.each(bodies)('answers %s byte for byte as Express does, on GET and POST and with a status', async (_what, body) => {
    await withServer(async (ask) => {
      for (const [method, status] of [['GET', undefined], ['POST', 201], ['DELETE', 400]] as const) {
        // Answered by the adapter itself, not handed to Express.
        const expressReply = jest.spyOn(ExpressAdapter.prototype, 'reply');
        const answer = await ask('adapter', method, status);
        expect(expressReply).not.toHaveBeenCalled();
        expressReply.mockRestore();
        expect(answer).toEqual(await ask('express', method, status));
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(answer.body)).toEqual(JSON.parse(JSON.stringify(body())));
      }
    }, body);
  });

  it('leaves a HEAD request and a status without a body to Express', async () => {
    await withServer(async (ask) => {
      expect(await ask('adapter', 'HEAD')).toEqual(await ask('express', 'HEAD'));
      expect(await ask('adapter', 'GET', 204)).toEqual(await ask('express', 'GET', 204));
    }, () => ({ ok: true }));
  });

  it('leaves a Content-Type or a Last-Modified a handler set to Express', async () => {
    await withServer(
      async (ask) => {
        const answer = await ask('adapter', 'GET');
        expect(answer).toEqual(await ask('express', 'GET'));
        expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      },
      () => ({ ok: true }),
      (res) => res.setHeader('Content-Type', 'application/problem+json'),
    );
    await withServer(
      async (ask) => expect(await ask('adapter', 'GET')).toEqual(await ask('express', 'GET')),
      () => ({ ok: true }),
      (res) => res.setHeader('Last-Modified', 'Fri, 27 Nov 2026 12:00:00 GMT'),
    );
  });

  it('leaves text, an Error, a file and no body to Express', async () => {
    for (const body of [() => 'plain text', () => new Error('boom'), () => new StreamableFile(Readable.from([Buffer.from('file')])), () => undefined]) {
      await withServer(async (ask) => expect(await ask('adapter', 'GET', 200)).toEqual(await ask('express', 'GET', 200)), body);
    }
  });
});
