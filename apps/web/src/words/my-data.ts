/** 'Meus dados' in 'Minha conta' (its own chunk: the profile page loads it lazily). */
export const myDataTexts = {
  title: 'Meus dados',
  intro:
    'Pela LGPD (Lei 13.709/2018, art. 18), você pode baixar todos os dados que a Brilho guarda sobre você e pedir a exclusão da sua conta.',
  downloadJson: 'baixar meus dados (JSON)',
  downloadHtml: 'baixar meus dados (HTML)',
  downloadFailed: 'Não foi possível baixar os seus dados. Tente novamente!',
  downloaded: 'Pronto! Enviamos um e-mail confirmando o download.',
  delete: 'excluir minha conta',
  confirmTitle: 'Excluir minha conta',
  confirmText:
    'A exclusão é definitiva: os seus dados pessoais serão removidos e você não poderá mais entrar com este e-mail. Guardamos apenas o que a lei obriga, como os registros dos pagamentos, sem os seus dados pessoais.',
  password: 'Senha',
  passwordHint: 'Digite a sua senha para confirmar.',
  confirm: 'excluir definitivamente',
  cancel: 'voltar',
  deleted: 'A sua conta foi excluída. Enviamos um e-mail confirmando.',
  deleteFailed: 'Não foi possível excluir a sua conta. Tente novamente!',
} as const;
