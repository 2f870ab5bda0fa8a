import { constants, accessSync, statSync } from 'node:fs';
import { z } from 'zod';

/** The demo accounts' password the README gives; fine for a demo, never for a real deployment. */
export const DEFAULT_DEMO_PASSWORD = 'faithful-steward-2026';

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Why a path is not a file the server can read, or null when it is one. */
function unreadableFileProblem(path: string): string | null {
  try {
    if (!statSync(path).isFile()) return `not a file: ${path}`;
    accessSync(path, constants.R_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return `file not found: ${path}`;
    if (code === 'EACCES' || code === 'EPERM') return `file not readable: ${path}`;
    return `cannot read ${path} (${code ?? String(error)})`;
  }
}

/**
 * A file read once at boot: a missing or unreadable one is a bad setting named in the list
 * parseEnv throws, not a raw ENOENT stack from the first read.
 */
const readableFile = z.string().superRefine((path, ctx) => {
  // Empty counts as unset, as the set-together check below reads it.
  if (path === '') return;
  const problem = unreadableFileProblem(path);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * Every setting the server reads, parsed once at boot (conventions, habit 6). Each one is
 * documented with its default in `.env.example`.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** With no DATABASE_URL the server runs on PGlite with its data here. */
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    /** Connections to PostgreSQL per app process. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * App processes serving one port (node:cluster), for a PostgreSQL server: each has its own
     * event loop, and all state is in the database. The embedded database is one process's.
     */
    APP_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    /** Which proxies to trust for the client IP: false, true, a hop count or a list of addresses. */
    TRUST_PROXY: z.string().default('false'),
    /** Extra origins allowed to send writes, comma-separated (the server's own origin always is). */
    ALLOWED_ORIGINS: z.string().default(''),
    SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(60 * 24 * 7),
    SESSION_ABSOLUTE_LIFETIME_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .default(24 * 30),
    COOKIE_SECURE: booleanFlag.optional(),
    /**
     * A certificate and its key (PEM files): the server then speaks HTTPS itself, with HTTP/2 (and
     * HTTP/1.1 for old clients). Unset when a proxy in front terminates TLS.
     */
    TLS_CERT_FILE: readableFile.optional(),
    TLS_KEY_FILE: readableFile.optional(),
    /** Failed logins per account from one source (a network address, or a browser that signed in before) per window. */
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    /** Failed logins per network address, whatever the account, per window. */
    LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(100),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    /**
     * Failed logins per account from all unrecognised sources together, per ceiling window, after
     * which a browser the account does not know must solve a proof of work per attempt and the
     * owner is told by mail. Never a refusal of the right password.
     */
    LOGIN_ACCOUNT_CEILING: z.coerce.number().int().min(1).default(100),
    LOGIN_CEILING_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
    SEED_DEMO_DATA: booleanFlag.default(true),
    DEMO_PASSWORD: z.string().min(8).default(DEFAULT_DEMO_PASSWORD),
    ADMIN_USERNAME: z.string().min(3).optional(),
    ADMIN_PASSWORD: z.string().min(12).optional(),
    CLIENT_DIST_DIR: z.string().default('./dist'),
    /** File storage for course materials and downloaded assets: a local directory. */
    STORAGE_DIR: z.string().default('./storage'),
    /** Cohort meetings: 'jitsi' makes one Jitsi Meet room per meeting under JITSI_BASE_URL. */
    VIDEO_PROVIDER: z.enum(['jitsi']).default('jitsi'),
    JITSI_BASE_URL: z.string().url().default('https://meet.jit.si'),
    /** Optional LLM for the Socratic question engine: any OpenAI-compatible chat completions endpoint. */
    LLM_BASE_URL: z.string().url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    /** Figma REST API (design-file asset manager). Without a token the screens say what to set. */
    FIGMA_ACCESS_TOKEN: z.string().min(1).optional(),
    FIGMA_API_BASE_URL: z.string().url().default('https://api.figma.com'),
    /** Canva Connect API (design studio): OAuth 2.0 authorization code with PKCE. */
    CANVA_CLIENT_ID: z.string().min(1).optional(),
    CANVA_CLIENT_SECRET: z.string().min(1).optional(),
    CANVA_REDIRECT_URI: z.string().url().optional(),
    CANVA_API_BASE_URL: z.string().url().default('https://api.canva.com/rest'),
    CANVA_AUTH_URL: z.string().url().default('https://www.canva.com/api/oauth/authorize'),
    /** Canva's OAuth server for the token and revoke calls (its /rest/v1/oauth path is deprecated). */
    CANVA_AUTH_API_BASE_URL: z.string().url().default('https://api.canva.com/auth'),
    /** 32-byte key (base64 or 64 hex) wrapping each reflection paper's own key; required in production and on PostgreSQL. */
    PAPER_ENCRYPTION_KEY: z.string().min(32).optional(),
    /** 32-byte key (base64 or 64 hex characters) for AES-256-GCM encryption of stored OAuth tokens. */
    TOKEN_ENCRYPTION_KEY: z.string().min(32).optional(),
    /** Worker threads for file reading and NLP (default: each app process's share of the cores, less one, at least one) and each one's heap limit. */
    WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(8192).default(512),
    /** Cohort analytics and learning gaps older than this are answered at once and refreshed in the background. */
    ANALYTICS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    /** Outgoing mail: smtp://user:pass@host:587 or smtps://...:465. Unset, mail goes to DATA_DIR/mail and the log. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// address')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Kato Theological Institute <admissions@katoinstitute.ac.ke>'),
    /** The public contact details, printed in every message (the client build reads the same variables). */
    VITE_CONTACT_EMAIL: z.string().email().optional(),
    VITE_CONTACT_PHONE: z.string().min(3).optional(),
    VITE_SUPPORT_EMAIL: z.string().email().optional(),
    /** The site's public address, for links in mail; by default the address this server listens on (see localBaseUrl). */
    PUBLIC_BASE_URL: z.string().url().optional(),
    /**
     * Tests only (server/plugins/idempotency-crash.test.ts): an idempotent write kills its own
     * process at this point of its transaction. Refused in production.
     */
    IDEMPOTENCY_TEST_CRASH: z.enum(['after-claim', 'before-commit']).optional(),
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.IDEMPOTENCY_TEST_CRASH, {
    message: 'a test hook that kills the process; never in production',
    path: ['IDEMPOTENCY_TEST_CRASH'],
  })
  .refine((env) => Boolean(env.TLS_CERT_FILE) === Boolean(env.TLS_KEY_FILE), {
    message: 'TLS_CERT_FILE and TLS_KEY_FILE must be set together',
    path: ['TLS_KEY_FILE'],
  })
  .refine((env) => env.APP_PROCESSES === 1 || Boolean(env.DATABASE_URL), {
    message: "more than one app process needs DATABASE_URL (a PostgreSQL server): the embedded database's directory is one process's",
    path: ['APP_PROCESSES'],
  })
  // A fixed http://localhost:5000 mailed links to nothing when PORT was another. Every reader still gets a URL.
  .transform((env) => ({ ...env, PUBLIC_BASE_URL: env.PUBLIC_BASE_URL ?? localBaseUrl(env) }));

export type Env = z.infer<typeof envSchema>;

/** The host a person on this machine opens for HOST: localhost for the any-address ones, an IPv6 address in brackets. */
export function browsableHost(host: string): string {
  if (['0.0.0.0', '::', ''].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** The address this server listens on (https with TLS_CERT_FILE): PUBLIC_BASE_URL's default, right on this machine only. */
export function localBaseUrl(env: { HOST: string; PORT: number; TLS_CERT_FILE?: string | undefined }): string {
  return `${env.TLS_CERT_FILE ? 'https' : 'http'}://${browsableHost(env.HOST)}:${env.PORT}`;
}

/** Parses the environment, failing with the list of bad variables. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}

/**
 * Whether cookies carry Secure. Always when the server speaks TLS itself: every request it
 * answers came over https, whatever NODE_ENV says. Otherwise COOKIE_SECURE, by default in
 * production (a TLS proxy in front).
 */
export function secureCookies(env: Pick<Env, 'TLS_CERT_FILE' | 'TLS_KEY_FILE' | 'COOKIE_SECURE' | 'NODE_ENV'>): boolean {
  if (env.TLS_CERT_FILE && env.TLS_KEY_FILE) return true;
  return env.COOKIE_SECURE ?? env.NODE_ENV === 'production';
}

/** Fastify's trustProxy accepts a boolean, a hop count or an address list. */
export function trustProxySetting(value: string): boolean | string | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  // proxy-addr reads a hop count from a numeric string as well as a number.
  if (/^\d+$/.test(value)) return value;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
