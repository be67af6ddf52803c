// Bulk data for the availability bench: 1,000 professionals with 35 days of schedule events, written with
// generate_series in a handful of statements (seconds, where row-by-row inserts would take minutes).
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db';

export const BENCH_PROFESSIONALS = 1_000;
export const BENCH_DAYS = 35;
/** Each professional serves this many of Curitiba's 20 demo districts: ~250 per district. */
const DISTRICTS_EACH = 5;

/**
 * Seeds professionals number `from`..`to` (1-based; 1..1,000 by default; in slices, to measure the search as
 * the table grows) on top of the demo data (it needs Curitiba's districts). `today` is the São Paulo date the windows
 * start from; each day has a 07–13 and a 13–22 window, a third of the days a 2 h booking and a tenth a 1 h
 * block, at hours spread by the professional's number, so the search has real overlaps to rule out.
 */
export async function seedBenchProfessionals(
  db: Db,
  today: string,
  { from = 1, to = BENCH_PROFESSIONALS }: { from?: number; to?: number } = {},
): Promise<void> {
  await db.execute(sql`
    INSERT INTO accounts (email, password_hash, first_name, last_name, accountable_type, role, status)
    SELECT 'bench' || g || '@bench.brilho.test', '!',
      (ARRAY['Maria','Ana','Júlia','Márcia','Fernanda','Patrícia','Aline','Sandra','Camila','Débora'])[1 + g % 10],
      (ARRAY['Silva','Souza','Gonçalves','Lima','Costa'])[1 + g % 5] || ' ' || g,
      'Professional', 'professional', 'active'
    FROM generate_series(${from}::int, ${to}::int) g`);
  // n: the professional's number, read back from the e-mail, drives every spread below.
  await db.execute(sql`
    INSERT INTO professionals (account_id, validation, rating, completed_orders_count, is_top_professional,
      in_high_demand, has_products, bio)
    SELECT id, 'validated', 8600 + (n % 15) * 100, (n * 37) % 180, n % 15 >= 11, n % 5 = 1, n % 3 <> 0,
      'Profissional de teste de carga.'
    FROM (SELECT id, split_part(split_part(email, '@', 1), 'bench', 2)::int AS n
          FROM accounts WHERE email LIKE 'bench%@bench.brilho.test') a
    WHERE n BETWEEN ${from}::int AND ${to}::int`);
  await db.execute(sql`
    CREATE TEMP TABLE bench_pros AS
    SELECT p.id, split_part(split_part(a.email, '@', 1), 'bench', 2)::int AS n, a.id AS account_id
    FROM professionals p JOIN accounts a ON a.id = p.account_id
    WHERE a.email LIKE 'bench%@bench.brilho.test'
      AND split_part(split_part(a.email, '@', 1), 'bench', 2)::int BETWEEN ${from}::int AND ${to}::int`);
  await db.execute(sql`
    INSERT INTO profiles (account_id, profile_picture, city_name, state_name)
    SELECT account_id, '/api/avatars/bench-' || n || '.svg', 'Curitiba', 'PR' FROM bench_pros`);
  await db.execute(sql`INSERT INTO schedules (professional_id) SELECT id FROM bench_pros`);
  await db.execute(sql`
    INSERT INTO professional_districts (professional_id, district_id)
    SELECT DISTINCT b.id, (d.ids)[1 + (b.n + k * 4) % array_length(d.ids, 1)]
    FROM bench_pros b
    CROSS JOIN generate_series(0, ${DISTRICTS_EACH - 1}) k
    CROSS JOIN (SELECT array_agg(d.id ORDER BY d.code) AS ids
                FROM districts d JOIN cities c ON c.id = d.city_id WHERE c.code = 'pr-curitiba') d`);
  // Wall-clock hours on São Paulo days, turned into instants by the database's time zone rules.
  await db.execute(sql`
    INSERT INTO schedule_events (schedule_id, professional_id, status, starts_at, ends_at)
    SELECT s.id, b.id, e.status::schedule_event_status,
      ((${today}::date + day) + make_interval(hours => e.from_hour)) AT TIME ZONE 'America/Sao_Paulo',
      ((${today}::date + day) + make_interval(hours => e.to_hour)) AT TIME ZONE 'America/Sao_Paulo'
    FROM bench_pros b
    JOIN schedules s ON s.professional_id = b.id
    CROSS JOIN generate_series(0, ${BENCH_DAYS}) day
    CROSS JOIN LATERAL (VALUES
      ('available', 7, 13, true),
      ('available', 13, 22, true),
      ('booked', 8 + (b.n + day) % 12, 10 + (b.n + day) % 12, (b.n + day) % 3 = 0),
      ('blocked', 7 + (b.n * 3 + day) % 14, 8 + (b.n * 3 + day) % 14, (b.n + day) % 10 = 0)
    ) AS e(status, from_hour, to_hour, present)
    WHERE e.present`);
  await db.execute(sql`DROP TABLE bench_pros`);
  await db.execute(sql`ANALYZE`);
}
