import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded on the first image the server handles rather than at start: most runs handle none,
 * and loading it costs the idle server ~10 MB. Its operation cache is off: every upload or preview is a
 * different image, so the cache only held up to 50 MB after each one (decision 0124).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

export type ImageKind = 'png' | 'jpeg';

/** Decides the type by the file's first bytes, never by its name or declared type. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** A PDF starts with '%PDF-' (ISO 32000); decided by the bytes, never by the name or declared type. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length >= 5 && bytes.subarray(0, 5).equals(Buffer.from('%PDF-'));
}

/** Re-encodes (dropping metadata such as GPS) and fits the image inside `size`×`size`. */
export async function normalizeImage(bytes: Buffer, kind: ImageKind, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize(size, size, { fit: 'inside', withoutEnlargement: true });
  return kind === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/** A square thumbnail (link previews want exactly 100×100). */
export async function squareThumbnail(bytes: Buffer, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes).resize(size, size, { fit: 'cover' }).png().toBuffer();
}
