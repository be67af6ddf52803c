/** The console's customer screen. */
export const customerDetailTexts = {
  suspendMessage:
    'O cliente continua entrando, mas não consegue agendar limpezas nem criar ofertas até que a conta seja reativada.',
  blockMessage:
    'O acesso é encerrado agora e o cliente não consegue mais entrar até que a conta seja reativada.',
  eraseMessage:
    'A pedido do cliente, nome, e-mail, documento, telefones, endereços e cartões são apagados de forma definitiva e a conta deixa de entrar. Pagamentos, pedidos e saldo continuam registrados. Não há como desfazer.',
  individual: 'pessoa física',
  addresses: 'Endereços',
  noAddresses: 'Nenhum endereço cadastrado.',
  deleted: 'excluído',
} as const;

/** The console's customers list. */
export const customersTexts = {
  individual: 'pessoa física',
  lastActivity: 'Última atividade',
  individualFilter: 'Pessoa física',
  inactiveFilter: 'Inativas há 1 ano ou mais',
  description: 'Pessoas físicas e empresas que agendam limpezas.',
  pages: 'Páginas de clientes',
  inactiveHint: 'Contas sem acesso nem pedido podem ser encerradas após 1 ano.',
} as const;
