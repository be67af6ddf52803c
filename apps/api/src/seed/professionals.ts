import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  accounts,
  coupons,
  feedbacks,
  professionalDistricts,
  professionals,
  professionalWeeklyHours,
  profiles,
  scheduleEvents,
  schedules,
} from '../db/schema';
import { syncProfessionalHorizon } from '../modules/professionals/horizon';
import { DEMO_PROFESSIONAL_EMAIL } from './accounts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const FIRST = [
  'Maria',
  'Ana',
  'Francisca',
  'Antônia',
  'Adriana',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Sandra',
  'Camila',
  'Luciana',
  'Vanessa',
  'Simone',
  'Cristiane',
  'Rosana',
  'Débora',
  'Elaine',
  'Tatiane',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Vieira',
  'Barbosa',
  'Rocha',
];
const BIOS = [
  'Trabalho com limpeza residencial há 10 anos. Organizada, pontual e cuidadosa com os detalhes.',
  'Especialista em cozinhas e banheiros. Gosto de deixar tudo brilhando e cheiroso.',
  'Faço limpeza pesada e de manutenção. Tenho experiência com apartamentos e escritórios.',
  'Sou caprichosa e discreta. Passo roupa e organizo armários quando o cliente pede.',
  'Atendo famílias com crianças e pets. Uso produtos que não agridem os bichinhos.',
  'Diarista há 8 anos em Curitiba, com ótimas referências. Pontualidade é comigo mesma!',
];
const FEEDBACKS = [
  'Excelente profissional, deixou a casa impecável!',
  'Muito atenciosa e rápida. Recomendo.',
  'Chegou no horário e fez tudo o que combinamos.',
  'Sem informação',
  'Ótima limpeza da cozinha, voltarei a agendar.',
  'Sem informação',
  'Cuidadosa com os móveis e muito educada.',
];

/** A small deterministic generator: the demo catalogue is the same on every machine. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

export const DEMO_PROFESSIONAL_COUNT = 40;

interface Seeded {
  professionalId: string;
  scheduleId: string;
  offSunday: boolean;
  /** Index into WORKING_DAYS: how this professional's day is shaped. */
  shape: number;
}

/**
 * The shapes of a working week day (São Paulo hours, end exclusive): all day, mornings to early evening,
 * office hours. They are the professionals' weekly hours, which the daily `professional-availability-horizon`
 * job keeps turning into free time 35 days ahead — so a demo left running never runs out of it.
 */
const WORKING_DAYS: [from: number, to: number][] = [
  [7, 22],
  [7, 19],
  [8, 18],
];

/** ~40 validated professionals with portraits, bios, badges, districts, feedbacks and free time. */
export async function seedProfessionals(ctx: Ctx, districtIds: string[]): Promise<void> {
  const random = generator(20_201_008);
  const now = ctx.clock.now();
  const seeded: Seeded[] = [];
  for (let i = 0; i < DEMO_PROFESSIONAL_COUNT; i += 1) {
    const { first, last } = demoName(i);
    const name = `${first} ${last}`;
    const email = `${slug(name)}.${i + 1}@profissionais.brilho.test`;
    const stats = demoStats(i, random, now);
    const [account] = await ctx.db
      .insert(accounts)
      // Demo professionals other than the demo account cannot sign in: their hash matches no password.
      .values({
        email,
        passwordHash: '!',
        firstName: first,
        lastName: last,
        accountableType: 'Professional',
        role: 'professional',
        status: 'active',
        createdAt: stats.joinedAt,
        updatedAt: stats.joinedAt,
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning();
    if (!account) continue;
    seeded.push(
      await createProfessional(
        ctx,
        account.id,
        `${slug(name)}-${i + 1}`,
        random,
        stats,
        servedBy(i, districtIds),
        i,
      ),
    );
  }
  const [demo] = await ctx.db.select().from(accounts).where(eq(accounts.email, DEMO_PROFESSIONAL_EMAIL));
  if (demo) {
    const existing = await ctx.db
      .select({ id: professionals.id })
      .from(professionals)
      .where(eq(professionals.accountId, demo.id));
    // The demo professional serves central Curitiba (the first districts of the list).
    if (existing.length === 0) {
      const stats = demoStats(999, random, now);
      // The demo account was created today; its professional side has been on the books as long as its cleanings say.
      await ctx.db.update(accounts).set({ createdAt: stats.joinedAt }).where(eq(accounts.id, demo.id));
      seeded.push(
        await createProfessional(
          ctx,
          demo.id,
          'rosangela-ferreira',
          random,
          stats,
          districtIds.slice(0, 6),
          999,
        ),
      );
    }
  }
  await seedAvailability(ctx, seeded);
}

/**
 * The i-th demo name: every first name with every surname before any pair repeats (7 is coprime with 20,
 * so the surname offset of each round of first names differs), so no two demo professionals share a name.
 */
export function demoName(i: number): { first: string; last: string } {
  const round = Math.floor(i / FIRST.length);
  return { first: FIRST[i % FIRST.length]!, last: LAST[(i + 3 + round * 7) % LAST.length]! };
}

interface DemoStats {
  completed: number;
  rating: number;
  joinedAt: Date;
}

const DAY_MS = 24 * 3600 * 1000;
/** A busy demo professional does about three cleanings a week. */
const CLEANINGS_PER_WEEK = 3;

/**
 * Cleanings done, rating and the day they joined, consistent with each other: 'Na Brilho desde' lies at
 * least as many weeks back as the cleanings need at three a week, plus a month or two of onboarding.
 */
function demoStats(index: number, random: () => number, now: Date): DemoStats {
  const completed = index % 9 === 0 ? Math.floor(random() * 5) : Math.floor(random() * 180);
  const rating = 8_600 + Math.floor(random() * 15) * 100;
  const days = Math.ceil((completed / CLEANINGS_PER_WEEK) * 7) + 30 + Math.floor(random() * 60);
  return { completed, rating, joinedAt: new Date(now.getTime() - days * DAY_MS) };
}

/** Districts served per demo professional: with 40 of them over 20 districts, 24 serve each district. */
export const DEMO_DISTRICTS_PER_PROFESSIONAL = 12;

/**
 * The i-th professional serves 12 consecutive districts from the i-th: every district of the demo city has 24
 * professionals, so a slot shows the scheduler's 15 first and 'carregar mais' (spec: 15, then 5 more).
 */
function servedBy(index: number, districtIds: string[]): string[] {
  const count = Math.min(DEMO_DISTRICTS_PER_PROFESSIONAL, districtIds.length);
  return Array.from({ length: count }, (_, k) => districtIds[(index + k) % districtIds.length]!);
}

async function createProfessional(
  ctx: Ctx,
  accountId: string,
  avatarSlug: string,
  random: () => number,
  { completed, rating, joinedAt }: DemoStats,
  districtIds: string[],
  index: number,
): Promise<Seeded> {
  const [professional] = await ctx.db
    .insert(professionals)
    .values({
      accountId,
      validation: 'validated',
      validatedAt: joinedAt,
      bio: BIOS[index % BIOS.length]!,
      completedOrdersCount: completed,
      rating,
      totalFeedbacksCount: 0,
      isTopProfessional: rating >= 9_700,
      inHighDemand: index % 5 === 1,
      hasProducts: index % 3 !== 0,
    })
    .returning();
  const id = professional!.id;
  await ctx.db
    .insert(profiles)
    .values({
      accountId,
      profilePicture: `/api/avatars/${avatarSlug}.svg`,
      cityName: 'Curitiba',
      stateName: 'PR',
      bio: BIOS[index % BIOS.length]!,
    })
    .onConflictDoNothing({ target: profiles.accountId });
  await ctx.db
    .update(profiles)
    .set({ profilePicture: `/api/avatars/${avatarSlug}.svg` })
    .where(eq(profiles.accountId, accountId));
  const [schedule] = await ctx.db.insert(schedules).values({ professionalId: id }).returning();

  await ctx.db
    .insert(professionalDistricts)
    .values(districtIds.map((districtId) => ({ professionalId: id, districtId })));

  // Never more feedbacks than cleanings, all given since they joined.
  const feedbackCount = Math.min(completed, 3 + Math.floor(random() * 5));
  const now = ctx.clock.now().getTime();
  const spacing = Math.min(6 * DAY_MS, (now - joinedAt.getTime()) / (feedbackCount + 1));
  const rows = Array.from({ length: feedbackCount }, (_, k) => ({
    professionalId: id,
    rating: 4 + Math.round(random()),
    description: FEEDBACKS[(index + k) % FEEDBACKS.length]!,
    createdAt: new Date(now - (k + 1) * spacing),
  }));
  if (rows.length > 0) await ctx.db.insert(feedbacks).values(rows);
  await ctx.db
    .update(professionals)
    .set({ totalFeedbacksCount: feedbackCount })
    .where(eq(professionals.id, id));

  if (index % 7 === 2) {
    await ctx.db
      .insert(coupons)
      .values({
        name: `PRO${String(index).padStart(2, '0')}OFF`,
        valueType: 'PERCENTAGE',
        value: 5,
        professionalId: id,
        maxUses: 50,
      })
      .onConflictDoNothing();
  }
  return {
    professionalId: id,
    scheduleId: schedule!.id,
    offSunday: index % 2 === 0,
    shape: index % WORKING_DAYS.length,
  };
}

/**
 * Weekly hours in the professional's working-day shape (Sundays off for some), and the free time they give for
 * the next 35 days, written by the same code as the daily job and the operator's save.
 */
async function seedAvailability(ctx: Ctx, seeded: Seeded[]): Promise<void> {
  if (seeded.length === 0) return;
  await ctx.db.delete(scheduleEvents).where(
    inArray(
      scheduleEvents.professionalId,
      seeded.map((s) => s.professionalId),
    ),
  );
  const hours = seeded.flatMap((pro) => {
    const [startHour, endHour] = WORKING_DAYS[pro.shape]!;
    const weekdays = pro.offSunday ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
    return weekdays.map((weekday) => ({ professionalId: pro.professionalId, weekday, startHour, endHour }));
  });
  await ctx.db.insert(professionalWeeklyHours).values(hours).onConflictDoNothing();
  for (const pro of seeded)
    await ctx.db.transaction((tx) => syncProfessionalHorizon(tx, pro.professionalId, ctx.clock.now()));
}
