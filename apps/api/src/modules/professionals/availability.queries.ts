import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { foldedContains } from '../places';
import type { Candidate } from './slots';

type Ctx = Pick<AppContext, 'db'>;

/**
 * The availability search, in SQL: one statement decides who is offered and pages them, so the rule is
 * never split between the database and a loop over professionals.
 *
 * A professional is offered in a district when validated, neither blocked nor suspended (nor their account),
 * serving the district, rated within the district's bounds (when it has some), and, for a time search, free
 * for one of the candidate slots: an `available` window contains the whole slot and no `booked`/`blocked`
 * event overlaps it. Ranges are half-open, so a cleaning may start when another ends. Adjacent windows
 * (07–13 and 13–22) stay two windows: a cleaning across 13h needs one window holding it (scheduling rules,
 * "a schedule entry matches when … start plus duration does not exceed the period end").
 */

export interface OfferedQuery {
  districtId: string;
  name?: string;
  /** Absent: regardless of time (the by-name query). */
  slots?: Candidate[];
  limit: number;
  offset: number;
}

export interface OfferedPage {
  total: number;
  /** In offer order; `hours` are the candidate start hours found free (null without slots). */
  rows: { id: string; hours: number[] | null }[];
}

const iso = (instant: Date) => instant.toISOString();

/** `db.execute` answers `{ rows }` on both drivers; the Db type leaves it unknown. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const range = (from: Date, to: Date): SQL =>
  sql`tstzrange(${iso(from)}::timestamptz, ${iso(to)}::timestamptz, '[)')`;

/** Candidate slots as an inline table; `VALUES` keeps it one statement on PGlite and node-postgres alike. */
const slotsTable = (slots: Candidate[]): SQL =>
  sql`(VALUES ${sql.join(
    slots.map((s) => sql`(${s.hour}::int, ${range(s.startsAt, s.endsAt)})`),
    sql`, `,
  )}) AS s(hour, slot)`;

/**
 * The professional's agenda around the candidate slots, read once rather than once per slot: the available
 * windows as they are, and the booked/blocked time as one multirange. Checking 13 start hours this way costs
 * about what checking one does (see the bench). The overlap is written on the columns (half-open: ends after
 * `from`, starts before `to`) so it is a btree range scan on `schedule_events_professional_ends_idx` that
 * never reads past history; `during && range` would take the GiST, ~1.5× the CPU per probe (decision 0113).
 */
const agendaOf = (slots: Candidate[]): SQL => {
  const from = new Date(Math.min(...slots.map((s) => s.startsAt.getTime())));
  const to = new Date(Math.max(...slots.map((s) => s.endsAt.getTime())));
  return sql`CROSS JOIN LATERAL (
      SELECT array_agg(e.during) FILTER (WHERE e.status = 'available') AS windows,
        coalesce(range_agg(e.during) FILTER (WHERE e.status IN ('booked', 'blocked')), '{}'::tstzmultirange)
          AS busy
      FROM schedule_events e
      WHERE e.professional_id = p.id AND e.ends_at > ${iso(from)}::timestamptz AND e.starts_at < ${iso(to)}::timestamptz
    ) agenda
    CROSS JOIN ${slotsTable(slots)}`;
};

/** Free for slot `s`: one available window holds all of it, and no booked or blocked time overlaps it. */
const FREE_FOR_SLOT = sql`
  EXISTS (SELECT 1 FROM unnest(agenda.windows) w WHERE w @> s.slot)
  AND NOT agenda.busy && s.slot`;

/** `matches`: every professional offered for the query, with the ranking columns. */
function matchesOf(query: OfferedQuery): SQL {
  const named = query.name
    ? sql`AND ${foldedContains(sql`a.first_name || ' ' || a.last_name`, query.name)}`
    : sql``;
  const slots = query.slots && query.slots.length > 0 ? query.slots : null;
  return sql`
    SELECT p.id, p.is_top_professional, p.rating, p.completed_orders_count,
      ${slots ? sql`array_agg(s.hour)` : sql`NULL::int[]`} AS hours
    FROM districts d
    JOIN cities c ON c.id = d.city_id AND c.active
    LEFT JOIN district_ratings dr ON dr.district_id = d.id
    JOIN professional_districts pd ON pd.district_id = d.id
    JOIN professionals p ON p.id = pd.professional_id
    JOIN accounts a ON a.id = p.account_id
    ${slots ? agendaOf(slots) : sql``}
    WHERE d.id = ${query.districtId} AND d.active
      AND p.validation = 'validated' AND p.blocked_at IS NULL AND p.suspended_at IS NULL
      AND a.blocked_at IS NULL
      -- District bounds are stars x100 and ratings 10000 = 5 stars: stars x100 = rating / 20.
      AND (dr.id IS NULL OR p.rating BETWEEN dr.rating_min * 20 AND dr.rating_max * 20)
      ${named}
      ${slots ? sql`AND ${FREE_FOR_SLOT}` : sql``}
    GROUP BY p.id`;
}

/** The page statement: (total, id, hours) rows, one row (total, null id) past the end. Exported for EXPLAIN. */
export function offeredPageSql(query: OfferedQuery): SQL {
  // The count comes from the same statement; the LEFT JOIN keeps one row when the page is empty.
  return sql`
    WITH matches AS (${matchesOf(query)})
    SELECT t.total, m.id, m.hours
    FROM (SELECT count(*)::int AS total FROM matches) t
    LEFT JOIN LATERAL (
      SELECT * FROM matches
      ORDER BY is_top_professional DESC, rating DESC, completed_orders_count DESC, id
      LIMIT ${query.limit} OFFSET ${query.offset}
    ) m ON true
    ORDER BY m.is_top_professional DESC, m.rating DESC, m.completed_orders_count DESC, m.id`;
}

/** One page of offered professionals and how many there are in all. */
export async function searchOffered(ctx: Ctx, query: OfferedQuery): Promise<OfferedPage> {
  const result = await ctx.db.execute(offeredPageSql(query));
  const rows = rowsOf<{ total: number; id: string | null; hours: number[] | null }>(result);
  return {
    total: Number(rows[0]?.total ?? 0),
    // Hours are sorted here: an ORDER BY inside array_agg costs a sort per professional (~5 ms per 260).
    rows: rows.flatMap((row) =>
      row.id ? [{ id: row.id, hours: row.hours && [...row.hours].sort((a, b) => a - b) }] : [],
    ),
  };
}

export interface FreePeriod {
  windowId: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * A professional's free time within [from, to): each available window clipped to the range, minus every
 * booked or blocked event overlapping it (multirange difference), one row per remaining piece. Pieces keep
 * their window, so adjacent windows stay separate periods, as the search treats them.
 */
export async function freePeriods(
  ctx: Ctx,
  professionalId: string,
  within: { from: Date; to: Date },
): Promise<FreePeriod[]> {
  const bounds = range(within.from, within.to);
  const result = await ctx.db.execute(sql`
    SELECT w.id AS window_id,
      (extract(epoch FROM lower(piece)) * 1000)::float8 AS starts_ms,
      (extract(epoch FROM upper(piece)) * 1000)::float8 AS ends_ms
    FROM schedule_events w
    CROSS JOIN LATERAL unnest(
      tstzmultirange(w.during * ${bounds})
      - coalesce(
          (SELECT range_agg(b.during) FROM schedule_events b
           WHERE b.professional_id = w.professional_id AND b.status IN ('booked', 'blocked')
             AND b.during && w.during),
          '{}'::tstzmultirange)
    ) AS piece
    WHERE w.professional_id = ${professionalId} AND w.status = 'available' AND w.during && ${bounds}
    ORDER BY starts_ms, window_id`);
  return rowsOf<{ window_id: string; starts_ms: number; ends_ms: number }>(result).map((row) => ({
    windowId: row.window_id,
    startsAt: new Date(Number(row.starts_ms)),
    endsAt: new Date(Number(row.ends_ms)),
  }));
}
