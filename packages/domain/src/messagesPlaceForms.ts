/** The console's place forms (cities, districts: slugs, prices, ratings, the map's point). */
export const placeValidationMessages = {
  digitsOnlyPlease: 'Informe apenas números',
  invalidLocation: 'Localização inválida',
  slugCharacters: 'Use apenas letras, números, hífen ou sublinhado',
  reaisExample: 'Informe um valor em reais, ex.: 35,50',
  cents: 'Informe o valor em centavos',
  notNegative: 'Não pode ser negativo',
  ratingMin: 'Mínimo 0',
  ratingMax: 'Máximo 5',
  ratingRange: 'A nota mínima não pode ser maior que a máxima',
} as const;
