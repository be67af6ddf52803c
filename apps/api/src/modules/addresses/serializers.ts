import {
  addressOwnerResource,
  addressResource,
  legalResource,
  physicalResource,
} from '@brilho/domain/contract';
import { formatPoint } from '@brilho/domain/schemas';
import type { Account, Address, Legal, Physical } from '../../db/schema';
import { type Relation, relation, serializerOf } from '../../lib/jsonapi';
import { legalSerializer, physicalSerializer } from '../accounts';
import { citySerializer, type DistrictView, districtSerializer } from '../places';

/**
 * Whose address it is (the spec's `addressable`): the customer's physical or legal record, or the bare
 * account for one that has neither (an operator or a professional).
 */
export type Addressable =
  | { type: 'physicals'; physical: Physical }
  | { type: 'legals'; legal: Legal }
  | { type: 'accounts'; account: Account };

export interface AddressView extends Address {
  district?: DistrictView;
  addressable?: Addressable;
}

export interface PhysicalView extends Physical {
  addresses?: AddressView[];
}

export interface LegalView extends Legal {
  addresses?: AddressView[];
}

const accountRefSerializer = serializerOf<Account>()(addressOwnerResource, {
  id: (a) => a.id,
  attributes: (a) => ({
    first_name: a.firstName,
    last_name: a.lastName,
    accountable_type: a.accountableType,
  }),
});

const addressableRelation: Relation<AddressView> = {
  resolve: (address) => {
    const owner = address.addressable;
    if (owner?.type === 'physicals')
      return relation(
        () => physicalSerializer,
        () => owner.physical,
      ).resolve(address);
    if (owner?.type === 'legals')
      return relation(
        () => legalSerializer,
        () => owner.legal,
      ).resolve(address);
    return relation(
      () => accountRefSerializer,
      () => (owner ? owner.account : undefined),
    ).resolve(address);
  },
};

export const addressSerializer = serializerOf<AddressView>()(addressResource, {
  id: (a) => a.id,
  attributes: (a) => ({
    name: a.name,
    street: a.street,
    street_number: a.streetNumber,
    complement: a.complement,
    reference: a.reference,
    zip_code: a.zipCode,
    lonlat: formatPoint(a),
    created_at: a.createdAt.toISOString(),
  }),
  relationships: {
    district: relation(
      () => districtSerializer,
      (a) => a.district,
    ),
    // The spec's address names its city; it is the district's (an address has no city of its own).
    city: relation(
      () => citySerializer,
      (a) => a.district?.city,
    ),
    addressable: addressableRelation,
  },
});

/** `GET /physicals/{id}` and `/legals/{id}`: the customer record with its addresses. */
export const physicalWithAddressesSerializer = serializerOf<PhysicalView>()(physicalResource, {
  id: physicalSerializer.id,
  attributes: physicalSerializer.attributes,
  relationships: {
    addresses: relation(
      () => addressSerializer,
      (p) => p.addresses,
    ),
  },
});

export const legalWithAddressesSerializer = serializerOf<LegalView>()(legalResource, {
  id: legalSerializer.id,
  attributes: legalSerializer.attributes,
  relationships: {
    addresses: relation(
      () => addressSerializer,
      (l) => l.addresses,
    ),
  },
});
