/** Renaming a stored card (a lazy dialog). */
export const renameCardTexts = {
  title: 'Renomear cartão',
  name: 'Nome do cartão',
  nameHint: (max: number) => `Opcional, até ${max} caracteres.`,
} as const;
