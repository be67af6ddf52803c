/** The pt-BR texts of the subscription requests: the fields both e-mails list, in this order, and the e-mails. */
export const SUBSCRIPTION_FIELD_LABELS = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  type: 'Tipo de cliente',
  frequency: 'Frequência',
  days: 'Dia da semana',
  professional_name: 'Profissional',
  address: 'Endereço',
  district: 'Bairro',
  city: 'Cidade',
  hours: 'Duração (horas)',
  initial_hour: 'Horário inicial',
  initial_date: 'Data inicial',
} as const;

export const SUBSCRIPTION_EMAILS = {
  legal: 'Pessoa jurídica',
  physical: 'Pessoa física',
  operations: {
    lead: (frequency: string, name: string) => `Nova solicitação de assinatura ${frequency} de ${name}.`,
    act: (id: string) => `Assinatura ${id}: aceite ou recuse no console do operador.`,
    subject: (frequency: string, name: string) => `Brilho - Solicitação de assinatura ${frequency} - ${name}`,
    heading: 'Nova solicitação de assinatura',
  },
  customer: {
    lead: 'Recebemos a sua solicitação de assinatura. A nossa equipe vai confirmar a agenda com o profissional e avisar você por e-mail.',
    subject: 'Brilho - Recebemos a sua solicitação de assinatura',
    heading: 'Solicitação de assinatura recebida',
  },
} as const;
