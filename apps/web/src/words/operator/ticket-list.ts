/** The console's tickets list and the tickets' kinds. */
export const ticketListTexts = {
  professionalNoShow: 'Profissional não chegou',
  description: 'Cancelamentos, reagendamentos e dúvidas dos clientes, dos mais antigos para os mais novos.',
  pages: 'Páginas de chamados',
  searchPlaceholder: 'Cliente, e-mail, mensagem ou número do pedido',
  generalQuestion: 'Dúvida',
} as const;
