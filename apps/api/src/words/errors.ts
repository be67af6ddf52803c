/** The API's generic error titles (JSON:API `errors[].title`), for what no module says in its own words. */
export const ERROR_TEXTS = {
  notFound: 'Não encontrado',
  forbidden: 'Acesso negado',
  unauthorized: 'Não autorizado',
  invalid: 'Dados inválidos',
  conflict: 'Conflito com um registro existente',
  badRequest: 'Requisição inválida',
  tooManyRequests: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  generic: 'Ocorreu um erro inesperado, tente novamente ou entre em contato com o nosso suporte!',
  noPermission: 'Você não tem permissão para esta ação.',
  reference: (id: string) => `Código de referência: ${id}`,
  /** The request errors Fastify raises itself, before any route runs, by its code. */
  fastify: {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado',
    FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio',
    FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais',
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'O tamanho do corpo não confere com o Content-Length',
  } as Readonly<Record<string, string>>,
} as const;

/** The details of a 400 or 422 about the request itself (its body, query or parameters), whatever the route. */
export const REQUEST_TEXTS = {
  bodyNotJson: 'O corpo da requisição não é um JSON válido.',
  bodyEmpty: 'O corpo da requisição está vazio.',
  bodyNotObject: 'O corpo da requisição deve ser um objeto JSON.',
  required: 'Campo obrigatório',
  badParameter: 'Parâmetro inválido.',
  badParameterTitle: 'Parâmetro inválido',
  badType: 'Tipo inválido',
  badText: 'Texto inválido',
  badValue: 'Valor inválido',
  badCursor: 'Cursor inválido',
  badId: 'Identificador inválido',
  badFilter: 'Filtro inválido',
  maxLength: (max: number) => `Deve ter no máximo ${max} caracteres`,
  badPage: 'Parâmetro de paginação inválido',
  pageRange: (parameter: string, min: number, max: number) =>
    `${parameter} deve ser um número inteiro entre ${min} e ${max}.`,
  badSort: 'Ordenação inválida',
  sortBy: (fields: readonly string[]) =>
    `Ordene por ${fields.join(', ')} (com '-' antes para a ordem decrescente).`,
  badSearch: 'Busca inválida',
  searchLength: (max: number) => `A busca deve ser um texto de até ${max} caracteres.`,
  prototypeName: (name: string) => `O nome "${name}" não é aceito.`,
} as const;
