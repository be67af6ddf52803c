/**
 * The names of weekdays and months as the product writes them, indexed by ISO weekday (1 = Monday … 7 =
 * Sunday; index 0 is empty) and by month (0 = January). The one table the formats in `clock.ts`, the coupon
 * rules and the professional's weekly hours read.
 */
export const weekdayNames = [
  '',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
  'domingo',
] as const;

/** A form's label for a weekday: 'Segunda-feira'. */
export const weekdayLabels = [
  '',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
  'Domingo',
] as const;

/** 'às segundas-feiras': a coupon's valid weekdays. */
export const weekdayPlurals = [
  '',
  'segundas-feiras',
  'terças-feiras',
  'quartas-feiras',
  'quintas-feiras',
  'sextas-feiras',
  'sábados',
  'domingos',
] as const;

/** A calendar's column header, one style for all seven days. */
export const weekdayShortNames = ['', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'] as const;

export const monthNames = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** '09:00 às 12:00'. */
export const spanWords = (from: string, to: string): string => `${from} às ${to}`;
