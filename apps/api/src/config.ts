import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '@prca/core';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const originList = z
  .string()
  .transform((value) => value.split(',').map((origin) => origin.trim()))
  .pipe(
    z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins, comma-separated' })),
  );

/** A secret shorter than this is guessable enough to turn the hashes back into addresses. */
const IDENTITY_SECRET_MIN_LENGTH = 32;

/** What `TRUST_PROXY=true` trusts: a reverse proxy on this machine. */
export const LOOPBACK_PROXIES = ['127.0.0.0/8', '::1'];

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-* headers are believed, as IP addresses or CIDR ranges. Only
 * the hops these addresses add are skipped, so a client cannot choose its address (and its
 * rate limit) by sending its own X-Forwarded-For. `true` means a proxy on this machine.
 */
const trustedProxies = z.string().transform((value, context) => {
  const word = value.trim().toLowerCase();
  if (['false', '0', 'no'].includes(word)) return [];
  if (['true', '1', 'yes'].includes(word)) return [...LOOPBACK_PROXIES];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || wrong.length > 0) {
    context.addIssue({
      code: 'custom',
      message:
        "must be false, true (a proxy on this machine) or the proxies' IP addresses or " +
        `CIDR ranges, comma-separated${wrong.length > 0 ? ` (not ${wrong.join(', ')})` : ''}`,
    });
    return z.NEVER;
  }
  return entries;
});

/** The whole runtime contract of DESIGN.md; nothing else reads process.env. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, { error: 'must be a port number from 0 to 65535' })
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// connection URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .regex(USERNAME_PATTERN, {
      error: 'must be 3-64 letters, digits, dots, dashes or underscores',
    })
    .default('admin'),
  ADMIN_PASSWORD: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, {
      error: `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
    })
    .optional(),
  WEB_ORIGIN: originList.optional(),
  // Relative to the working directory, as a person typing it means it; the file server needs it absolute.
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'apps/web/dist'))
    .transform((dir) => path.resolve(dir)),
  // Sign-in with an identity provider (OpenID Connect); off while OIDC_CLIENT_ID is unset.
  OIDC_ISSUER: z
    .url({ error: 'must be the issuer URL of an OpenID provider' })
    .default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  // Where people reach this server; the provider sends them back to PUBLIC_URL/api/auth/google/callback.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) address people use to reach the app' })
    .default('http://localhost:3000'),
  // Days in the analytics (trends) are counted in this time zone.
  ANALYTICS_TIME_ZONE: z
    .string()
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'must be an IANA time zone such as Asia/Ho_Chi_Minh' },
    )
    .default('Asia/Ho_Chi_Minh'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1000),
  TRUST_PROXY: trustedProxies.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The key of the e-mail hashes (and of what else identifies a respondent, issue 27). Required
  // with PostgreSQL, the same on every instance; the embedded database makes one beside DATA_DIR.
  IDENTITY_SECRET: z
    .string()
    .min(IDENTITY_SECRET_MIN_LENGTH, {
      error: `must be at least ${IDENTITY_SECRET_MIN_LENGTH} characters (e.g. openssl rand -base64 32)`,
    })
    .optional(),
});

export type Config = z.output<typeof environmentSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a bad value names its variable and stops the start. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value (`PORT=` in a .env file) means "use the default", as people expect.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (parsed.success && (parsed.data.IDENTITY_SECRET || !parsed.data.DATABASE_URL)) {
    return parsed.data;
  }
  const problems = parsed.success
    ? [
        '  IDENTITY_SECRET: is required with DATABASE_URL, the same on every instance ' +
          '(docs/deployment.md, "The identity secret")',
      ]
    : parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/** The configuration tests start from: in-memory database, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '0',
      IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    }),
    ...overrides,
  };
}

/** The identity secret of every test app (tests that need another give their own). */
export const TEST_IDENTITY_SECRET = 'test-identity-secret-of-at-least-32-characters';
