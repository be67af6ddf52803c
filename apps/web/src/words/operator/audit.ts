/** The console's audit screen (the operators' actions). */
export const auditTexts = {
  what: 'O quê',
  description: 'Todas as ações dos operadores: quem fez o quê e quando.',
  label: 'Registro de ações',
  empty: 'Nenhuma ação registrada.',
  pages: 'Páginas do registro',
  searchPlaceholder: 'Ação (ex.: bloqueou), operador ou id',
} as const;
