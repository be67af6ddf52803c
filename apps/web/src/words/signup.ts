/** The customer's sign-up page and its first choice. */
export const signupTexts = {
  haveAccount: 'Já tem uma conta?',
  howToUse: 'Como você quer usar a Brilho?',
  individual: 'Para você e a sua família, com CPF.',
  company: 'Para escritórios e empresas, com CNPJ.',
  professional: 'Conheça o cadastro de profissionais.',
  legalSteps: ['Conta', 'Responsável', 'Endereço', 'Empresa'],
  individualSteps: ['Conta', 'Perfil', 'CPF'],
} as const;
