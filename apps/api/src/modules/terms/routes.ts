import { noQuery, termsOfUseResource } from '@brilho/domain/contract';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { termsOfUse } from '../../db/schema';
import { serialize, serializerOf } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';

type TermsOfUse = typeof termsOfUse.$inferSelect;

export const termsOfUseSerializer = serializerOf<TermsOfUse>()(termsOfUseResource, {
  id: (terms) => terms.id,
  attributes: (terms) => ({
    version: terms.version,
    title: terms.title,
    body: terms.body,
    published_on: terms.publishedOn,
  }),
});

export async function termsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /** The current terms come first: the web uses the first result. */
  app.get('/terms-of-use', { schema: { querystring: noQuery } }, async () => {
    const rows = await app.ctx.db
      .select()
      .from(termsOfUse)
      .orderBy(desc(termsOfUse.publishedOn), desc(termsOfUse.createdAt));
    return serialize(termsOfUseSerializer, rows);
  });
}
