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
import { syncProfessionalHorizon } from '../modules/operator-people/horizon';
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
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7 + 3) % LAST.length]!;
    const name = `${first} ${last}`;
    const email = `${slug(name)}.${i + 1}@profissionais.brilho.test`;
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
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning();
    if (!account) continue;
    seeded.push(await createProfessional(ctx, account.id, `${slug(name)}-${i + 1}`, random, districtIds, i));
  }
  const [demo] = await ctx.db.select().from(accounts).where(eq(accounts.email, DEMO_PROFESSIONAL_EMAIL));
  if (demo) {
    const existing = await ctx.db
      .select({ id: professionals.id })
      .from(professionals)
      .where(eq(professionals.accountId, demo.id));
    // The demo professional serves central Curitiba (the first districts of the list).
    if (existing.length === 0)
      seeded.push(
        await createProfessional(ctx, demo.id, 'rosangela-ferreira', random, districtIds.slice(0, 6), 999),
      );
  }
  await seedAvailability(ctx, seeded);
}

async function createProfessional(
  ctx: Ctx,
  accountId: string,
  avatarSlug: string,
  random: () => number,
  districtIds: string[],
  index: number,
): Promise<Seeded> {
  const completed = Math.floor(random() * 180);
  const rating = 8_600 + Math.floor(random() * 15) * 100;
  const [professional] = await ctx.db
    .insert(professionals)
    .values({
      accountId,
      validation: 'validated',
      validatedAt: ctx.clock.now(),
      bio: BIOS[index % BIOS.length]!,
      completedOrdersCount: index % 9 === 0 ? Math.floor(random() * 5) : completed,
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

  // Each serves a handful of districts; together they cover every one.
  const served = new Set<string>([districtIds[index % districtIds.length]!]);
  while (served.size < Math.min(6, districtIds.length))
    served.add(districtIds[Math.floor(random() * districtIds.length)]!);
  await ctx.db
    .insert(professionalDistricts)
    .values([...served].map((districtId) => ({ professionalId: id, districtId })));

  const feedbackCount = 3 + Math.floor(random() * 5);
  const rows = Array.from({ length: feedbackCount }, (_, k) => ({
    professionalId: id,
    rating: 4 + Math.round(random()),
    description: FEEDBACKS[(index + k) % FEEDBACKS.length]!,
    createdAt: new Date(ctx.clock.now().getTime() - (k + 1) * 6 * 24 * 3600 * 1000),
  }));
  await ctx.db.insert(feedbacks).values(rows);
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
