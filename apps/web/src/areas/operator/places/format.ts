import { fromDistrictRating } from '@brilho/domain';

const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A district rating stored ×100 in stars, one decimal, pt-BR comma: 450 → '4,5'. */
export const formatStars = (stored: number): string => oneDecimal.format(fromDistrictRating(stored));

/** '4,0 – 5,0'; '—' when the district has no rating. */
export function formatStarRange(rating: { rating_min: number; rating_max: number } | null | undefined) {
  if (!rating) return '—';
  return `${formatStars(rating.rating_min)} – ${formatStars(rating.rating_max)}`;
}
