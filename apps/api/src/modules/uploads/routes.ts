import { randomUUID } from 'node:crypto';
import { anyBody, uploadParams } from '@brilho/domain/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { MINUTE_MS, type RouteLimit } from '../../lib/limits';
import type { ZodTypeProvider } from '../../lib/wire';
import { UPLOAD_TEXTS } from '../../words/uploads';
import { isPdf, normalizeImage, sniffImage } from './images';
import type { FileStorage } from './storage';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * A professional's identity documents at sign-up: images or PDFs. Only operators read them back
 * (they hold a CPF and a face); the others are public pictures.
 */
export const DOCUMENTS_PRESET = 'professional_documents';
const MAX_IMAGE_SIDE = 800;
const PRESETS = new Set(['profile_pictures', 'professionals', DOCUMENTS_PRESET]);

const NOT_ACCEPTED = UPLOAD_TEXTS.notAccepted;

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
export async function uploadRoutes(
  instance: FastifyInstance,
  options: { storage: FileStorage },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await instance.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4 } });

  app.post('/upload', { schema: { body: anyBody }, config: { limit: UPLOAD_LIMIT } }, async (request) => {
    let preset = 'profile_pictures';
    let bytes: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field' && part.fieldname === 'upload_preset') preset = String(part.value);
        else if (part.type === 'file' && part.fieldname === 'file') {
          try {
            bytes = await part.toBuffer();
          } catch {
            throw new ApiError(413, UPLOAD_TEXTS.tooLarge, { pointer: '/file' });
          }
        }
      }
    } catch (error) {
      if (error instanceof ApiError || (error as { statusCode?: number }).statusCode) throw error;
      // The multipart parser's own complaints (a truncated body, no boundary) are the client's input.
      throw new ApiError(400, UPLOAD_TEXTS.badUpload, {
        detail: UPLOAD_TEXTS.badMultipart,
      });
    }
    if (!PRESETS.has(preset)) throw new ApiError(422, UPLOAD_TEXTS.badPreset, { pointer: '/upload_preset' });
    if (!bytes) throw new ApiError(422, UPLOAD_TEXTS.noFile, { pointer: '/file' });
    if (preset === DOCUMENTS_PRESET && isPdf(bytes)) {
      // Kept as sent: a PDF is not re-encoded, only recognised by its header and bounded by the size limit.
      const key = `${preset}/${randomUUID()}.pdf`;
      await options.storage.put(key, bytes);
      return { secure_url: `${app.ctx.config.PUBLIC_URL}/api/uploads/${key}` };
    }
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

  app.get('/uploads/*', { schema: { params: uploadParams } }, async (request, reply) => {
    const key = request.params['*'];
    if (key.startsWith(`${DOCUMENTS_PRESET}/`)) requireRole(request, 'operator');
    const body = await options.storage.get(key).catch(() => null);
    if (!body) throw new ApiError(404, UPLOAD_TEXTS.fileNotFound);
    const type = key.endsWith('.png')
      ? 'image/png'
      : key.endsWith('.svg')
        ? 'image/svg+xml'
        : key.endsWith('.pdf')
          ? 'application/pdf'
          : 'image/jpeg';
    const cache = key.startsWith(`${DOCUMENTS_PRESET}/`)
      ? 'private, no-store'
      : 'public, max-age=31536000, immutable';
    return reply.header('cache-control', cache).type(type).send(body);
  });
}
