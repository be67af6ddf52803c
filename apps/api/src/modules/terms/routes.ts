import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { termsOfUse } from '../../db/schema';
import { defineSerializer, serialize } from '../../lib/jsonapi';

type TermsOfUse = typeof termsOfUse.$inferSelect;

export const termsOfUseSerializer = defineSerializer<TermsOfUse>({
  type: 'terms-of-use',
  id: (terms) => terms.id,
  attributes: (terms) => ({
    version: terms.version,
    title: terms.title,
    body: terms.body,
    published_on: terms.publishedOn,
  }),
});

export async function termsRoutes(app: FastifyInstance): Promise<void> {
  /** The current terms come first: the web uses the first result. */
  app.get('/terms-of-use', async () => {
    const rows = await app.ctx.db
      .select()
      .from(termsOfUse)
      .orderBy(desc(termsOfUse.publishedOn), desc(termsOfUse.createdAt));
    return serialize(termsOfUseSerializer, rows);
  });
}
