import { addDays, saoPauloDate, saoPauloInstant } from '@brilho/domain';
import { and, count, eq, gte, inArray, lt, min, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { fundingInstruments, orders, payments, tickets } from '../../db/schema';

/**
 * The console's Painel: today's cleanings by status, open tickets by age, payments waiting (boletos not
 * yet paid, cards in analysis). Telemetry per day comes from `GET /telemetry/daily`.
 */

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const HOUR = 3_600_000;

export interface DashboardFigures {
  date: string;
  ordersToday: Record<string, number>;
  ordersCreatedToday: number;
  openTickets: {
    total: number;
    under24h: number;
    from24To72h: number;
    over72h: number;
    byKind: Record<string, number>;
    oldestAt: Date | null;
  };
  paymentsWaiting: {
    boletos: number;
    boletosCents: number;
    inAnalysis: number;
    inAnalysisCents: number;
  };
}

export async function dashboardFigures(ctx: Ctx): Promise<DashboardFigures> {
  const now = ctx.clock.now();
  const date = saoPauloDate(now);
  const start = saoPauloInstant(date, 0);
  const end = saoPauloInstant(addDays(date, 1), 0);
  const day = 24 * HOUR;
  const [byStatus, [created], open, waiting] = await Promise.all([
    ctx.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(and(gte(orders.startsAt, start), lt(orders.startsAt, end)))
      .groupBy(orders.status),
    ctx.db
      .select({ n: count() })
      .from(orders)
      .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end))),
    ctx.db
      .select({
        kind: tickets.kind,
        n: count(),
        under24h:
          sql<number>`count(*) filter (where ${tickets.createdAt} > ${new Date(now.getTime() - day).toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
        over72h:
          sql<number>`count(*) filter (where ${tickets.createdAt} <= ${new Date(now.getTime() - 3 * day).toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
        oldest: min(tickets.createdAt),
      })
      .from(tickets)
      .where(eq(tickets.status, 'open'))
      .groupBy(tickets.kind),
    ctx.db
      .select({
        status: payments.status,
        type: fundingInstruments.type,
        n: count(),
        cents: sum(payments.amount),
      })
      .from(payments)
      .leftJoin(fundingInstruments, eq(fundingInstruments.paymentId, payments.id))
      .where(inArray(payments.status, ['waiting', 'in_analysis']))
      .groupBy(payments.status, fundingInstruments.type),
  ]);
  const total = open.reduce((acc, row) => acc + row.n, 0);
  const under24h = open.reduce((acc, row) => acc + row.under24h, 0);
  const over72h = open.reduce((acc, row) => acc + row.over72h, 0);
  const oldest = open
    .map((row) => row.oldest)
    .filter((value): value is Date => value !== null)
    .map((value) => new Date(value))
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const boletos = waiting.filter((row) => row.status === 'waiting' && row.type === 'boletos');
  const analysis = waiting.filter((row) => row.status === 'in_analysis');
  const sumOf = (rows: typeof waiting, key: 'n' | 'cents') =>
    rows.reduce((acc, row) => acc + Number(row[key] ?? 0), 0);
  return {
    date,
    ordersToday: Object.fromEntries(byStatus.map((row) => [row.status, row.n])),
    ordersCreatedToday: created?.n ?? 0,
    openTickets: {
      total,
      under24h,
      from24To72h: total - under24h - over72h,
      over72h,
      byKind: Object.fromEntries(open.map((row) => [row.kind, row.n])),
      oldestAt: oldest ?? null,
    },
    paymentsWaiting: {
      boletos: sumOf(boletos, 'n'),
      boletosCents: sumOf(boletos, 'cents'),
      inAnalysis: sumOf(analysis, 'n'),
      inAnalysisCents: sumOf(analysis, 'cents'),
    },
  };
}
