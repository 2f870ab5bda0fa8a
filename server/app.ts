import { readFileSync } from 'node:fs';
import type { Http2SecureServer } from 'node:http2';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from '#server/db/client.ts';
import { secureCookies, trustProxySetting, type Env } from '#server/env.ts';
import type { ErrorCode } from '#shared/constants/error-codes.ts';
import { AppError, type ErrorBody } from '#server/errors.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from '#server/lib/zod-validation.ts';
import { accessPlugin } from '#server/plugins/access.ts';
import { revalidationPlugin } from '#server/plugins/revalidation.ts';
import { idempotencyPlugin } from '#server/plugins/idempotency.ts';
import { csrfPlugin } from '#server/plugins/csrf.ts';
import { dbPlugin } from '#server/plugins/db.ts';
import { sessionPlugin } from '#server/plugins/session.ts';
import { plainHttpOrigins, securityHeadersPlugin } from '#server/plugins/security-headers.ts';
import { staticPlugin } from '#server/plugins/static.ts';
import { authRoutes } from '#server/modules/auth/index.ts';
import { studentRoutes } from '#server/modules/students/index.ts';
import { firstScreenRoutes } from '#server/modules/dashboard-opening/index.ts';
import { healthRoutes } from '#server/modules/health/index.ts';
import { admissionsRoutes } from '#server/modules/admissions/index.ts';
import { staffRoutes } from '#server/modules/staff/index.ts';
import { questionRoutes } from '#server/modules/questions/index.ts';
import { figmaRoutes } from '#server/modules/figma/index.ts';
import { canvaRoutes } from '#server/modules/canva/index.ts';
import { analyticsRoutes } from '#server/modules/analytics/index.ts';
import { materialRoutes } from '#server/modules/materials/index.ts';
import { calendarRoutes } from '#server/modules/calendar/index.ts';
import { meetingRoutes } from '#server/modules/meetings/index.ts';
import { contentRoutes } from '#server/modules/content/index.ts';
import { discussionRoutes } from '#server/modules/discussions/index.ts';
import { resolvePaperKey, type PaperKey, paperRoutes, sealLegacyPaperTitles } from '#server/modules/papers/index.ts';
import { storagePlugin } from '#server/plugins/storage.ts';
import { localFileStorage, type FileStorage } from '#server/lib/file-storage.ts';
import { createHeavyWork, type HeavyWork } from '#server/workers/pool.ts';
import { createMailer, type Mailer, mailRoutes } from '#server/modules/mail/index.ts';
import { assessmentRoutes } from '#server/modules/assessments/index.ts';
import { notificationRoutes } from '#server/modules/notifications/index.ts';
import { gradingRoutes } from '#server/modules/grading/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** Worker threads for file reading and NLP: never on the event loop. */
    heavyWork: HeavyWork;
    /** The server key that wraps reflection papers' keys, or why there is none. */
    paperKey: PaperKey;
    /** Outgoing mail: SMTP, or a folder when SMTP is not set up. */
    mailer: Mailer;
  }
}

/** Fastify's error codes for a request it could not read, as the API's own codes. */
function fastifyErrorCode(code: string | undefined): ErrorCode {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'INVALID_JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'BODY_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return 'BAD_REQUEST';
  }
}

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  /** File storage; defaults to the local directory STORAGE_DIR. */
  storage?: FileStorage;
  /** The worker pool; by default one sized from the env, closed with the app. */
  heavyWork?: HeavyWork;
  /** Outgoing mail; by default from SMTP_URL, or DATA_DIR/mail without it. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server: infrastructure plugins, then modules, then error and not-found handling. */
export async function buildApp({ env, database, storage, heavyWork, mailer, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: logger ?? { level: env.LOG_LEVEL },
    // The client IP (for rate limits) honours X-Forwarded-For only from proxies named here.
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  };
  // HTTPS here when a certificate is given: HTTP/2 sends a screen's many small files over one
  // connection, where HTTP/1.1 fetches six at a time, a round trip each.
  const tls = env.TLS_CERT_FILE && env.TLS_KEY_FILE ? { cert: readFileSync(env.TLS_CERT_FILE), key: readFileSync(env.TLS_KEY_FILE) } : null;
  const app = (tls
    ? Fastify({ ...(options as FastifyHttp2SecureOptions<Http2SecureServer>), http2: true, https: { allowHTTP1: true, ...tls } })
    : Fastify(options)) as unknown as FastifyInstance;
  app.decorate('env', env);
  const ownsHeavyWork = !heavyWork;
  app.decorate('heavyWork', heavyWork ?? createHeavyWork({ threads: env.WORKER_THREADS, memoryMb: env.WORKER_MEMORY_MB }));
  if (ownsHeavyWork) app.addHook('onClose', () => app.heavyWork.close());
  app.decorate('paperKey', resolvePaperKey(env, database));
  // Papers from before migration 0032 have their titles sealed once the key is there; after that, one empty read.
  app.addHook('onReady', async () => void (await sealLegacyPaperTitles(app.db, app.paperKey)));
  app.decorate('mailer', mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, folder: join(env.DATA_DIR, 'mail'), log: app.log }));
  app.addHook('onClose', async () => app.mailer.close());
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);

  // Handlers first: child contexts created by register() copy the handlers in force at that moment.
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { error: error.message, code: error.code, ...(error.fields && { fields: error.fields }) };
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Internal server error', code: 'INTERNAL' } satisfies ErrorBody);
    }
    // Fastify's own 4xx errors (malformed JSON, wrong content type, body too large), under the API's stable codes.
    const code = fastifyErrorCode(error.code);
    const body: ErrorBody = { error: error.message, code };
    if (code === 'INVALID_JSON') body.fields = { body: 'validation.invalid_json' };
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (wantsPage && app.sendPage) return app.sendPage(request, reply);
    return reply.code(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' } satisfies ErrorBody);
  });

  await app.register(securityHeadersPlugin, {
    distDir: env.CLIENT_DIST_DIR,
    production: env.NODE_ENV === 'production',
    imageOrigins: plainHttpOrigins([env.CANVA_API_BASE_URL, env.FIGMA_API_BASE_URL]),
  });
  await app.register(dbPlugin, { database });
  await app.register(storagePlugin, { storage: storage ?? localFileStorage(env.STORAGE_DIR) });
  await app.register(csrfPlugin, { allowedOrigins: env.ALLOWED_ORIGINS.split(',').filter(Boolean) });
  await app.register(sessionPlugin, {
    idleTimeoutMinutes: env.SESSION_IDLE_TIMEOUT_MINUTES,
    absoluteLifetimeHours: env.SESSION_ABSOLUTE_LIFETIME_HOURS,
    secureCookie: secureCookies(env),
  });
  await app.register(accessPlugin);
  await app.register(idempotencyPlugin, { crashAt: env.IDEMPOTENCY_TEST_CRASH });
  await app.register(revalidationPlugin);
  // API answers over 1 KB go compressed to a client that accepts it (a page of 50 students is
  // 13 KB of JSON, about 2.5 on the wire): after the ETag, which names the content, not its
  // encoding. Built files are compressed once at build time (scripts/compress.ts), not here.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json\b/,
    // Quality 4: most of brotli's gain for a tenth of its top setting's time, on the request's path.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(studentRoutes, { prefix: '/api' });
  await app.register(admissionsRoutes, { prefix: '/api' });
  await app.register(staffRoutes, { prefix: '/api' });
  await app.register(questionRoutes, { prefix: '/api' });
  await app.register(figmaRoutes, { prefix: '/api/figma' });
  await app.register(canvaRoutes, { prefix: '/api/canva' });
  await app.register(analyticsRoutes, { prefix: '/api' });
  await app.register(materialRoutes, { prefix: '/api' });
  await app.register(calendarRoutes, { prefix: '/api' });
  await app.register(meetingRoutes, { prefix: '/api' });
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(discussionRoutes, { prefix: '/api' });
  await app.register(paperRoutes, { prefix: '/api' });
  await app.register(mailRoutes, { prefix: '/api' });
  await app.register(assessmentRoutes, { prefix: '/api' });
  await app.register(notificationRoutes, { prefix: '/api' });
  await app.register(gradingRoutes, { prefix: '/api' });
  await app.register(firstScreenRoutes, { prefix: '/api' });

  await app.register(staticPlugin, { distDir: env.CLIENT_DIST_DIR });

  return app;
}
