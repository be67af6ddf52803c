// `zod` in the web app resolves to this file (vite.config.ts `resolve.alias`): zod itself, configured before
// any module importing it runs. Zod probes whether it may compile validators with `new Function`; under our
// Content-Security-Policy (script-src 'self', no eval) the probe is refused and reported as a violation even
// though zod catches it. Jitless validation skips the probe; the forms are small, so the interpreter is fast
// enough. Done here rather than at boot, zod stays out of the first chunk of every page.
import { config } from 'zod/v4/core';

export * from 'zod/v4';
export { default } from 'zod/v4';

config({ jitless: true });
