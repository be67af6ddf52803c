/** '/redefina-sua-senha'. */
export const resetPasswordTexts = {
  passwordsDiffer: 'As senhas não conferem',
} as const;
