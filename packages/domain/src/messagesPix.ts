/** A Pix key's type as the professional picks it. */
export const pixKeyTypeLabels = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  evp: 'Chave aleatória',
} as const;

/** Why a Pix key of a type is refused. */
export const pixKeyErrors = {
  cpf: 'Chave Pix inválida: informe um CPF válido',
  cnpj: 'Chave Pix inválida: informe um CNPJ válido',
  email: 'Chave Pix inválida: informe um e-mail válido',
  phone: 'Chave Pix inválida: informe o celular com DDD (+55)',
  evp: 'Chave Pix inválida: a chave aleatória tem 32 letras e números, com hífens',
} as const;
