/**
 * Brazilian banks by COMPE code, for the refund's 'Banco' field: the customer picks from the
 * list instead of typing a name the operator must decode. Codes and names as the Central Bank's
 * participant list publishes them (short names customers recognise); not every institution, so the
 * field still takes a typed bank.
 */
export interface Bank {
  code: string;
  name: string;
}

export const BRAZILIAN_BANKS: readonly Bank[] = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '003', name: 'Banco da Amazônia' },
  { code: '004', name: 'Banco do Nordeste' },
  { code: '021', name: 'Banestes' },
  { code: '025', name: 'Banco Alfa' },
  { code: '033', name: 'Santander' },
  { code: '037', name: 'Banpará' },
  { code: '041', name: 'Banrisul' },
  { code: '047', name: 'Banese' },
  { code: '069', name: 'Banco Crefisa' },
  { code: '070', name: 'BRB - Banco de Brasília' },
  { code: '074', name: 'Banco J. Safra' },
  { code: '077', name: 'Banco Inter' },
  { code: '082', name: 'Banco Topázio' },
  { code: '085', name: 'Ailos' },
  { code: '102', name: 'XP Investimentos' },
  { code: '104', name: 'Caixa Econômica Federal' },
  { code: '121', name: 'Agibank' },
  { code: '133', name: 'Cresol' },
  { code: '136', name: 'Unicred' },
  { code: '197', name: 'Stone' },
  { code: '208', name: 'BTG Pactual' },
  { code: '212', name: 'Banco Original' },
  { code: '218', name: 'Banco BS2' },
  { code: '237', name: 'Bradesco' },
  { code: '246', name: 'Banco ABC Brasil' },
  { code: '260', name: 'Nu Pagamentos (Nubank)' },
  { code: '290', name: 'PagSeguro (PagBank)' },
  { code: '318', name: 'Banco BMG' },
  { code: '323', name: 'Mercado Pago' },
  { code: '336', name: 'C6 Bank' },
  { code: '341', name: 'Itaú Unibanco' },
  { code: '348', name: 'Banco XP' },
  { code: '364', name: 'Efí (Gerencianet)' },
  { code: '380', name: 'PicPay' },
  { code: '389', name: 'Banco Mercantil do Brasil' },
  { code: '403', name: 'Cora' },
  { code: '422', name: 'Banco Safra' },
  { code: '461', name: 'Asaas' },
  { code: '623', name: 'Banco Pan' },
  { code: '633', name: 'Banco Rendimento' },
  { code: '637', name: 'Banco Sofisa' },
  { code: '643', name: 'Banco Pine' },
  { code: '655', name: 'Banco Votorantim (BV)' },
  { code: '707', name: 'Banco Daycoval' },
  { code: '739', name: 'Banco Cetelem' },
  { code: '745', name: 'Citibank' },
  { code: '746', name: 'Banco Modal' },
  { code: '748', name: 'Sicredi' },
  { code: '756', name: 'Sicoob' },
];

/** '001 - Banco do Brasil': how a bank is shown and sent in the refund data. */
export const bankLabel = (bank: Bank): string => `${bank.code} - ${bank.name}`;
