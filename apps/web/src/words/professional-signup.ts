/** The professional's sign-up page (its own chunk): each field's label. */
export const signUpLabels = {
  first_name: 'Nome',
  last_name: 'Sobrenome',
  email: 'E-mail',
  phone: 'Celular com DDD',
  cpf: 'CPF',
  password: 'Senha',
  password_confirmation: 'Confirme a senha',
  pix_key: 'Chave Pix',
  bio: 'Conte um pouco sobre você (opcional)',
};

/** The rest of the professional's sign-up page. */
export const signUpTexts = {
  fileNotAccepted: 'Ops! O tipo de arquivo inserido não é aceito.',
  fileFailed: 'Não foi possível enviar o arquivo.',
  sendFailed: 'Não foi possível enviar seu cadastro. Tente de novo.',
  sent: 'Recebemos seu cadastro. Nossa equipe confere seus dados e documentos em até 72 horas úteis e avisa você por e-mail. Você já pode entrar para acompanhar.',
  intro:
    'Faça limpezas pela Brilho nos bairros e horários que escolher. Depois do envio, nossa equipe confere seus dados em até 72 horas úteis.',
  identityDocument: 'Documento com foto: RG ou CNH (imagem ou PDF, até 5 MB)',
  haveAccount: 'Já tem cadastro?',
} as const;
