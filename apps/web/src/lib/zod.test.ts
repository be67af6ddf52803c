import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe("the web app's zod", () => {
  it('validates without compiling code (jitless: no eval probe against the CSP) for any module importing it', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ email: z.email() }).safeParse({ email: 'a@b.co' }).success).toBe(true);
  });
});
