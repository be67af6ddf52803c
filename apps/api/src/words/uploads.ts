/** The pt-BR texts of the uploads API (avatars, documents, stored files). */

export const UPLOAD_TEXTS = {
  notAccepted: 'Ops! O tipo de arquivo inserido não é aceito.',
  tooLarge: 'A imagem deve ter no máximo 5 MB.',
  badUpload: 'Envio de arquivo inválido',
  badMultipart: 'O corpo multipart está incompleto ou malformado.',
  badPreset: 'upload_preset inválido',
  noFile: 'Nenhum arquivo enviado.',
  fileNotFound: 'Arquivo não encontrado',
  imageNotFound: 'Imagem não encontrada',
} as const;
