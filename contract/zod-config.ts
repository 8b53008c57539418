import { z } from 'zod';

// The site's CSP forbids eval. zod 4 probes `new Function` when it builds an object schema (to
// JIT-compile its parser), which browsers report as a CSP violation on every page. Browsers parse
// few payloads, so they skip the JIT; the server keeps it. Imported first by the schema modules.
if (typeof window !== 'undefined') z.config({ jitless: true });
