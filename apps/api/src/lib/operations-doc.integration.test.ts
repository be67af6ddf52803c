import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../config';
import { buildTestApp, type TestApp } from '../test/app';

/** docs/operations.md is what on-call reads at 3 a.m.: it must name every queue and variable the code has. */
const OPERATIONS = readFileSync(new URL('../../../../docs/operations.md', import.meta.url), 'utf8');

describe('docs/operations.md matches the code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every durable queue the app registers', () => {
    const names = t.app.ctx.jobs.queueNames();
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !OPERATIONS.includes(`\`${name}\``))).toEqual([]);
  });

  it('lists every environment variable the config reads', () => {
    expect(CONFIG_VARIABLES.filter((name) => !OPERATIONS.includes(`\`${name}\``))).toEqual([]);
  });
});
