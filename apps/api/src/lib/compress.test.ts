import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_INLINE_MAX_BYTES, compressBody, negotiateEncoding } from './compress';

describe('choosing the encoding a client accepts', () => {
  it('prefers brotli, then gzip, and sends nothing compressed to a client that names neither', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
  });

  it('honours q values, q=0 refusing an encoding, and * for any', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity, *;q=0')).toBeNull();
    expect(negotiateEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

describe('compressing an answer', () => {
  /** A JSON answer of about `bytes` bytes. */
  const json = (bytes: number) => Buffer.from(JSON.stringify({ data: 'x'.repeat(bytes) }));

  it('compresses an ordinary answer on the spot, not through the thread pool (its fixed cost)', () => {
    // A hop to libuv's pool costs ~130 µs of CPU and a turn of the loop; brotli at quality 4 of a few KB, ~40 µs.
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = compressBody(json(2_000), encoding);
      expect(Buffer.isBuffer(compressed)).toBe(true);
    }
  });

  it('compresses a large answer off the event loop', async () => {
    const body = json(COMPRESS_INLINE_MAX_BYTES + 1);
    const pending = compressBody(body, 'br');
    expect(pending).toBeInstanceOf(Promise);
    expect(brotliDecompressSync(await pending).equals(body)).toBe(true);
  });

  it('gives back the same bytes once decompressed, either way', () => {
    const body = json(5_000);
    expect(brotliDecompressSync(compressBody(body, 'br') as Buffer).equals(body)).toBe(true);
    expect(gunzipSync(compressBody(body, 'gzip') as Buffer).equals(body)).toBe(true);
  });
});
