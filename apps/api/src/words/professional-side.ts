import { BOOKABLE_WINDOW_DAYS, DECLINE_CUTOFF_HOURS } from '@brilho/domain';

/** The pt-BR texts of the professional's side: the agenda, check-in/out, giving a cleaning back, e-mails. */

export const JOB_TEXTS = {
  orderNotFound: 'Limpeza não encontrada',
  tooEarly: 'Ainda não é possível fazer check-in nesta limpeza.',
  cannotCheckIn: 'Esta limpeza não pode receber check-in.',
  checkInFirst: 'Faça o check-in antes do check-out.',
  badDate: 'Informe a data no formato AAAA-MM-DD.',
  badRange: 'A data final deve ser igual ou posterior à inicial.',
  rangeTooLong: `O período da agenda é de no máximo ${BOOKABLE_WINDOW_DAYS} dias.`,
  offerUnavailable: 'Esta oferta de limpeza não está mais disponível.',
} as const;

export const DECLINE_TEXTS = {
  tooLate: `Só é possível desistir de uma limpeza até ${DECLINE_CUTOFF_HOURS} horas antes do início. Fale com o suporte.`,
  wrongStatus: 'Esta limpeza não pode mais ser devolvida.',
  ticketReason: 'O profissional não poderá realizar a limpeza e a devolveu à equipe.',
} as const;

/** An e-mail as `greetingEmail` sends it: subject (after 'Brilho - '), heading, lines, button. */
interface Email<Args extends unknown[]> {
  subject: string;
  heading: string;
  lines: (...args: Args) => string[];
  action: string;
}

/**
 * The professional's e-mails, one per ProfessionalChannel message; `line` is the cleaning as
 * 'quarta-feira, 25/11/2026, às 10h (2 h), em Batel, Curitiba' (`cleaningLine`).
 */
export const PROFESSIONAL_SIDE_EMAILS: Record<
  'newOffer' | 'chosenForOffer' | 'newOrder' | 'orderRescheduled' | 'orderCancelled',
  Email<[line: string]>
> = {
  newOffer: {
    subject: 'Nova oferta de limpeza',
    heading: 'Nova oferta de limpeza perto de você',
    lines: (line) => [
      `Um cliente precisa de uma limpeza ${line}.`,
      'A oferta fica aberta por 10 minutos. Se puder atender, aceite-a no aplicativo do profissional.',
    ],
    action: 'Ver ofertas',
  },
  chosenForOffer: {
    subject: 'O cliente escolheu você',
    heading: 'O cliente escolheu você!',
    lines: (line) => [
      `O cliente escolheu você para a limpeza de ${line}.`,
      'Assim que o pagamento for confirmado, ela aparece na sua agenda.',
    ],
    action: 'Ver limpeza',
  },
  newOrder: {
    subject: 'Nova limpeza na sua agenda',
    heading: 'Nova limpeza confirmada',
    lines: (line) => [
      `O pagamento foi confirmado: você tem uma limpeza ${line}.`,
      'O endereço completo aparece na sua agenda a partir de 24 horas antes do início.',
    ],
    action: 'Ver limpeza',
  },
  orderRescheduled: {
    subject: 'Limpeza reagendada',
    heading: 'Uma limpeza foi reagendada',
    lines: (line) => [`Uma das suas limpezas mudou de horário. A nova data é ${line}.`],
    action: 'Ver limpeza',
  },
  orderCancelled: {
    subject: 'Limpeza cancelada',
    heading: 'Uma limpeza foi cancelada',
    lines: (line) => [`A limpeza de ${line} foi cancelada e saiu da sua agenda.`],
    action: 'Ver limpeza',
  },
};

/** How a professional's e-mail names a cleaning: weekday, date, start, duration, district and city. */
export const cleaningLineText = (
  weekday: string,
  date: string,
  hour: number,
  minutes: string,
  durationHours: number,
  district: string,
  city: string,
) => `${weekday}, ${date}, às ${hour}h${minutes} (${durationHours} h), em ${district}, ${city}`;

/** The customer's e-mail when the professional gives the cleaning back. */
export const DECLINED_CUSTOMER_EMAIL = {
  lines: (date: string, hour: number) => [
    `O profissional da sua limpeza de ${date} às ${hour}h não poderá realizá-la.`,
    'A nossa equipe já está procurando outro profissional para o mesmo dia e horário e avisa você por e-mail assim que confirmar. Seu pagamento continua garantido.',
    'Se preferir, você pode cancelar ou reagendar pela página do pedido.',
  ],
  action: 'Ver pedido',
  subject: 'Brilho - Estamos trocando o profissional da sua limpeza',
  heading: 'Estamos trocando o profissional da sua limpeza',
} as const;
