/**
 * zod as the browser build imports it (vite.config.ts aliases the bare 'zod' here): set to run without generating
 * code. Otherwise zod probes `new Function('')` the first time it builds an object schema, and the site's
 * Content-Security-Policy (no 'unsafe-eval') refuses it: the probe's error is caught, but every browser reports
 * the refusal as a security policy violation (Firefox as a page error), which a report endpoint would fill with.
 * This module's body runs after zod's and before any module that builds a schema. The server keeps zod's compiled
 * parsers: it has no such policy.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
