/** What the server itself says outside any request: the API reference's blurb, the embedded database's end. */
export const SERVER_TEXTS = {
  apiDocsDescription:
    'Referência gerada dos esquemas das rotas (JSON:API): requisições e as respostas dos recursos principais. Os esquemas ficam em `@brilho/domain/contract`.',
  embeddedDatabaseStopped: (code: number) => `O banco de dados embutido parou (código ${code}).`,
  clockNotControllable: 'O relógio desta instância não é controlável',
} as const;

/** The cells of a CSV export that are not data: how a yes/no column reads. */
export const CSV_TEXTS = { yes: 'sim', no: 'não' } as const;
