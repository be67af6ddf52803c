import { z } from 'zod';

// Zod probes whether it may compile validators with `new Function`; under our Content-Security-Policy
// (script-src 'self', no eval) the probe is refused and reported as a violation even though zod catches it.
// Jitless validation skips the probe; the forms are small, so the interpreter is fast enough.
z.config({ jitless: true });
