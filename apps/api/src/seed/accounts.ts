import type { AppContext } from '../context';
import { accounts, accountsTermsOfUse, phones, physicals, profiles, termsOfUse, wallets } from '../db/schema';
import { hashPassword } from '../modules/accounts/password';
import { postOpeningWallet } from '../modules/ledger';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export const DEMO_PASSWORD = 'brilho123';
export const DEMO_CUSTOMER_EMAIL = 'cliente@brilho.test';
export const DEMO_OPERATOR_EMAIL = 'operador@brilho.test';
export const DEMO_PROFESSIONAL_EMAIL = 'profissional@brilho.test';
/** The demo customer's wallet (see seedDemoAccounts). */
export const DEMO_CUSTOMER_WALLET_CENTS = 15_000;

/** The three demo accounts of DESIGN's demo data; each is created once, identified by its e-mail. */
export async function seedDemoAccounts(ctx: Ctx): Promise<void> {
  // One hash per account, each with its own salt: a shared hash would tell anyone reading the table that the
  // three accounts share a password, and cracking one would open all three.
  const [customerHash, operatorHash, professionalHash] = [
    await hashPassword(DEMO_PASSWORD),
    await hashPassword(DEMO_PASSWORD),
    await hashPassword(DEMO_PASSWORD),
  ];
  const now = ctx.clock.now();
  const [terms] = await ctx.db.select({ id: termsOfUse.id }).from(termsOfUse).limit(1);

  const [customer] = await ctx.db
    .insert(accounts)
    .values({
      email: DEMO_CUSTOMER_EMAIL,
      passwordHash: customerHash,
      firstName: 'Camila',
      lastName: 'Ribeiro',
      accountableType: 'Physical',
      role: 'customer',
      status: 'email_verified',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  if (customer) {
    await ctx.db.insert(physicals).values({ accountId: customer.id, cpf: '52998224725', createdAt: now });
    await ctx.db
      .insert(profiles)
      .values({ accountId: customer.id, birthdate: '1991-06-12', cityName: 'Curitiba', stateName: 'PR' });
    await ctx.db
      .insert(phones)
      .values({ accountId: customer.id, countryCode: '55', areaCode: '41', number: '991234567' });
    // R$ 150,00: pays any 2-hour cleaning in Curitiba with the balance (at most R$ 109,00 with products) but
    // no 8-hour one (at least R$ 309,00), so the demo shows both 'UTILIZAR SALDO' and its absence.
    await ctx.db
      .insert(wallets)
      .values({ accountId: customer.id, availableToUse: DEMO_CUSTOMER_WALLET_CENTS });
    // The ledger's books of that balance: its opening entry.
    await ctx.db.transaction((tx) => postOpeningWallet(tx, customer.id, DEMO_CUSTOMER_WALLET_CENTS, now));
    if (terms)
      await ctx.db
        .insert(accountsTermsOfUse)
        .values({ accountId: customer.id, termsOfUseId: terms.id, accepted: true, answeredAt: now });
  }

  await ctx.db
    .insert(accounts)
    .values({
      email: DEMO_OPERATOR_EMAIL,
      passwordHash: operatorHash,
      firstName: 'Otávio',
      lastName: 'Operador',
      accountableType: 'Operator',
      role: 'operator',
      status: 'active',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: accounts.email });

  const [professional] = await ctx.db
    .insert(accounts)
    .values({
      email: DEMO_PROFESSIONAL_EMAIL,
      passwordHash: professionalHash,
      firstName: 'Rosângela',
      lastName: 'Ferreira',
      accountableType: 'Professional',
      role: 'professional',
      status: 'active',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  if (professional) {
    await ctx.db.insert(profiles).values({
      accountId: professional.id,
      cityName: 'Curitiba',
      stateName: 'PR',
      bio: 'Diarista há 12 anos em Curitiba, caprichosa com cozinhas e banheiros.',
    });
  }
}
