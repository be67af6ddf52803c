import {
  accountResource,
  accountTermsResource,
  chatSessionResource,
  gatewayAccountResource,
  legalResource,
  phoneResource,
  physicalResource,
  profileResource,
} from '@brilho/domain/contract';
import type {
  Account,
  AccountTermsOfUse,
  CreditCard,
  Legal,
  Phone,
  Physical,
  Profile,
  SupportConversation,
  Wallet,
} from '../../db/schema';
import { relation, serializerOf } from '../../lib/jsonapi';
import {
  creditCardSerializer,
  type GatewayAccountView,
  gatewayAccountWithWalletSerializer,
} from './payment-serializers';

/** An account with whatever the request asked to include already loaded. */
export interface AccountView extends Account {
  physical?: Physical | null;
  legal?: Legal | null;
  profile?: Profile | null;
  phones?: Phone[];
  termsAnswers?: AccountTermsOfUse[];
  /** The payment gateway account with the wallet (`include=payment_gateway_account`); null before the first order. */
  paymentGatewayAccount?: GatewayAccountView | null;
  /** The wallet, whether or not the gateway account exists yet (the seeded credit is the customer's from day one). */
  wallet?: Wallet | null;
  /** Stored cards not removed, oldest first (`include=credit_cards`). */
  creditCards?: CardList;
  /** The support chat of the account (`include=chat_session`); a conversation not started yet has no messages. */
  chatSession?: ChatSessionView;
  /** Whether the newest terms of use have an answer from this account (drives the web guard). */
  answeredCurrentTerms: boolean;
}

type CardList = CreditCard[];

export interface ChatSessionView {
  accountId: string;
  conversation: SupportConversation | null;
}

/** The account's support chat, keyed by the account (one conversation each). */
export const chatSessionSerializer = serializerOf<ChatSessionView>()(chatSessionResource, {
  id: (c) => c.accountId,
  attributes: (c) => ({
    started: c.conversation !== null,
    last_message_at: c.conversation?.lastMessageAt.toISOString() ?? null,
    customer_last_read_at: c.conversation?.customerLastReadAt?.toISOString() ?? null,
  }),
});

/**
 * The wallet before the gateway account exists: the spec reads it as `payment_gateway_account.wallet`,
 * so a resource of that type carries it with `registered: false` and no gateway data (the web still
 * creates the gateway account on the first order).
 */
const walletOnlyGatewayAccountSerializer = serializerOf<Wallet>()(gatewayAccountResource, {
  id: (w) => w.id,
  attributes: (w) => ({
    registered: false,
    name: null,
    alt_name: null,
    document_type: null,
    document_number: null,
    phone: null,
    address: null,
    created_on_gateway: false,
    wallet: { available_to_use: w.availableToUse },
  }),
});

export const physicalSerializer = serializerOf<Physical>()(physicalResource, {
  id: (p) => p.id,
  attributes: (p) => ({ cpf: p.cpf }),
});

export const legalSerializer = serializerOf<Legal>()(legalResource, {
  id: (l) => l.id,
  attributes: (l) => ({ cnpj: l.cnpj, company_name: l.companyName, business_name: l.businessName }),
});

export const profileSerializer = serializerOf<Profile>()(profileResource, {
  id: (p) => p.id,
  attributes: (p) => ({
    birthdate: p.birthdate,
    profile_picture: p.profilePicture,
    city_name: p.cityName,
    state_name: p.stateName,
  }),
});

export const phoneSerializer = serializerOf<Phone>()(phoneResource, {
  id: (p) => p.id,
  attributes: (p) => ({ country_code: p.countryCode, area_code: p.areaCode, number: p.number }),
});

export const accountTermsSerializer = serializerOf<AccountTermsOfUse>()(accountTermsResource, {
  id: (a) => a.id,
  attributes: (a) => ({
    accepted: a.accepted,
    terms_of_use_id: a.termsOfUseId,
    answered_at: a.answeredAt.toISOString(),
  }),
});

export const accountSerializer = serializerOf<AccountView>()(accountResource, {
  id: (a) => a.id,
  attributes: (a) => ({
    email: a.email,
    status: a.status,
    first_name: a.firstName,
    last_name: a.lastName,
    accountable_type: a.accountableType,
    role: a.role,
    answered_current_terms: a.answeredCurrentTerms,
    created_at: a.createdAt.toISOString(),
  }),
  relationships: {
    accountable: {
      resolve: (a) =>
        a.accountableType === 'Legal'
          ? relation(
              () => legalSerializer,
              (x: AccountView) => x.legal,
            ).resolve(a)
          : relation(
              () => physicalSerializer,
              (x: AccountView) => x.physical,
            ).resolve(a),
    },
    profile: relation(
      () => profileSerializer,
      (a) => a.profile,
    ),
    phones: relation(
      () => phoneSerializer,
      (a) => a.phones,
    ),
    accounts_terms_of_uses: relation(
      () => accountTermsSerializer,
      (a) => a.termsAnswers,
    ),
    payment_gateway_account: {
      resolve: (a) =>
        a.paymentGatewayAccount || !a.wallet
          ? relation(
              () => gatewayAccountWithWalletSerializer,
              (x: AccountView) => x.paymentGatewayAccount,
            ).resolve(a)
          : relation(
              () => walletOnlyGatewayAccountSerializer,
              (x: AccountView) => x.wallet,
            ).resolve(a),
    },
    credit_cards: relation(
      () => creditCardSerializer,
      (a) => a.creditCards,
    ),
    chat_session: relation(
      () => chatSessionSerializer,
      (a) => a.chatSession,
    ),
  },
});
