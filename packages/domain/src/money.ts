/** Money is integer cents everywhere; the brand stops a price being passed where an id is expected. */
export type Cents = number & { readonly __brand: 'Cents' };

export function cents(value: number): Cents {
  if (!Number.isInteger(value)) throw new RangeError(`cents must be an integer, got ${value}`);
  return value as Cents;
}

// Made on first use, not when the module loads (as rating.ts's, decision 0123).
let formatter: Intl.NumberFormat | undefined;

/** 'R$ 1.234,56'; 'R$ n/a' when empty or negative, as the spec shows it. */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount < 0) return 'R$ n/a';
  formatter ??= new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `R$ ${formatter.format(amount / 100)}`;
}

/**
 * An operator's '35,50', '35.50', '1.234,56', '1.234' or 35.5 in reais → cents; null when it is not money.
 * A dot followed by exactly three digits is a thousands separator (pt-BR), one or two digits are cents.
 */
export function reaisToCents(value: string | number): Cents | null {
  if (typeof value === 'number') return Number.isFinite(value) ? cents(Math.round(value * 100)) : null;
  const trimmed = value.trim().replace(/^R\$\s*/, '');
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(trimmed))
    normalized = trimmed.replace(/\./g, '').replace(',', '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(trimmed)) normalized = trimmed.replace(',', '.');
  else return null;
  const [whole = '0', fraction = ''] = normalized.split('.');
  return cents(Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
}
