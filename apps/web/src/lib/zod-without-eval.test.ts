import { config } from 'zod';
import { describe, expect, it } from 'vitest';
import './zod-without-eval';

// The entry sets zod's option without importing zod (zod-without-eval.ts): this is zod reading it.
describe('zod in the web app', () => {
  it('compiles no parser with `new Function`, which the Content-Security-Policy forbids', () => {
    expect(config().jitless).toBe(true);
  });
});
