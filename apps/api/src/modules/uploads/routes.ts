import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/errors';
import { MINUTE_MS, type RouteLimit } from '../../lib/limits';
import { normalizeImage, sniffImage } from './images';
import type { FileStorage } from './storage';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_IMAGE_SIDE = 800;
const PRESETS = new Set(['profile_pictures', 'professionals']);

const NOT_ACCEPTED = 'Ops! O tipo de arquivo inserido não é aceito.';

/** 30 images a minute per address when signed out (the sign-up wizard), per account when signed in. */
export const UPLOAD_LIMIT: RouteLimit = {
  name: 'upload',
  max: 30,
  windowMs: MINUTE_MS,
  subject: (request) => (request.actor ? `account:${request.actor.accountId}` : `ip:${request.ip}`),
};

/**
 * `POST /upload` (multipart `upload_preset`, `file`) answers `{ secure_url }`, the contract of the image
 * host the web was written against. Open to signed-out callers because the sign-up wizard sends the photo
 * before the account exists; rate-limited per address.
 */
export async function uploadRoutes(app: FastifyInstance, options: { storage: FileStorage }): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4 } });

  app.post('/upload', { config: { limit: UPLOAD_LIMIT } }, async (request) => {
    let preset = 'profile_pictures';
    let bytes: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field' && part.fieldname === 'upload_preset') preset = String(part.value);
        else if (part.type === 'file' && part.fieldname === 'file') {
          try {
            bytes = await part.toBuffer();
          } catch {
            throw new ApiError(413, 'A imagem deve ter no máximo 5 MB.', { pointer: '/file' });
          }
        }
      }
    } catch (error) {
      if (error instanceof ApiError || (error as { statusCode?: number }).statusCode) throw error;
      // The multipart parser's own complaints (a truncated body, no boundary) are the client's input.
      throw new ApiError(400, 'Envio de arquivo inválido', {
        detail: 'O corpo multipart está incompleto ou malformado.',
      });
    }
    if (!PRESETS.has(preset))
      throw new ApiError(422, 'upload_preset inválido', { pointer: '/upload_preset' });
    if (!bytes) throw new ApiError(422, 'Nenhum arquivo enviado.', { pointer: '/file' });
    const kind = sniffImage(bytes);
    if (!kind) throw new ApiError(422, NOT_ACCEPTED, { pointer: '/file' });
    let normalized: Buffer;
    try {
      normalized = await normalizeImage(bytes, kind, MAX_IMAGE_SIDE);
    } catch {
      throw new ApiError(422, NOT_ACCEPTED, { pointer: '/file' });
    }
    const key = `${preset}/${randomUUID()}.${kind === 'png' ? 'png' : 'jpg'}`;
    await options.storage.put(key, normalized);
    return { secure_url: `${app.ctx.config.PUBLIC_URL}/api/uploads/${key}` };
  });

  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const body = await options.storage.get(key).catch(() => null);
    if (!body) throw new ApiError(404, 'Arquivo não encontrado');
    const type = key.endsWith('.png') ? 'image/png' : key.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg';
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(type).send(body);
  });
}
