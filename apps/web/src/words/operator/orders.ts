import { formatMoney } from '@brilho/domain';

/** The console's order screen ('/operador/pedidos/:id'). */
export const orderDetailTexts = {
  pageTitle: 'Operador - Pedido',
  loadFailed: 'Ocorreu um erro ao buscar o pedido!',
  back: '← Pedidos',
  heading: (when: string) => `Pedido de ${when}`,
  inCredit: 'Em crédito',
  methods: {
    credit_card: 'Cartão de crédito',
    boletos: 'Boleto',
    account_balance: 'Saldo da conta',
    pix: 'Pix',
  },
  facts: {
    customer: 'Cliente',
    professional: 'Profissional',
    address: 'Endereço',
    duration: 'Duração',
    subtotal: 'Subtotal',
    discount: 'Desconto',
    total: 'Total',
    createdAt: 'Criado em',
  },
  refund: {
    label: 'Reembolsar',
    title: 'Reembolsar pedido',
    message: (total: number) =>
      `O valor de ${formatMoney(total)} volta para o cliente pelo mesmo meio de pagamento (cartão: estorno no meio de pagamento; Pix: devolução para a conta que pagou; saldo: volta para a conta; boleto: transferência para os dados bancários do chamado).`,
    confirm: 'Confirmar reembolso',
    done: 'Pedido reembolsado.',
  },
  credit: {
    label: 'Converter em crédito',
    message:
      'A limpeza é cancelada e fica como crédito para o cliente reagendar; o horário da profissional é liberado.',
    done: 'Pedido convertido em crédito.',
  },
  notProvided: {
    label: 'Serviço não prestado',
    title: 'Marcar serviço não prestado',
    message: 'Use quando a profissional não compareceu. O cliente poderá reagendar ou pedir reembolso.',
    confirm: 'Marcar não prestado',
    done: 'Pedido marcado como serviço não prestado.',
  },
  movements: {
    title: 'Movimentações financeiras',
    table: 'Movimentações financeiras do pedido',
    date: 'Data',
    movement: 'Movimento',
    account: 'Conta',
    amount: 'Valor',
    failed: 'Não foi possível carregar as movimentações.',
    none: 'Nenhuma movimentação.',
  },
} as const;
