import { type ProfessionalSignup, professionalSignup } from '@brilho/domain/professional-signup';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, cities, districts, professionals } from '../../db/schema';
import { attributesOf, parseWith } from '../../lib/body';
import { fieldErrors, uniqueViolationOf } from '../../lib/errors';
import { MINUTE_MS, type RouteLimit } from '../../lib/limits';
import { SIGNUP_TEXTS } from '../../words/professionals';
import { hashPassword, newPasswordProblem } from '../accounts';
import { sendEmailInTx } from '../mail';
import { DOCUMENTS_PRESET } from '../uploads';
import { districtIdsOf } from './console.routes';
import { registrationReceivedEmail } from './emails';
import { insertProfessional } from './records';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs' | 'config'>;

export { SIGNUP_TEXTS };

/** As the customer's sign-up: 20 an hour per address. */
export const PROFESSIONAL_SIGNUP_LIMIT: RouteLimit = {
  name: 'professional-sign-up',
  max: 20,
  windowMs: 60 * MINUTE_MS,
};

const pointer = (field: string) => `/data/attributes/${field}`;

/**
 * The photo and documents must be files this API stored (`POST /upload`), never any address: the operator
 * opens them, and a document outside `professional_documents/` would be public.
 */
function assertOwnUploads(ctx: Ctx, input: ProfessionalSignup): void {
  const uploads = `${ctx.config.PUBLIC_URL}/api/uploads/`;
  const picture = input.profile_picture;
  if (!picture.startsWith(`${uploads}profile_pictures/`) && !picture.startsWith(`${uploads}professionals/`))
    throw fieldErrors([{ field: 'profile_picture', title: SIGNUP_TEXTS.pictureNotOurs }]);
  input.document_urls.forEach((url, index) => {
    if (!url.startsWith(`${uploads}${DOCUMENTS_PRESET}/`) || url.includes('..'))
      throw fieldErrors([
        {
          field: 'document_urls',
          title: SIGNUP_TEXTS.documentNotOurs,
          pointer: `${pointer('document_urls')}/${index}`,
        },
      ]);
  });
}

/** Taken e-mail or CPF answer 422 on their field before anything is written (a race ends the same way). */
async function assertFree(ctx: Ctx, input: ProfessionalSignup): Promise<void> {
  const [email] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, input.email))
    .limit(1);
  if (email) throw fieldErrors([{ field: 'email', title: SIGNUP_TEXTS.emailTaken }]);
  const [cpf] = await ctx.db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.cpf, input.cpf))
    .limit(1);
  if (cpf) throw fieldErrors([{ field: 'cpf', title: SIGNUP_TEXTS.cpfTaken }]);
}

/**
 * `POST /professional/registration` (`/profissional/cadastro`), open signed out. Stores the
 * account (role professional), the professional `registered` with CPF, Pix key and documents, the served
 * districts and weekly hours (`insertProfessional`, shared with the operator's form), and the "cadastro
 * recebido" e-mail job, in one transaction. The account waits in the operator's validation queue; it may sign in at once and
 * sees only "cadastro em análise" until validated (no offers: offers/willing needs `validated`).
 */
export async function registerProfessional(ctx: Ctx, body: unknown): Promise<{ id: string }> {
  const input = parseWith(professionalSignup, attributesOf(body));
  const districtIds = districtIdsOf(body) ?? [];
  if (districtIds.length === 0)
    throw fieldErrors([
      {
        field: 'districts',
        title: SIGNUP_TEXTS.districtsRequired,
        pointer: '/data/relationships/districts',
      },
    ]);
  const problem = newPasswordProblem(input.password, {
    email: input.email,
    names: [input.first_name, input.last_name],
  });
  if (problem) throw fieldErrors([{ field: 'password', title: problem }]);
  assertOwnUploads(ctx, input);
  await assertFree(ctx, input);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      // The operator's validation (documents, CPF, a call) vouches for the person and the e-mail.
      const professional = await insertProfessional(
        tx,
        {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          registration: {
            cpf: input.cpf,
            pixKey: input.pix_key,
            documentUrls: input.document_urls,
            bio: input.bio || null,
            profilePicture: input.profile_picture,
            phone: input.phone,
          },
        },
        { weekly_hours: input.weekly_hours },
        districtIds,
        now,
      );
      await sendEmailInTx(
        ctx,
        tx,
        `professional-registered:${professional.id}`,
        registrationReceivedEmail(
          { email: input.email, firstName: input.first_name },
          `${ctx.config.PUBLIC_URL}/profissional/entrar`,
        ),
      );
      return { id: professional.id };
    });
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === 'accounts_email_unique')
      throw fieldErrors([{ field: 'email', title: SIGNUP_TEXTS.emailTaken }]);
    if (constraint === 'professionals_cpf_unique')
      throw fieldErrors([{ field: 'cpf', title: SIGNUP_TEXTS.cpfTaken }]);
    throw error;
  }
}

/**
 * `GET /professional/registration/districts`: the active districts of active cities, open signed out, for
 * the sign-up's "bairros atendidos" (the console's places endpoints need a session).
 */
export async function registrationDistricts(ctx: Pick<AppContext, 'db'>) {
  return ctx.db
    .select({ id: districts.id, displayName: districts.displayName, city: cities.displayName })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(and(eq(districts.active, true), eq(cities.active, true)))
    .orderBy(asc(cities.displayName), asc(districts.displayName));
}
