import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { problemsOf } from './check-decisions.mjs';

const INDEX = '| 0001 | [Um](decisions/0001-um.md) |\n| 0002 | [Dois](decisions/0002-dois.md) |';

describe('the decision records check', () => {
  it('passes records that exist, are listed and are named by the code', () => {
    const problems = problemsOf({
      records: ['0001-um.md', '0002-dois.md'],
      index: INDEX,
      mentions: [{ file: 'a.ts', name: '0002-dois.md' }],
    });
    assert.deepEqual(problems, []);
  });

  it('fails on a record the code names that does not exist', () => {
    const problems = problemsOf({
      records: ['0001-um.md', '0002-dois.md'],
      index: INDEX,
      mentions: [{ file: 'a.ts', name: '0003-tres.md' }],
    });
    assert.deepEqual(problems, ['a.ts: names docs/decisions/0003-tres.md, which does not exist']);
  });

  it('fails on a record missing from the index, and on a number used twice', () => {
    const problems = problemsOf({ records: ['0001-um.md', '0001-outro.md'], index: INDEX, mentions: [] });
    assert.deepEqual(problems, [
      'docs/decisions/0001-outro.md: number 0001 taken by 0001-um.md',
      'docs/decisions/0001-outro.md: not listed in docs/decisions.md',
    ]);
  });
});
