import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

function multipartBody(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----brilho-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('image upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores a PNG, shrinks it and answers a secure_url that serves it', async () => {
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#7048e8' } })
      .png()
      .toBuffer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...multipartBody(
        { upload_preset: 'profile_pictures' },
        { name: 'eu.png', type: 'image/png', bytes: big },
      ),
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().secure_url);
    expect(url.pathname).toMatch(/^\/api\/uploads\/profile_pictures\/[0-9a-f-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(800);
  });

  it('refuses a file that only claims to be an image', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...multipartBody(
        { upload_preset: 'profile_pictures' },
        { name: 'foto.jpg', type: 'image/jpeg', bytes: Buffer.from('GIF89a not really') },
      ),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].title).toBe('Ops! O tipo de arquivo inserido não é aceito.');
  });

  it('refuses an upload with no file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...multipartBody({ upload_preset: 'profile_pictures' }),
    });
    expect(response.statusCode).toBe(422);
  });

  it('answers 404 for an unknown upload and never leaves the storage root', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/uploads/profile_pictures/nada.png' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });
});
