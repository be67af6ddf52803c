import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compress';

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
