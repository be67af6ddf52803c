import { avatarParams } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/wire';
import { UPLOAD_TEXTS } from '../../words/uploads';
import { avatarSvg } from './avatar';

/** `/avatars/{slug}.svg`: the demo professionals' portraits, served by us (no external image host). */
export async function avatarRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/avatars/:file', { schema: { params: avatarParams } }, async (request, reply) => {
    const { file } = request.params;
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(file);
    if (!match) throw new ApiError(404, UPLOAD_TEXTS.imageNotFound);
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(avatarSvg(match[1]!));
  });
}
