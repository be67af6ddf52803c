import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { termsOfUse } from '../db/schema';
import { hasAccounts, seedDemoAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedPlaces } from './places';
import { seedProfessionals } from './professionals';
import { TERMS_OF_USE } from './terms';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Seeds the demo catalogue; every part is keyed by a natural key, so a second run changes nothing. */
export async function seedDemoData(ctx: Ctx): Promise<void> {
  await ctx.db.insert(termsOfUse).values(TERMS_OF_USE).onConflictDoNothing({ target: termsOfUse.version });
  await seedDemoAccounts(ctx);
  const { curitibaDistrictIds } = await seedPlaces(ctx);
  await seedCatalogue(ctx);
  await seedProfessionals(ctx, curitibaDistrictIds);
}

/** On start: seed only a database that has never been seeded. */
export async function seedDemoDataIfEmpty(ctx: Ctx, log: FastifyBaseLogger): Promise<void> {
  if (await hasAccounts(ctx)) return;
  log.info('empty database: seeding demo data');
  await seedDemoData(ctx);
}
