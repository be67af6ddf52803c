/** The customer's top menu and its popups (a lazy chunk every signed-in page loads). */
export const topMenuTexts = {
  homeLink: 'Brilho - início',
  services: 'Serviços',
  history: 'Histórico',
  operation: 'Operação',
  user: 'Usuário',
  help: 'Regras e informações',
} as const;
