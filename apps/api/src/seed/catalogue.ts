import { PREFERENCE_KEYS } from '@brilho/domain';
import type { AppContext } from '../context';
import { configurableFieldOptions, configurableFields, coupons, productsPricing } from '../db/schema';

type Ctx = Pick<AppContext, 'db'>;

/** The spec's advertised coupons (coupon rules), the two order preferences, and products pricing. */
export async function seedCatalogue(ctx: Ctx): Promise<void> {
  await ctx.db
    .insert(coupons)
    .values([
      {
        name: 'PRIMEIRA10OFF',
        valueType: 'PERCENTAGE',
        value: 10,
        firstPurchaseOnly: true,
        combinable: false,
      },
      { name: '10DESC', valueType: 'PERCENTAGE', value: 10, maxDiscount: 1_000 },
      { name: '10OFF', valueType: 'PERCENTAGE', value: 10, weekdays: [2, 3] },
      { name: 'JANEIRO10', valueType: 'PERCENTAGE', value: 10, validUntil: '2023-01-31' },
    ])
    .onConflictDoNothing();

  const fields = [
    {
      key: PREFERENCE_KEYS.allowProfessionalChangeOnNoShow,
      displayName: 'Aceito outro profissional se o escolhido faltar',
    },
    {
      key: PREFERENCE_KEYS.requireProfessionalProducts,
      displayName: 'Quero que o profissional leve os produtos de limpeza',
    },
  ];
  for (const field of fields) {
    const [created] = await ctx.db
      .insert(configurableFields)
      .values({ key: field.key, model: 'Order', displayName: field.displayName })
      .onConflictDoNothing({ target: configurableFields.key })
      .returning();
    if (created) {
      await ctx.db.insert(configurableFieldOptions).values([
        { configurableFieldId: created.id, optId: 1, key: 'YES' },
        { configurableFieldId: created.id, optId: 2, key: 'NO' },
      ]);
    }
  }

  const existing = await ctx.db.select({ id: productsPricing.id }).from(productsPricing).limit(1);
  if (existing.length === 0)
    await ctx.db.insert(productsPricing).values({ price: 1_000, pricePerHour: 300, fee: 0, feePerHour: 0 });
}
