/** What the customer shares by WhatsApp and puts in a calendar. */

/** What the customer shares by WhatsApp. */
export const shareWords = {
  /** 'Limpeza Brilho agendada: 24/11/2026, 10:00 às 12:00, em Casa, com Rosa Lima.' */
  booking: (when: string, addressName: string, professionalName: string | null) =>
    `Limpeza Brilho agendada: ${when}, em ${addressName}${professionalName ? `, com ${professionalName}` : ''}.`,
  professional: (name: string, pageUrl: string) =>
    `Conheça ${name}, profissional de limpeza na Brilho: ${pageUrl}`,
} as const;

/** The lines of a cleaning's calendar event (.ics description). */
export const calendarWords = {
  professional: (name: string) => `Profissional: ${name}`,
  address: (addressName: string, location: string) => `Endereço: ${addressName} — ${location}`,
  manage: (orderUrl: string) => `Para reagendar ou cancelar: ${orderUrl}`,
} as const;
