/** A screen still being prepared. */
export const placeholderTexts = {
  message: 'Esta área ainda está sendo preparada e chega em breve.',
  backHome: 'voltar para o início',
} as const;
