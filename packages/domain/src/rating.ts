// Made on first use, not when the module loads: the first Intl formatter a page makes loads the locale's data,
// a long task of the web app's boot on a slow phone for pages that show no rating (decision 0123).
let oneDecimal: Intl.NumberFormat | undefined;

/** Professional ratings are stored as integers where 10000 = 5 stars; shown as rating/2000, one decimal. */
export function formatProfessionalRating(rating: number): string {
  oneDecimal ??= new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return oneDecimal.format(Math.floor(rating / 200) / 10);
}

/** District ratings are stored ×100. */
export const toDistrictRating = (stars: number): number => Math.round(stars * 100);
export const fromDistrictRating = (stored: number): number => stored / 100;

/** Completed cleanings: '< 5' under five, the number otherwise. */
export function formatCompletedCount(count: number): string {
  return count < 5 ? '< 5' : String(count);
}
