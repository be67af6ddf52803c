import { USER_STATUSES } from '@brilho/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { termsOfUse } from './terms';

export const accountStatus = pgEnum('account_status', USER_STATUSES);
export const accountRole = pgEnum('account_role', ['customer', 'operator', 'professional']);
export const accountableType = pgEnum('accountable_type', ['Physical', 'Legal', 'Professional', 'Operator']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lowercased. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    status: accountStatus('status').notNull().default('waiting_email_verification'),
    role: accountRole('role').notNull().default('customer'),
    accountableType: accountableType('accountable_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** Suspended by an operator: may sign in and read, may not order (operator console). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Deleted on request: personal data replaced, financial records kept (LGPD). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('accounts_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Refreshed at most once a minute; a session idle for SESSION_IDLE_MS ends (accounts/sessions.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

export const accountTokenPurpose = pgEnum('account_token_purpose', ['email_verification', 'password_reset']);

/** Single-use, expiring tokens sent by e-mail (verification and password reset); only hashes are kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_account_idx').on(t.accountId, t.purpose)],
);

export const physicals = pgTable('physicals', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  cpf: text('cpf').notNull().unique(),
  createdAt: createdAt(),
});

export const legals = pgTable('legals', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  cnpj: text('cnpj').notNull().unique(),
  companyName: text('company_name').notNull(),
  businessName: text('business_name').notNull(),
  createdAt: createdAt(),
});

/** The company's legal representative, with the address the sign-up wizard asks for. */
export const legalRepresentatives = pgTable('legal_representatives', {
  id: uuid('id').primaryKey().defaultRandom(),
  legalId: uuid('legal_id')
    .notNull()
    .unique()
    .references(() => legals.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  cpf: text('cpf').notNull(),
  birthdate: date('birthdate').notNull(),
  phoneAreaCode: text('phone_area_code').notNull(),
  phoneNumber: text('phone_number').notNull(),
  street: text('street').notNull(),
  streetNumber: text('street_number').notNull(),
  complement: text('complement').notNull(),
  district: text('district').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull().default('BRA'),
  zipCode: text('zip_code').notNull(),
});

export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  birthdate: date('birthdate'),
  profilePicture: text('profile_picture'),
  cityName: text('city_name'),
  stateName: text('state_name'),
  bio: text('bio'),
  updatedAt: updatedAt(),
});

export const phones = pgTable(
  'phones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull().default('55'),
    areaCode: text('area_code').notNull(),
    number: text('number').notNull(),
  },
  (t) => [index('phones_account_idx').on(t.accountId)],
);

export const accountsTermsOfUse = pgTable(
  'accounts_terms_of_use',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    termsOfUseId: uuid('terms_of_use_id')
      .notNull()
      .references(() => termsOfUse.id),
    accepted: boolean('accepted').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('accounts_terms_of_use_once').on(t.accountId, t.termsOfUseId),
    index('accounts_terms_of_use_terms_idx').on(t.termsOfUseId),
  ],
);

export type Account = typeof accounts.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type AccountToken = typeof accountTokens.$inferSelect;
export type Physical = typeof physicals.$inferSelect;
export type Legal = typeof legals.$inferSelect;
export type LegalRepresentative = typeof legalRepresentatives.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type Phone = typeof phones.$inferSelect;
export type AccountTermsOfUse = typeof accountsTermsOfUse.$inferSelect;
