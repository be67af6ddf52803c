/** The sign-in page. */
export const loginTexts = {
  subtitle: 'Que bom ver você de novo!',
  noAccount: 'Ainda não tem conta?',
} as const;
