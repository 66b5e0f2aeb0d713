import type { core } from 'zod';

declare global {
  // Where zod keeps what `config()` sets, shared by every copy of zod on the page.
  var __zod_globalConfig: core.$ZodConfig | undefined;
}

// zod compiles parsers with `new Function` unless told not to, and even its probe for that is
// reported as a violation of the server's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval'). Imported first by main.tsx, before any schema is made. Set where zod reads it
// rather than through `config()`, so that the entry does not carry zod: zod comes later, with
// core's schemas (lib/load-schemas.ts).
(globalThis.__zod_globalConfig ??= {}).jitless = true;
