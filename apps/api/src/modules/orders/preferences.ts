import { messages } from '@brilho/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ConfigurableField, ConfigurableFieldOption, OrderHasPreference } from '../../db/schema';
import { attributesOf, parseWith, relationshipId } from '../../lib/body';
import { ApiError, fieldErrors } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { IncludeTree } from '../../lib/jsonapi';
import { REQUEST_TEXTS } from '../../words/errors';
import { PREFERENCE_TEXTS } from '../../words/orders';
import { ORDER_NOT_FOUND } from '../coupons';
import { fieldsByIds, listOptions, listOwnPreferences, upsertPreference } from './preferences.queries';
import type { ConfigurableFieldView, OptionView, PreferenceView } from './preferences.serializers';
import { findOwnOrder, ordersByIds } from './queries';

type Ctx = Pick<AppContext, 'db'>;

/**
 * Order preferences (the entity fields, the order and coupon calls): the confirmation screen answers the configurable fields
 * CUSTOMER_ALLOW_PROFESSIONAL_CHANGE_IN_NO_SHOW_CASE and CUSTOMER_ORDER_REQUIRE_PROFESSIONAL_PRODUTCS for
 * the order it just created. They are records for the professional and the operators: the products answer
 * does not reprice the order (the price follows `should_include_products` when the order is created).
 */

export { PREFERENCE_TEXTS };

const ANSWER_MAX = 255;
const REQUIRED = messages.common.required;

const answerBody = z.object({
  answer: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(ANSWER_MAX, REQUEST_TEXTS.maxLength(ANSWER_MAX)),
});

export interface PreferenceInput {
  answer: string;
  orderId: string;
  fieldId: string;
}

export function parsePreference(body: unknown): PreferenceInput {
  const { answer } = parseWith(answerBody, attributesOf(body));
  const orderId = relationshipId(body, 'order');
  const fieldId = relationshipId(body, 'configurable_field');
  const missing = [
    ...(orderId === null ? ['order'] : []),
    ...(fieldId === null ? ['configurable_field'] : []),
  ];
  if (missing.length > 0)
    throw fieldErrors(
      missing.map((name) => ({ field: name, title: REQUIRED, pointer: `/data/relationships/${name}` })),
    );
  return { answer, orderId: orderId!, fieldId: fieldId! };
}

/** A field with options accepts one of their keys (YES/NO, any case); a field without options, any text. */
function normalisedAnswer(answer: string, options: ConfigurableFieldOption[]): string {
  if (options.length === 0) return answer;
  const keys = options.map((option) => option.key);
  const chosen = keys.find((key) => key.toUpperCase() === answer.toUpperCase());
  if (!chosen) throw fieldErrors([{ field: 'answer', title: PREFERENCE_TEXTS.invalidAnswer(keys) }]);
  return chosen;
}

/** Answers a question for one of the caller's orders; a second answer replaces the first. */
export async function answerPreference(
  ctx: Ctx,
  accountId: string,
  input: PreferenceInput,
): Promise<{ preference: OrderHasPreference; created: boolean }> {
  const order = isUuid(input.orderId) ? await findOwnOrder(ctx, accountId, input.orderId) : null;
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  const [field] = isUuid(input.fieldId) ? await fieldsByIds(ctx, [input.fieldId]) : [];
  if (!field)
    throw fieldErrors([
      {
        field: 'configurable_field',
        title: PREFERENCE_TEXTS.fieldNotFound,
        pointer: '/data/relationships/configurable_field',
      },
    ]);
  const answer = normalisedAnswer(input.answer, await listOptions(ctx, [field.id]));
  const before = await listOwnPreferences(ctx, accountId, { orderId: order.id, fieldId: field.id });
  const preference = await upsertPreference(ctx, {
    orderId: order.id,
    configurableFieldId: field.id,
    answer,
  });
  return { preference, created: before.length === 0 };
}

// ---------------------------------------------------------------------------------------------------
// Includes.

export async function withFieldRelations(
  ctx: Ctx,
  fields: ConfigurableField[],
  include: IncludeTree,
): Promise<ConfigurableFieldView[]> {
  if (fields.length === 0 || !include.options) return fields;
  const options = await listOptions(
    ctx,
    fields.map((f) => f.id),
  );
  return fields.map((field) => ({
    ...field,
    options: options.filter((option) => option.configurableFieldId === field.id),
  }));
}

export async function withOptionRelations(
  ctx: Ctx,
  options: ConfigurableFieldOption[],
  include: IncludeTree,
): Promise<OptionView[]> {
  if (options.length === 0 || !include.configurable_field) return options;
  const fields = await fieldsByIds(ctx, [...new Set(options.map((o) => o.configurableFieldId))]);
  const byId = new Map(fields.map((field) => [field.id, field]));
  return options.map((option) => ({ ...option, configurableField: byId.get(option.configurableFieldId) }));
}

/** Preferences with `order` and `configurable_field` when asked (the preferences are the caller's own). */
export async function withPreferenceRelations(
  ctx: Ctx,
  preferences: OrderHasPreference[],
  include: IncludeTree,
): Promise<PreferenceView[]> {
  if (preferences.length === 0) return preferences;
  const orderIds = [...new Set(preferences.map((p) => p.orderId))];
  const fieldIds = [...new Set(preferences.map((p) => p.configurableFieldId))];
  const [orderRows, fields] = await Promise.all([
    include.order ? ordersByIds(ctx, orderIds) : null,
    include.configurable_field ? fieldsByIds(ctx, fieldIds) : null,
  ]);
  const ordersById = new Map((orderRows ?? []).map((order) => [order.id, order]));
  const fieldsById = new Map((fields ?? []).map((field) => [field.id, field]));
  return preferences.map((p) => ({
    ...p,
    ...(orderRows ? { order: ordersById.get(p.orderId) } : {}),
    ...(fields ? { configurableField: fieldsById.get(p.configurableFieldId) } : {}),
  }));
}
