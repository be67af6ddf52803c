/**
 * The terms of use dated 8 Oct 2020, as the product shows them (the screens, the order action rules and the business constants), with
 * the figures the product enforces (terms.test.ts compares them to the domain's constants).
 */
export const TERMS_OF_USE = {
  version: '2020-10-08',
  title: 'Termos de uso da Brilho',
  publishedOn: '2020-10-08',
  body: `1. Quem somos
A Brilho é uma plataforma que aproxima clientes que precisam de limpeza de profissionais independentes (diaristas). A Brilho apenas intermedia: os profissionais não são empregados da Brilho.

2. Papéis
Cliente: pessoa física (CPF) ou jurídica (CNPJ) que agenda limpezas.
Prestador: profissional independente que realiza as limpezas. O cadastro do prestador é analisado em até 72 horas úteis e pode ser validado ou recusado.
Operador: equipe da Brilho que valida prestadores, pode bloquear, suspender ou excluir contas e desativar cupons promocionais.

3. Agendamentos
As limpezas são contratadas por hora, de 1 a 8 horas, e devem terminar até as 22h. É possível agendar com até 35 dias de antecedência. Os produtos de limpeza não estão incluídos no preço: se o cliente pedir que o profissional leve os produtos, o valor deles é somado ao da limpeza.

4. Pagamentos
O pagamento pode ser feito com cartão de crédito, boleto ou saldo em conta. O pedido precisa ser pago em até 20 minutos após a sua criação; depois disso o agendamento é cancelado. Se o cartão for recusado, é possível tentar outro cartão ou corrigir os dados dentro desse prazo.
Limpezas pagas com boleto e agendadas com menos de 48 horas de antecedência exigem o envio do comprovante de pagamento ao suporte.

5. Cancelamentos e reagendamentos
O cancelamento é gratuito até 24 horas úteis antes do início. Entre 24 horas e 3 horas antes, o cliente perde 1 hora da duração contratada. Com menos de 3 horas, a limpeza é considerada realizada e o profissional é pago integralmente.
O profissional tem uma tolerância de 30 minutos de atraso; depois disso o cliente pode comunicar a falta do profissional.

6. Atendimento
O suporte funciona de segunda a sexta, das 8h às 18h, e aos sábados, das 8h às 14h, exceto feriados. Respondemos e-mails em até 72 horas úteis.

7. Contas inativas
Contas de clientes sem uso por 1 ano ou mais podem ser encerradas.`,
} as const;
