/** The sign-up's steps (their own lazy chunk). */
export const signupStepsTexts = {
  passwordHint: 'Mínimo de 8 caracteres',
  representativeIntro: 'Dados do responsável legal pela empresa.',
  representativeAddressIntro: 'Endereço do responsável legal.',
  number: 'Número',
  companyName: 'Razão social',
} as const;
