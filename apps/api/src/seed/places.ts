import { getStates } from '@brazilian-utils/brazilian-utils';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  accounts,
  addresses,
  cities,
  countries,
  districtPricings,
  districtRatings,
  districts,
  states,
} from '../db/schema';
import { DEMO_CUSTOMER_EMAIL } from './accounts';

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

  const region: {
    name: string;
    active: boolean;
    centre: [latitude: number, longitude: number];
    districts: [string, number][];
  }[] = [
    { name: 'Curitiba', active: true, centre: [-25.4284, -49.2733], districts: CURITIBA_DISTRICTS },
    {
      name: 'Pinhais',
      active: false,
      centre: [-25.4447, -49.1925],
      districts: [
        ['Centro', 3300],
        ['Emiliano Perneta', 3300],
      ],
    },
    {
      name: 'São José dos Pinhais',
      active: false,
      centre: [-25.5302, -49.2061],
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
      .values({
        stateId: parana!.id,
        code: cityCode,
        displayName: city.name,
        active: city.active,
        latitude: city.centre[0],
        longitude: city.centre[1],
      })
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

/** The demo customer's addresses: home in Curitiba, and an old one in Pinhais (a closed city). */
const DEMO_ADDRESSES = [
  {
    name: 'Casa',
    street: 'Avenida do Batel',
    streetNumber: '1230',
    complement: 'Apto 52',
    reference: 'Próximo ao Shopping Pátio Batel',
    zipCode: '80420090',
    latitude: -25.4431,
    longitude: -49.2866,
    district: 'pr-curitiba-batel',
  },
  {
    name: 'Apartamento antigo',
    street: 'Rua Vinte e Dois de Abril',
    streetNumber: '250',
    complement: null,
    reference: null,
    zipCode: '83323240',
    latitude: -25.4443,
    longitude: -49.1921,
    district: 'pr-pinhais-centro',
  },
];

export async function seedDemoAddresses(ctx: Ctx): Promise<void> {
  const [customer] = await ctx.db.select().from(accounts).where(eq(accounts.email, DEMO_CUSTOMER_EMAIL));
  if (!customer) return;
  for (const { district: code, ...address } of DEMO_ADDRESSES) {
    const [district] = await ctx.db.select().from(districts).where(eq(districts.code, code));
    const [existing] = await ctx.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.accountId, customer.id), eq(addresses.name, address.name)));
    if (district && !existing)
      await ctx.db.insert(addresses).values({ ...address, accountId: customer.id, districtId: district.id });
  }
}
