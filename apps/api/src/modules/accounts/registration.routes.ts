import { jsonApiBody } from '@brilho/domain/contract';
import { legalSignup, physicalSignup } from '@brilho/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { ApiError, type ErrorObject } from '../../lib/errors';
import { serialize } from '../../lib/jsonapi';
import { MINUTE_MS } from '../../lib/limits';
import type { ZodTypeProvider } from '../../lib/wire';
import { newPasswordProblem } from './password-policy';
import { loadAccountView } from './queries';
import { registerLegal, registerPhysical } from './registration';
import { accountSerializer } from './serializers';

interface Included {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: Included | Included[] | null }>;
}

const RELATED = new Set(['account', 'profile', 'phones', 'legal_representative']);

/**
 * The sign-up body is one JSON:API document: the accountable's attributes, and the account, profile,
 * phones (and a company's legal representative with its address) as related resources sent inline.
 */
function flattenSignup(body: unknown): Record<string, unknown> {
  const data = ((body as { data?: Included } | null)?.data ?? {}) as Included;
  const attributesOfRelated = (related: Included | Included[] | null | undefined): unknown => {
    if (Array.isArray(related)) return related.map((item) => attributesOfRelated(item));
    if (!related) return undefined;
    const nested: Record<string, unknown> = { ...(related.attributes ?? {}) };
    for (const [name, value] of Object.entries(related.relationships ?? {}))
      nested[name] = attributesOfRelated(value.data);
    return nested;
  };
  const flat: Record<string, unknown> = { ...(data.attributes ?? {}) };
  for (const [name, value] of Object.entries(data.relationships ?? {}))
    flat[name] = attributesOfRelated(value.data);
  return flat;
}

/** Field errors point where the web's wizard can find them: `/data/relationships/account/data/attributes/email`. */
function pointerFor(path: PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  if (head && RELATED.has(head)) {
    const [maybeIndex, ...tail] = rest;
    if (head === 'phones' && maybeIndex !== undefined)
      return `/data/relationships/phones/data/${maybeIndex}/attributes/${tail.join('/') || 'number'}`;
    return `/data/relationships/${head}/data/attributes/${rest.join('/')}`;
  }
  return `/data/attributes/${[head, ...rest].join('/')}`;
}

export const REGISTRATION_INVALID = 'Verifique os dados informados e tente novamente!';

export async function registrationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  // Per address: creating accounts in bulk is refused.
  const signupLimit = { limit: { name: 'sign-up', max: 20, windowMs: 60 * MINUTE_MS } };

  for (const kind of ['physicals', 'legals'] as const) {
    app.post(`/${kind}`, { schema: { body: jsonApiBody }, config: signupLimit }, async (request, reply) => {
      const schema = kind === 'physicals' ? physicalSignup : legalSignup;
      const parsed = schema.safeParse(flattenSignup(request.body));
      if (!parsed.success) {
        const errors: ErrorObject[] = parsed.error.issues.map((issue) => ({
          status: '422',
          title: issue.message,
          source: { pointer: pointerFor(issue.path) },
        }));
        throw new ApiError(422, REGISTRATION_INVALID, { errors });
      }
      const { account: fields } = parsed.data;
      const problem = newPasswordProblem(fields.password, {
        email: fields.email,
        names: [fields.first_name, fields.last_name],
      });
      if (problem) {
        throw new ApiError(422, REGISTRATION_INVALID, {
          errors: [
            { status: '422', title: problem, source: { pointer: pointerFor(['account', 'password']) } },
          ],
        });
      }
      const { account } =
        kind === 'physicals'
          ? await registerPhysical(
              { ...ctx, log: request.log },
              parsed.data as Parameters<typeof registerPhysical>[1],
            )
          : await registerLegal(
              { ...ctx, log: request.log },
              parsed.data as Parameters<typeof registerLegal>[1],
            );
      const view = await loadAccountView(ctx, account.id);
      reply.status(201);
      return serialize(accountSerializer, view!, { include: 'accountable,profile,phones' });
    });
  }
}
