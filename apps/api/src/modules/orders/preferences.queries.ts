import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  type ConfigurableField,
  type ConfigurableFieldOption,
  configurableFieldOptions,
  configurableFields,
  type OrderHasPreference,
  orderHasPreferences,
  orders,
} from '../../db/schema';

type Ctx = Pick<AppContext, 'db'>;

/** The order preference questions (configurable fields), their options, and the caller's answers. */

export async function listFields(
  ctx: Ctx,
  filters: { model?: string; key?: string },
): Promise<ConfigurableField[]> {
  return ctx.db
    .select()
    .from(configurableFields)
    .where(
      and(
        filters.model ? eq(configurableFields.model, filters.model) : undefined,
        filters.key ? eq(configurableFields.key, filters.key) : undefined,
      ),
    )
    .orderBy(asc(configurableFields.key));
}

export async function fieldsByIds(ctx: Ctx, ids: string[]): Promise<ConfigurableField[]> {
  if (ids.length === 0) return [];
  return ctx.db.select().from(configurableFields).where(inArray(configurableFields.id, ids));
}

export async function listOptions(ctx: Ctx, fieldIds: string[] | null): Promise<ConfigurableFieldOption[]> {
  if (fieldIds !== null && fieldIds.length === 0) return [];
  return ctx.db
    .select()
    .from(configurableFieldOptions)
    .where(fieldIds ? inArray(configurableFieldOptions.configurableFieldId, fieldIds) : undefined)
    .orderBy(asc(configurableFieldOptions.configurableFieldId), asc(configurableFieldOptions.optId));
}

export async function findOption(ctx: Ctx, id: string): Promise<ConfigurableFieldOption | null> {
  const [row] = await ctx.db
    .select()
    .from(configurableFieldOptions)
    .where(eq(configurableFieldOptions.id, id))
    .limit(1);
  return row ?? null;
}

/** The caller's answers: only those on their own orders. */
export async function listOwnPreferences(
  ctx: Ctx,
  accountId: string,
  filters: { id?: string; orderId?: string; fieldId?: string },
): Promise<OrderHasPreference[]> {
  const where: (SQL | undefined)[] = [
    eq(orders.customerId, accountId),
    filters.id ? eq(orderHasPreferences.id, filters.id) : undefined,
    filters.orderId ? eq(orderHasPreferences.orderId, filters.orderId) : undefined,
    filters.fieldId ? eq(orderHasPreferences.configurableFieldId, filters.fieldId) : undefined,
  ];
  const rows = await ctx.db
    .select({ preference: orderHasPreferences })
    .from(orderHasPreferences)
    .innerJoin(orders, eq(orders.id, orderHasPreferences.orderId))
    .where(and(...where))
    .orderBy(asc(orderHasPreferences.orderId), asc(orderHasPreferences.configurableFieldId));
  return rows.map((row) => row.preference);
}

/** One answer per order and question: a second answer replaces the first (the unique pair decides). */
export async function upsertPreference(
  ctx: Ctx,
  values: { orderId: string; configurableFieldId: string; answer: string },
): Promise<OrderHasPreference> {
  const [row] = await ctx.db
    .insert(orderHasPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [orderHasPreferences.orderId, orderHasPreferences.configurableFieldId],
      set: { answer: values.answer },
    })
    .returning();
  return row!;
}
