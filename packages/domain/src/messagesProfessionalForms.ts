/** The professional's form and sign-up (weekly hours, phone, photo and documents). */
export const professionalValidationMessages = {
  wholeHours: 'Use horas inteiras',
  fromHour: (hour: number) => `A partir das ${hour}h`,
  untilHour: (hour: number) => `Até as ${hour}h`,
  invalidWeekday: 'Dia inválido',
  endAfterStart: 'O fim deve ser depois do início',
  weekdayOnce: 'Cada dia da semana aparece uma vez só',
  phoneWithAreaCode: 'Informe DDD e número (10 ou 11 dígitos)',
  oneWorkday: 'Informe ao menos um dia de trabalho',
  photoRequired: 'Envie uma foto sua',
  documentsRequired: 'Envie seus documentos',
  oneDocument: 'Envie ao menos um documento (RG ou CNH)',
  atMostDocuments: (n: number) => `No máximo ${n} documentos`,
} as const;
