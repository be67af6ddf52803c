import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (photos, documents, avatars), kept in the database every API process shares, so
 * `ROLE=api` ×N needs no shared disk. Keys are made by the API (`<preset>/<uuid>.<ext>`), never by a client.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});
