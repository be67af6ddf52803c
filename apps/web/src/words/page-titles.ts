/** The customer routes' page titles (lib/paths), by route. */
export const pageTitles = {
  verifyEmail: 'Verificação de e-mail',
  dashboard: 'Início',
  help: 'Regras e informações',
  purchaseFlow: 'Agende a sua próxima limpeza',
  notFound: 'Página inexistente',
} as const;
