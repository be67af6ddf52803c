import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseStorage, memoryStorage } from './storage';

const BOUNDARY = '----brilho-storage-boundary';

function pngUpload(bytes: Buffer) {
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\nprofile_pictures\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="eu.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

describe('uploads shared by every API process (stored in the database)', () => {
  let receiving: TestApp;
  let serving: TestApp;
  const legacy = memoryStorage();

  beforeAll(async () => {
    receiving = await buildTestApp();
    // A second process on the same database, with its own (empty) disk.
    serving = await buildTestApp({
      database: receiving.database,
      storage: databaseStorage(receiving.database.db, legacy),
    });
  });
  afterAll(async () => {
    await serving?.close();
    await receiving?.close();
  });

  it('serves from one process a photo another process received', async () => {
    const receiver = await buildTestApp({
      database: receiving.database,
      storage: databaseStorage(receiving.database.db),
    });
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#7048e8' } })
      .png()
      .toBuffer();
    const uploaded = await receiver.app.inject({ method: 'POST', url: '/api/upload', ...pngUpload(png) });
    await receiver.app.close();
    expect(uploaded.statusCode).toBe(200);
    const path = new URL(uploaded.json().secure_url).pathname;

    const served = await serving.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
  });

  it('still serves a file an older install wrote to its disk, and 404s an unknown one', async () => {
    await legacy.put('profile_pictures/antigo.png', Buffer.from('png antigo'));
    const old = await serving.app.inject({ method: 'GET', url: '/api/uploads/profile_pictures/antigo.png' });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.toString()).toBe('png antigo');
    const missing = await serving.app.inject({
      method: 'GET',
      url: '/api/uploads/profile_pictures/nada.png',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the bytes exactly and replaces a key written twice', async () => {
    const storage = databaseStorage(receiving.database.db);
    const bytes = Buffer.from([0, 255, 1, 254, 0, 0, 128]);
    await storage.put('documents/x.pdf', bytes);
    expect(await storage.get('documents/x.pdf')).toEqual(bytes);
    await storage.put('documents/x.pdf', Buffer.from('segunda'));
    expect((await storage.get('documents/x.pdf'))?.toString()).toBe('segunda');
  });
});
