import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/errors';
import { avatarSvg } from './avatar';

/** `/avatars/{slug}.svg`: the demo professionals' portraits, served by us (no external image host). */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  app.get('/avatars/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(file);
    if (!match) throw new ApiError(404, 'Imagem não encontrada');
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(avatarSvg(match[1]!));
  });
}
