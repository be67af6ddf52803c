const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids: anything else can't name a row, and must not reach PostgreSQL (it would answer 500). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
