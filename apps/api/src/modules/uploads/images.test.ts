import { describe, expect, it } from 'vitest';
import { loadSharp } from './images';

describe('sharp for the uploads and previews', () => {
  it('loads once, with its operation cache off (no decoded images kept after an upload)', async () => {
    const sharp = await loadSharp();
    expect(await loadSharp()).toBe(sharp);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
  });
});
