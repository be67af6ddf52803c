/**
 * The form and request validation texts (the zod schemas' messages, passwords, Pix keys), in their own file so
 * a screen that validates one form does not carry every other text of `messages.ts`. Numbers that are rules
 * (a length, an hour) come in as arguments: the rules stay in their modules.
 */
export const validationMessages = {
  required: 'Campo obrigatório',
  atLeastChars: (n: number) => `Deve ter ao menos ${n} caracteres`,
  atMostChars: (n: number) => `Deve ter no máximo ${n} caracteres`,
  lettersAndSpaces: 'Use apenas letras e espaços',
  invalidDate: 'Data inválida. Use o formato DD/MM/AAAA',
  invalidEmail: 'E-mail inválido',
  cpfLength: 'O CPF deve ter 11 dígitos',
  cpfInvalid: 'CPF inválido',
  cnpjLength: 'O CNPJ deve ter 14 dígitos',
  cnpjInvalid: 'CNPJ inválido',
  termsRequired: 'É preciso aceitar os termos de uso',
  passwordsDiffer: 'As senhas não conferem',
  stateRequired: 'O campo UF é obrigatório!',
  stateLength: 'A UF deve ter 2 letras',
  cityRequired: 'O campo Cidade é obrigatório!',
  mobileLength: 'O celular deve ter 10 ou 11 dígitos',
  mobileRequired: 'O celular é obrigatório',
  digitsOnly: 'Use apenas números',
  zipCodeLength: 'O CEP deve ter 8 dígitos',
  passwordTooShort: (n: number) => `A senha deve ter ao menos ${n} caracteres`,
  passwordTooLong: (n: number) => `A senha deve ter no máximo ${n} caracteres`,
  passwordCommon: 'Essa senha é muito comum. Escolha outra.',
  passwordPersonal: 'A senha não pode conter o seu nome, o seu e-mail ou a palavra Brilho.',
} as const;
