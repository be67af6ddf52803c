import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { requireRole } from './auth';
import type { Clock } from './clock';
import { type CsvColumn, sendCsv, toCsv } from './csv';
import { listPath, paginationOf, type ResourceSerializer, serialize } from './jsonapi';
import { type ListParams, type ListSpec, readExportQuery, readListQuery } from './list-query';

/**
 * One console list: its JSON:API page at `path` and the same rows, whole, as a CSV at `${path}.csv` — the
 * screen's search, filters and sort apply to both (decision 0097). Operators only.
 */
export interface ConsoleList<Row> {
  path: string;
  querystring: ZodType;
  spec: ListSpec;
  /** The rows a request asks for (a page, or every row for the export) and how many there are in all. */
  rows: (params: ListParams) => Promise<{ rows: Row[]; total: number }>;
  serializer: ResourceSerializer<Row>;
  /** The file's name ('pedidos' → pedidos-2026-11-25.csv) and its columns. */
  csv: { name: string; columns: readonly CsvColumn<Row>[] };
}

export function registerConsoleList<Row>(app: FastifyInstance, clock: Clock, list: ConsoleList<Row>): void {
  const schema = { querystring: list.querystring };
  app.get(list.path, { schema }, async (request) => {
    requireRole(request, 'operator');
    const params = readListQuery(request.query, list.spec);
    const listed = await list.rows(params);
    return serialize(
      list.serializer,
      listed.rows,
      paginationOf(params.page, listed.total, listPath(request.url)),
    );
  });
  app.get(`${list.path}.csv`, { schema }, async (request, reply) => {
    requireRole(request, 'operator');
    const listed = await list.rows(readExportQuery(request.query, list.spec));
    return sendCsv(reply, list.csv.name, clock.now(), toCsv(list.csv.columns, listed.rows));
  });
}
