import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const termsOfUse = pgTable('terms_of_use', {
  id: uuid('id').primaryKey().defaultRandom(),
  version: text('version').notNull().unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  publishedOn: date('published_on').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TermsOfUse = typeof termsOfUse.$inferSelect;
