import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed answer saves less than the headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(?:[\w.+-]*\+)?json|text\/)/i;

export type Encoding = 'br' | 'gzip';

/**
 * Up to this size an answer is compressed on the spot: brotli at quality 4 takes ~40 µs for 2 KB and ~100 µs for
 * 20 KB, while the hop to libuv's thread pool alone costs ~130 µs of CPU per answer plus a turn of the loop
 * (that hop was the search's largest cost of its own). Larger answers go to the pool, so a big
 * export never holds the event loop.
 */
export const COMPRESS_INLINE_MAX_BYTES = 64 * 1024;

const brotliOptions = (input: Buffer) => ({
  params: {
    // Quality 4: most of brotli's gain over gzip at gzip's speed; the default 11 costs milliseconds per KB.
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});
const GZIP_OPTIONS = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The body compressed with `encoding`: at once when small, else off the event loop (a promise). */
export function compressBody(input: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (input.length <= COMPRESS_INLINE_MAX_BYTES)
    return encoding === 'br'
      ? brotliCompressSync(input, brotliOptions(input))
      : gzipSync(input, GZIP_OPTIONS);
  return encoding === 'br' ? brotliAsync(input, brotliOptions(input)) : gzipAsync(input, GZIP_OPTIONS);
}

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, each only when the
 * client accepts it with a non-zero q (`*` counts for both), else none.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current ? String(current) : '';
  if (value.split(',').some((v) => ['*', 'accept-encoding'].includes(v.trim().toLowerCase()))) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

async function compressPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  // Streams (files) are served pre-compressed by the static plugin; only in-memory answers here.
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304) {
    return payload;
  }
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESS_MIN_BYTES) return payload;
  // The answer depends on the header from here on, whatever this client asked: caches must know.
  addVary(reply);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const compressed = await compressBody(body, encoding);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}

/**
 * Compresses the JSON (and text) answers of this scope above 1 KB with brotli or gzip, as the client
 * accepts. Register it after every other `onSend` hook of the scope: it must see the final payload.
 */
export function registerCompression(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => compressPayload(request, reply, payload));
}
