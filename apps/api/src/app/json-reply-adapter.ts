import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

/**
 * Nest's Express adapter, answering a handler's JSON body directly. Express's `res.json` then
 * `res.send` re-parse and re-format the Content-Type to add its charset, look up MIME types, copy
 * the text into a Buffer to measure it and check the request's freshness, on every response, for
 * headers that are always the same here (no ETag, no Last-Modified: nothing is cached), which was
 * about a twentieth of a list read's CPU. The answer is byte for byte the one Express sends: the
 * same JSON text, `application/json; charset=utf-8` and its Content-Length. Anything else (no body,
 * a file or stream, an Error, text, a HEAD request, a status without a body, a Content-Type or a
 * validator a handler set) goes through Express as before.
 */
export class JsonReplyAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!isJsonBody(body) || !answersPlainly(response, statusCode)) return super.reply(response, body, statusCode);
    if (statusCode) response.statusCode = statusCode;
    const text = JSON.stringify(body);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(text));
    return response.end(text);
  }
}

/** A plain object or array, as a handler returns its answer (not a file, a stream, a Buffer or an Error). */
function isJsonBody(body: unknown): body is object {
  if (typeof body !== 'object' || body === null) return false;
  if (body instanceof StreamableFile || body instanceof Error || Buffer.isBuffer(body)) return false;
  return typeof (body as { pipe?: unknown }).pipe !== 'function';
}

/** Whether Express would send the body as is: a GET or POST-like request, a status with a body, nothing set that Express would act on. */
function answersPlainly(response: Response, statusCode?: number): boolean {
  const status = statusCode ?? response.statusCode;
  if (status === 204 || status === 304 || (status >= 100 && status < 200)) return false;
  if (response.req?.method === 'HEAD' || response.headersSent) return false;
  return !response.hasHeader('Content-Type') && !response.hasHeader('ETag') && !response.hasHeader('Last-Modified');
}
