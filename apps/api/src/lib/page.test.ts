import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { MAX_PAGE_NUMBER, readPage, readPageOffset } from './page';

function refusal(run: () => unknown): { status: number; parameter?: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError)
      return { status: error.status, parameter: error.toErrors()[0]?.source?.parameter };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readPage', () => {
  it('reads page[number] and page[size] (or page[limit]) and serves at most the list maximum', () => {
    expect(readPage({ 'page[number]': '3', 'page[size]': '10' }, 25)).toEqual({
      number: 3,
      size: 10,
      offset: 20,
    });
    expect(readPage({ 'page[limit]': '15' }, 25)).toEqual({ number: 1, size: 15, offset: 0 });
    expect(readPage({}, 25)).toEqual({ number: 1, size: 25, offset: 0 });
    expect(readPage({ 'page[size]': '1000' }, 25, 100)).toEqual({ number: 1, size: 100, offset: 0 });
    expect(readPage({ 'page[number]': String(MAX_PAGE_NUMBER), 'page[size]': '100' }, 25, 100).offset).toBe(
      99_999_900,
    );
  });

  it('refuses a page number, size or offset that is not an integer within bounds with 400 naming it', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ 'page[number]': '99999999999999999999' }, 'page[number]'],
      [{ 'page[number]': String(MAX_PAGE_NUMBER + 1) }, 'page[number]'],
      [{ 'page[number]': '0' }, 'page[number]'],
      [{ 'page[number]': '-1' }, 'page[number]'],
      [{ 'page[number]': '1.5' }, 'page[number]'],
      [{ 'page[number]': '1e3' }, 'page[number]'],
      [{ 'page[number]': '' }, 'page[number]'],
      [{ 'page[number]': ['1', '2'] }, 'page[number]'],
      [{ 'page[size]': 'abc' }, 'page[size]'],
      [{ 'page[size]': '0' }, 'page[size]'],
      [{ 'page[size]': '1001' }, 'page[size]'],
      [{ 'page[size]': '10', 'page[limit]': 'x' }, 'page[limit]'],
      [{ 'page[offset]': '99999999999999999999' }, 'page[offset]'],
      [{ 'page[offset]': '-5' }, 'page[offset]'],
    ];
    for (const [query, parameter] of cases)
      expect(
        refusal(() => readPage(query, 25, 100)),
        JSON.stringify(query),
      ).toEqual({ status: 400, parameter });
  });

  it('reads page[offset] only for the lists paged by offset', () => {
    expect(readPageOffset({ 'page[offset]': '40' })).toBe(40);
    expect(readPageOffset({})).toBeUndefined();
    expect(readPage({ 'page[offset]': '40' }, 25).offset).toBe(0);
  });
});
