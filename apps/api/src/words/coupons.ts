/** The pt-BR texts of the operator's coupon screens (create, disable, list). */
export const COUPON_CONSOLE_TEXTS = {
  couponNotFound: 'Cupom não encontrado!',
  couponAlreadyDisabled: 'Este cupom já está desativado.',
  couponNameTaken: 'Já existe um cupom com este nome.',
  couponName: 'Informe o nome do cupom: de 3 a 30 letras, números, hífen ou sublinhado.',
  couponValueType: 'Escolha o tipo do desconto: porcentagem ou valor.',
  couponValue: 'Informe o valor do desconto (maior que zero).',
  couponPercent: 'A porcentagem deve ficar entre 1 e 100.',
  couponMaxDiscount: 'O desconto máximo deve ser maior que zero.',
  couponMaxUses: 'O limite de usos deve ser um número inteiro maior que zero.',
  couponDate: 'Informe uma data válida.',
  couponDates: 'A data final deve ser igual ou posterior à data inicial.',
  couponWeekdays: 'Dias da semana inválidos.',
  couponDistricts: 'Algum dos bairros escolhidos não existe.',
  badFilter: 'Filtro inválido.',
} as const;

/** The coupon refusals a customer meets when applying one to an order. */
export const COUPON_TEXTS = {
  orderNotFound: 'Pedido não encontrado!',
} as const;
