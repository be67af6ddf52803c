import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { termsOfUse } from '../db/schema';

/** Seeds the demo catalogue on an empty database; a second run changes nothing. */
export async function seedDemoData(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<void> {
  await ctx.db
    .insert(termsOfUse)
    .values({
      version: '2020-10-08',
      title: 'Termos de uso',
      body: 'Termos de uso da Brilho.',
      publishedOn: '2020-10-08',
    })
    .onConflictDoNothing();
}

export async function seedDemoDataIfEmpty(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const existing = await ctx.db.select({ id: termsOfUse.id }).from(termsOfUse).limit(1);
  if (existing.length > 0) return;
  log.info('empty database: seeding demo data');
  await seedDemoData(ctx);
}
