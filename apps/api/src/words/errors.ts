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
