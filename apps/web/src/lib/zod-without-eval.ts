import { z } from 'zod';

/**
 * Zod compiles a fast object parser with `new Function` unless told not to, and probes for it when
 * the first object schema is built; under the app's CSP (no 'unsafe-eval') that probe is refused and
 * reported as a violation. Imported first by `main.tsx`, before any module builds a schema.
 */
z.config({ jitless: true });
