/**
 * One CSV writer for every export of the console: what Excel in Brazil opens with a double
 * click. Excel-BR reads `;` as the list separator (the comma is the decimal mark) and needs the UTF-8 BOM to
 * show accents; lines end in CRLF (RFC 4180).
 *
 * Cells are escaped as RFC 4180 asks (quotes doubled, a cell with `;`, a quote or a line break quoted) and
 * made safe against formula injection (OWASP "CSV injection"): a text cell starting with = + - @ (or a tab or
 * carriage return, which Excel strips before reading a formula) gets a leading `'`, so a customer named
 * `=HYPERLINK(...)` stays text. A plain number (`-0,50`) is left alone: it cannot run as a formula.
 */

import { saoPauloClock, saoPauloDate } from '@brilho/domain';
import type { FastifyReply } from 'fastify';
import { CSV_TEXTS } from '../words/server';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  /** The pt-BR header. */
  header: string;
  value: (row: Row) => CsvCell;
}

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain signed number (`-12,34`) cannot run as a formula, so a negative amount stays a number. */
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;
const NEEDS_QUOTES = /[";\r\n]/;

/** One cell as written in the file. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? CSV_TEXTS.yes : CSV_TEXTS.no;
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: BOM, the header line, one line per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(CSV_SEPARATOR)];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(CSV_SEPARATOR));
  return CSV_BOM + lines.join(LINE_END) + LINE_END;
}

/** `filename` of a download: the list's name and the day, e.g. `pedidos-2026-11-25.csv`. */
export function csvFileName(list: string, day: string): string {
  return `${list}-${day}.csv`;
}

/** Centavos as Excel-BR reads a number: `1234` → `12,34`, `-50` → `-0,50`. */
export function centsForCsv(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** An instant as Excel-BR reads a date and time, in São Paulo: `25/11/2026 14:30`; empty when absent. */
export function dateTimeForCsv(instant: Date | null | undefined): string {
  if (!instant) return '';
  const { date, hour, minute } = saoPauloClock(instant);
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Answers a CSV download: the content type, `attachment` with `<list>-<São Paulo day>.csv`, the body. */
export function sendCsv(reply: FastifyReply, list: string, now: Date, body: string): FastifyReply {
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${csvFileName(list, saoPauloDate(now))}"`)
    .send(body);
}
