import { phoneResource } from '@brilho/domain/contract';
import { describe, expect, it } from 'vitest';
import { serialize, serializerOf } from './jsonapi';

interface Phone {
  id: string;
  countryCode: string;
  areaCode: string;
  number: string;
}

const phone: Phone = { id: 'p1', countryCode: '55', areaCode: '41', number: '999990000' };

describe('serializerOf: a serializer typed by its contract schema', () => {
  it('takes the JSON:API type from the contract and writes the attributes it describes', () => {
    const serializer = serializerOf<Phone>()(phoneResource, {
      id: (p) => p.id,
      attributes: (p) => ({ country_code: p.countryCode, area_code: p.areaCode, number: p.number }),
    });
    const document = serialize(serializer, phone);
    expect(document.data).toEqual({
      type: 'phones',
      id: 'p1',
      attributes: { country_code: '55', area_code: '41', number: '999990000' },
    });
    expect(phoneResource.object.safeParse(document.data).success).toBe(true);
  });

  it('refuses (tsc, through @ts-expect-error) an attribute the schema lacks, misses or types otherwise', () => {
    const wire = (p: Phone) => ({ country_code: p.countryCode, area_code: p.areaCode, number: p.number });
    const withExtension = (p: Phone) => ({ ...wire(p), extension: '1' });
    const withoutNumber = (p: Phone) => ({ country_code: p.countryCode, area_code: p.areaCode });
    const numberAsNumber = (p: Phone) => ({ ...wire(p), number: Number(p.number) });
    // @ts-expect-error `extension` is not in the contract's phone
    serializerOf<Phone>()(phoneResource, { id: (p) => p.id, attributes: withExtension });
    // @ts-expect-error `number` is missing
    serializerOf<Phone>()(phoneResource, { id: (p) => p.id, attributes: withoutNumber });
    // @ts-expect-error `number` must be a text
    serializerOf<Phone>()(phoneResource, { id: (p) => p.id, attributes: numberAsNumber });
  });
});
