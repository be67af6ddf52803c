/** The console's orders list ('/operador/pedidos'). */
export const orderListTexts = {
  address: 'Endereço',
  inCredit: 'Em crédito',
  pages: 'Páginas de pedidos',
  searchPlaceholder: 'Cliente, e-mail, profissional, endereço ou número do pedido',
} as const;
