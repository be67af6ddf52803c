import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders: ids are opaque uuids, instants are UTC timestamptz, money is integer cents. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const instant = (name: string) => timestamp(name, { withTimezone: true });
export const cents = (name: string) => integer(name);
