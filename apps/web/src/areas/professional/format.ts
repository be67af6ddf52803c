import { dayOfMonthLabel, instantClock, isoWeekday, saoPauloClock } from '@brilho/domain';
import { texts } from '../../words/professional';
import type { JobAddress } from './api';

// Formatting of the professional side: every time on the São Paulo clock, whatever the phone's zone.

/** '9h' or '9h30'. */
export function hourLabel(iso: string): string {
  const { hour, minute } = saoPauloClock(new Date(iso));
  return minute ? `${hour}h${String(minute).padStart(2, '0')}` : `${hour}h`;
}

/** '09:05' (a check-in time). */
export const clockLabel = (iso: string): string => instantClock(new Date(iso));

/** '9h às 13h'. */
export const timeRange = (startsAt: string, endsAt: string): string =>
  texts.timeRange(hourLabel(startsAt), hourLabel(endsAt));

/** '1 hora', '4 horas'. */
export const hoursLabel = (hours: number): string => (hours === 1 ? '1 hora' : `${hours} horas`);

/** 'quinta-feira, 5 de março' for 'YYYY-MM-DD'. */
export const dayLabel = dayOfMonthLabel;

/** '05/03' for 'YYYY-MM-DD'. */
export const shortDate = (date: string): string => date.split('-').slice(1).reverse().join('/');

export const shortWeekday = (date: string): string => texts.shortWeekdays[isoWeekday(date)] ?? '';

/** Weekday names by ISO number, for the weekly availability. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  name: texts.weekdays[weekday - 1]!,
}));

/** 'mm:ss' of a countdown. */
export function countdownLabel(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/** 'Avenida do Batel, 1230 - Apto 52'. */
export function streetLine(address: JobAddress): string {
  const base = [address.street, address.street_number].filter(Boolean).join(', ');
  return address.complement ? `${base} - ${address.complement}` : base;
}

/** A maps link: the pin when the address has coordinates, else a search for the written address. */
export function mapsUrl(address: JobAddress, district: string, city: string): string {
  const point = /^POINT\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)$/i.exec(address.lonlat ?? '');
  const query = point ? `${point[2]},${point[1]}` : `${streetLine(address)}, ${district}, ${city}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The first letter in capitals ('quinta-feira, 5 de março' → 'Quinta-feira, 5 de março'). */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
