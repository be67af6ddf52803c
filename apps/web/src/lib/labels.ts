// Small pt-BR labels the booking, the orders and checkout all show (shared here, decision 0111).

/** '09:58' for 598 seconds. */
export function countdownLabel(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/** '1 hora', '4 horas'. */
export const hoursLabel = (hours: number): string => `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
