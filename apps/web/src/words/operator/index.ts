import { messages } from '@brilho/domain';

// The console's texts: those every screen of the area shares (pagers, columns, form buttons) and those
// gathered from the domain catalogue.
export const texts = {
  consoleTitle: 'Console do operador',
  noAccess: messages.auth.areaNoAccess,
  stateCreated: messages.places.stateCreated,
  cityCreated: messages.places.cityCreated,
  districtCreated: messages.places.districtCreated,
  firstPage: 'Primeira página',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  lastPage: 'Última página',
  allRequired: 'Todos os campos são obrigatórios.',
  actions: 'Ações',
  exportFailed: 'Não foi possível exportar. Tente novamente.',
  homeLink: 'Brilho - início',
  backHome: 'voltar para o início',
  status: 'Situação',
  until: 'Até',
  saveChanges: 'Salvar alterações',
  code: 'Código',
  codeHint: 'Letras, números, hífen ou sublinhado',
  nameOrCode: 'Nome ou código',
  price: 'Preço',
  pricePerHour: 'Preço por hora',
  page: (page: number) => `Página ${page}`,
  since: (age: string) => `há ${age}`,
} as const;
