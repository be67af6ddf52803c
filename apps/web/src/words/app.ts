/** The shell's own texts, in the entry chunk: the skip link, the error screen, the API client's offline error. */
export const appTexts = {
  reload: 'atualizar a página',
  skipToContent: 'Pular para o conteúdo',
  offline: 'Sem conexão com o servidor. Verifique a sua internet.',
  reference: 'Código de referência:',
} as const;
