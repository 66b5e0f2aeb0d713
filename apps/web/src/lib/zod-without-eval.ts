import { config } from 'zod';

// zod compiles parsers with `new Function` unless told not to, and even its probe for that is
// reported as a violation of the server's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval'). Imported first by main.tsx, before any schema runs.
config({ jitless: true });
