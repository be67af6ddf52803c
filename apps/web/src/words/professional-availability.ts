/** The weekly hours and districts a professional works (sign-up and the profile's editor, both lazy). */
export const availabilityTexts = {
  startOn: (day: string) => `Início na ${day}`,
  endOn: (day: string) => `Fim na ${day}`,
  workingHours: 'Horários de trabalho',
  until: 'às',
  districts: 'Bairros onde você atende',
  saved: 'Horários e bairros atualizados.',
  saveFailed: 'Não foi possível salvar. Tente de novo.',
  edit: 'Editar horários e bairros',
} as const;
