import { getStates } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { cities, countries, districtPricings, districtRatings, districts, states } from '../db/schema';

type Ctx = Pick<AppContext, 'db'>;

/** Curitiba's districts served in the demo, with their pricing in cents (prices vary a little by area). */
export const CURITIBA_DISTRICTS: [name: string, pricePerHour: number][] = [
  ['Centro', 3500],
  ['Batel', 3900],
  ['Água Verde', 3700],
  ['Bigorrilho', 3800],
  ['Rebouças', 3500],
  ['Cabral', 3600],
  ['Juvevê', 3600],
  ['Alto da XV', 3600],
  ['Mercês', 3500],
  ['Portão', 3400],
  ['Santa Felicidade', 3600],
  ['Cristo Rei', 3500],
  ['Hugo Lange', 3700],
  ['Jardim Botânico', 3500],
  ['Bacacheri', 3400],
  ['Boa Vista', 3300],
  ['Mossunguê', 3900],
  ['Champagnat', 3900],
  ['Seminário', 3700],
  ['Vila Izabel', 3500],
];

const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seedPlaces(ctx: Ctx): Promise<{ curitibaDistrictIds: string[] }> {
  await ctx.db
    .insert(countries)
    .values({ code: 'BRA', displayName: 'Brasil' })
    .onConflictDoNothing({ target: countries.code });
  const [brazil] = await ctx.db.select().from(countries).where(eq(countries.code, 'BRA'));
  await ctx.db
    .insert(states)
    .values(getStates().map((s) => ({ countryId: brazil!.id, code: s.code, displayName: s.name })))
    .onConflictDoNothing({ target: states.code });
  const [parana] = await ctx.db.select().from(states).where(eq(states.code, 'PR'));

  const region: { name: string; active: boolean; districts: [string, number][] }[] = [
    { name: 'Curitiba', active: true, districts: CURITIBA_DISTRICTS },
    {
      name: 'Pinhais',
      active: false,
      districts: [
        ['Centro', 3300],
        ['Emiliano Perneta', 3300],
      ],
    },
    {
      name: 'São José dos Pinhais',
      active: false,
      districts: [
        ['Centro', 3300],
        ['Afonso Pena', 3300],
      ],
    },
  ];
  const curitibaDistrictIds: string[] = [];
  for (const city of region) {
    const cityCode = `pr-${slug(city.name)}`;
    await ctx.db
      .insert(cities)
      .values({ stateId: parana!.id, code: cityCode, displayName: city.name, active: city.active })
      .onConflictDoNothing({ target: cities.code });
    const [cityRow] = await ctx.db.select().from(cities).where(eq(cities.code, cityCode));
    for (const [name, pricePerHour] of city.districts) {
      const code = `${cityCode}-${slug(name)}`;
      const [created] = await ctx.db
        .insert(districts)
        .values({ cityId: cityRow!.id, code, displayName: name, active: true })
        .onConflictDoNothing({ target: districts.code })
        .returning();
      if (created) {
        await ctx.db
          .insert(districtRatings)
          .values({ districtId: created.id, ratingMin: 400, ratingMax: 500 });
        await ctx.db
          .insert(districtPricings)
          .values({ districtId: created.id, price: 0, pricePerHour, fee: 500, feePerHour: 500 });
      }
      const [row] = await ctx.db.select({ id: districts.id }).from(districts).where(eq(districts.code, code));
      if (city.name === 'Curitiba') curitibaDistrictIds.push(row!.id);
    }
  }
  return { curitibaDistrictIds };
}
