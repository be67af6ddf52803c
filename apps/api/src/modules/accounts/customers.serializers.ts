import type { Account, Legal, Phone, Profile } from '../../db/schema';
import { defineSerializer, relation } from '../../lib/jsonapi';

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

export function customerStatus(a: Pick<Account, 'blockedAt' | 'suspendedAt' | 'anonymizedAt'>) {
  if (a.anonymizedAt) return 'anonymized';
  if (a.blockedAt) return 'blocked';
  if (a.suspendedAt) return 'suspended';
  return 'active';
}

const accountAttributes = (a: Account) => ({
  email: a.email,
  first_name: a.firstName,
  last_name: a.lastName,
  status: a.status,
  accountable_type: a.accountableType,
  standing: customerStatus(a),
  blocked_at: iso(a.blockedAt),
  suspended_at: iso(a.suspendedAt),
  anonymized_at: iso(a.anonymizedAt),
  created_at: a.createdAt.toISOString(),
});

export const operatorProfileSerializer = defineSerializer<Profile>({
  type: 'profiles',
  id: (p) => p.id,
  attributes: (p) => ({
    birthdate: p.birthdate,
    profile_picture: p.profilePicture,
    city_name: p.cityName,
    state_name: p.stateName,
  }),
});

export interface OperatorAccountView extends Account {
  profile?: Profile | null;
}

export const operatorAccountSerializer = defineSerializer<OperatorAccountView>({
  type: 'accounts',
  id: (a) => a.id,
  attributes: accountAttributes,
  relationships: {
    profile: relation(
      () => operatorProfileSerializer,
      (a) => a.profile,
    ),
  },
});

/** `GET /legals`: the company with its account (and the account's profile) when included. */
export interface OperatorLegalView extends Legal {
  account?: OperatorAccountView;
}

export const operatorLegalSerializer = defineSerializer<OperatorLegalView>({
  type: 'legals',
  id: (l) => l.id,
  attributes: (l) => ({
    cnpj: l.cnpj,
    company_name: l.companyName,
    business_name: l.businessName,
    created_at: l.createdAt.toISOString(),
  }),
  relationships: {
    account: relation(
      () => operatorAccountSerializer,
      (l) => l.account,
    ),
  },
});

/** A row of the console's customer list: the account with its document, physical or legal. */
export interface CustomerRow {
  account: Account;
  document: string | null;
  companyName: string | null;
  accountableId: string | null;
  /** Sign-up, latest sign-in or latest order (business constants' inactivity is a year without any). */
  lastActiveAt: Date;
}

export const customerRowAttributes = (c: CustomerRow) => ({
  ...accountAttributes(c.account),
  type: c.account.accountableType === 'Legal' ? 'legal' : 'physical',
  accountable_id: c.accountableId,
  document: c.document,
  company_name: c.companyName,
  last_active_at: c.lastActiveAt.toISOString(),
});

export const customerSerializer = defineSerializer<CustomerRow>({
  type: 'customers',
  id: (c) => c.account.id,
  attributes: customerRowAttributes,
});

/** The customer's detail: everything support needs on one page, as value objects. */
export interface CustomerDetail extends CustomerRow {
  profile: Profile | null;
  phones: Phone[];
  addresses: {
    id: string;
    name: string;
    street: string;
    streetNumber: string;
    complement: string | null;
    districtName: string;
    cityName: string;
    cityActive: boolean;
    deletedAt: Date | null;
  }[];
  orders: {
    id: string;
    status: string;
    startsAt: Date;
    durationHours: number;
    total: number;
    professionalName: string | null;
  }[];
  walletBalance: number | null;
  tickets: { id: string; kind: string; status: string; orderId: string | null; createdAt: Date }[];
}

export const customerDetailSerializer = defineSerializer<CustomerDetail>({
  type: 'customers',
  id: (c) => c.account.id,
  attributes: (c) => ({
    ...customerRowAttributes(c),
    profile: c.profile
      ? {
          birthdate: c.profile.birthdate,
          profile_picture: c.profile.profilePicture,
          city_name: c.profile.cityName,
          state_name: c.profile.stateName,
        }
      : null,
    phones: c.phones.map((p) => ({ country_code: p.countryCode, area_code: p.areaCode, number: p.number })),
    addresses: c.addresses.map((a) => ({
      id: a.id,
      name: a.name,
      street: a.street,
      street_number: a.streetNumber,
      complement: a.complement,
      district_name: a.districtName,
      city_name: a.cityName,
      city_active: a.cityActive,
      deleted: a.deletedAt !== null,
    })),
    orders: c.orders.map((o) => ({
      id: o.id,
      status: o.status,
      starts_at: o.startsAt.toISOString(),
      duration_hours: o.durationHours,
      total: o.total,
      professional_name: o.professionalName,
    })),
    wallet_balance: c.walletBalance,
    tickets: c.tickets.map((t) => ({
      id: t.id,
      kind: t.kind,
      status: t.status,
      order_id: t.orderId,
      created_at: t.createdAt.toISOString(),
    })),
  }),
});
