// `node --test scripts/`: how `npm start` runs the server, for its idle memory (decision 0124).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const root = new URL('../', import.meta.url);
const startScript = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts.start;
const startModule = readFileSync(new URL('scripts/start.mjs', root), 'utf8');

describe('npm start', () => {
  it('caps the young generation at 2 MB semi-spaces', () => {
    assert.match(startScript, /^node --max-semi-space-size=2 scripts\/start\.mjs$/);
  });

  it('turns no source maps on (every package map stays out of the heap)', () => {
    assert.doesNotMatch(startScript, /source-maps/);
    assert.doesNotMatch(startModule, /setSourceMapsEnabled\(true\)/);
  });
});
