import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { accounts, termsOfUse } from '../db/schema';
import { seedDemoAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedDemoAddresses, seedPlaces } from './places';
import { seedProfessionals } from './professionals';
import { TERMS_OF_USE } from './terms';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Advisory lock key: two processes seeding at once (two API instances starting) take turns. */
const SEED_LOCK = 20_201_008;

/**
 * Seeds the demo catalogue (DESIGN's demo data) in one transaction, so a crash leaves nothing half seeded. Every part
 * is keyed by a natural key (e-mail, code, name, version), so a second run changes nothing.
 */
export async function seedDemoData(ctx: Ctx): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedAll({ db: tx, clock: ctx.clock });
  });
}

/**
 * On start: seed only a database without a single account. A database anyone has signed up to (or that
 * was seeded before) is left alone, so a production database never receives demo data on a restart.
 */
export async function seedDemoDataIfEmpty(ctx: Ctx, log: FastifyBaseLogger): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const any = await tx.select({ id: accounts.id }).from(accounts).limit(1);
    if (any.length > 0) return false;
    log.info('empty database: seeding demo data');
    await seedAll({ db: tx, clock: ctx.clock });
    return true;
  });
}

async function seedAll(ctx: Ctx): Promise<void> {
  await ctx.db.insert(termsOfUse).values(TERMS_OF_USE).onConflictDoNothing({ target: termsOfUse.version });
  await seedDemoAccounts(ctx);
  const { curitibaDistrictIds } = await seedPlaces(ctx);
  await seedDemoAddresses(ctx);
  await seedCatalogue(ctx);
  await seedProfessionals(ctx, curitibaDistrictIds);
}
