import type { LegalSignup, PhysicalSignup } from '@brilho/domain/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  accounts,
  accountsTermsOfUse,
  legalRepresentatives,
  legals,
  phones,
  physicals,
  profiles,
} from '../../db/schema';
import { ApiError, fieldErrors } from '../../lib/errors';
import { ACCOUNT_TEXTS } from '../../words/accounts';
import { ERROR_TEXTS } from '../../words/errors';
import { hashPassword } from './password';
import { currentTermsId } from './queries';
import { sendVerificationEmail } from './verification';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'> & {
  log: { error(obj: object, msg: string): void };
};

/**
 * The account is committed: a mail server down must not answer 500 for it (the customer, told their e-mail is
 * taken on a retry, would be stuck). The failure is logged; the customer asks for the link again
 * (`POST /email-verification/send`). Synchronous, not a job: the link's token must not sit in clear in a job.
 */
async function sendFirstVerification(ctx: Ctx, account: Parameters<typeof sendVerificationEmail>[1]) {
  try {
    await sendVerificationEmail(ctx, account);
  } catch (error) {
    ctx.log.error({ err: error, accountId: account.id }, 'verification e-mail at sign-up failed');
  }
}

export const TAKEN = ACCOUNT_TEXTS.taken;
const accountPointer = (field: string) => `/data/relationships/account/data/attributes/${field}`;

async function assertEmailFree(ctx: Ctx, email: string): Promise<void> {
  const taken = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email))
    .limit(1);
  if (taken.length > 0)
    throw fieldErrors([{ field: 'email', title: `E-mail ${TAKEN}`, pointer: accountPointer('email') }]);
}

/** Postgres unique violations that slip past the checks (two sign-ups at once) still answer 422 on the field. */
function uniqueViolationToFieldError(error: unknown): never {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  if (cause?.code === '23505') {
    const constraint = cause.constraint ?? '';
    if (constraint.includes('email'))
      throw fieldErrors([{ field: 'email', title: `E-mail ${TAKEN}`, pointer: accountPointer('email') }]);
    if (constraint.includes('cnpj')) throw fieldErrors([{ field: 'cnpj', title: `CNPJ ${TAKEN}` }]);
    if (constraint.includes('cpf')) throw fieldErrors([{ field: 'cpf', title: `CPF ${TAKEN}` }]);
  }
  throw error;
}

type AccountInput = PhysicalSignup['account'] | LegalSignup['account'];
type ProfileInput = Partial<PhysicalSignup['profile']> | undefined;
type PhoneInput = PhysicalSignup['phones'][number];

async function insertAccount(
  tx: Parameters<Parameters<Ctx['db']['transaction']>[0]>[0],
  input: {
    account: AccountInput;
    profile: ProfileInput;
    phones: PhoneInput[];
    type: 'Physical' | 'Legal';
    passwordHash: string;
    now: Date;
    termsId: string | null;
  },
) {
  const [account] = await tx
    .insert(accounts)
    .values({
      email: input.account.email,
      passwordHash: input.passwordHash,
      firstName: input.account.first_name,
      lastName: input.account.last_name,
      accountableType: input.type,
      status: 'waiting_email_verification',
      role: 'customer',
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  await tx.insert(profiles).values({
    accountId: account!.id,
    birthdate: input.profile?.birthdate ?? null,
    cityName: input.profile?.city ?? null,
    stateName: input.profile?.state ?? null,
    profilePicture: input.profile?.profile_picture ?? null,
  });
  // The sign-up's terms checkbox is the answer to the current terms of use.
  if (input.termsId) {
    await tx
      .insert(accountsTermsOfUse)
      .values({ accountId: account!.id, termsOfUseId: input.termsId, accepted: true, answeredAt: input.now });
  }
  if (input.phones.length > 0) {
    await tx
      .insert(phones)
      .values(input.phones.map((phone) => ({ accountId: account!.id, ...phoneColumns(phone) })));
  }
  return account!;
}

function phoneColumns(phone: PhoneInput) {
  return { countryCode: phone.country_code, areaCode: phone.area_code, number: phone.number };
}

/** Creates an individual customer (account, profile, phones, CPF) in one transaction, then e-mails the link. */
export async function registerPhysical(ctx: Ctx, input: PhysicalSignup) {
  await assertEmailFree(ctx, input.account.email);
  const taken = await ctx.db
    .select({ id: physicals.id })
    .from(physicals)
    .where(eq(physicals.cpf, input.cpf))
    .limit(1);
  if (taken.length > 0) throw fieldErrors([{ field: 'cpf', title: `CPF ${TAKEN}` }]);
  const passwordHash = await hashPassword(input.account.password);
  const now = ctx.clock.now();
  const termsId = await currentTermsId(ctx);
  const result = await ctx.db
    .transaction(async (tx) => {
      const account = await insertAccount(tx, { ...input, type: 'Physical', passwordHash, now, termsId });
      const [physical] = await tx
        .insert(physicals)
        .values({ accountId: account.id, cpf: input.cpf, createdAt: now })
        .returning();
      return { account, accountable: physical! };
    })
    .catch(uniqueViolationToFieldError);
  await sendFirstVerification(ctx, result.account);
  return result;
}

/** Creates a company customer with its legal representative and the representative's address. */
export async function registerLegal(ctx: Ctx, input: LegalSignup) {
  await assertEmailFree(ctx, input.account.email);
  const taken = await ctx.db
    .select({ id: legals.id })
    .from(legals)
    .where(eq(legals.cnpj, input.cnpj))
    .limit(1);
  if (taken.length > 0) throw fieldErrors([{ field: 'cnpj', title: `CNPJ ${TAKEN}` }]);
  const passwordHash = await hashPassword(input.account.password);
  const now = ctx.clock.now();
  const representative = input.legal_representative;
  const termsId = await currentTermsId(ctx);
  const result = await ctx.db
    .transaction(async (tx) => {
      const account = await insertAccount(tx, {
        account: input.account,
        profile: input.profile ?? {
          birthdate: representative.birthdate,
          city: representative.address.city,
          state: representative.address.state,
        },
        phones: input.phones.length > 0 ? input.phones : [representative.phone],
        type: 'Legal',
        passwordHash,
        now,
        termsId,
      });
      const [legal] = await tx
        .insert(legals)
        .values({
          accountId: account.id,
          cnpj: input.cnpj,
          companyName: input.company_name,
          businessName: input.business_name,
          createdAt: now,
        })
        .returning();
      await tx.insert(legalRepresentatives).values({
        legalId: legal!.id,
        firstName: representative.first_name,
        lastName: representative.last_name,
        cpf: representative.cpf,
        birthdate: representative.birthdate,
        phoneAreaCode: representative.phone.area_code,
        phoneNumber: representative.phone.number,
        street: representative.address.street,
        streetNumber: representative.address.street_number,
        complement: representative.address.complement,
        district: representative.address.district,
        city: representative.address.city,
        state: representative.address.state,
        country: representative.address.country,
        zipCode: representative.address.zip_code,
      });
      return { account, accountable: legal! };
    })
    .catch(uniqueViolationToFieldError);
  await sendFirstVerification(ctx, result.account);
  return result;
}

export function assertOwnAccount(actorAccountId: string, accountId: string): void {
  // Another customer's id answers 404, as if it did not exist.
  if (actorAccountId !== accountId) throw new ApiError(404, ERROR_TEXTS.notFound);
}
