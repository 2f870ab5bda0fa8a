import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { browsableHost, DEFAULT_DEMO_PASSWORD, type Env } from '#server/env.ts';

export interface StartupFacts {
  env: Pick<Env, 'HOST' | 'DATA_DIR' | 'DATABASE_URL' | 'DEMO_PASSWORD' | 'TLS_CERT_FILE' | 'PUBLIC_BASE_URL'>;
  driver: 'pglite' | 'postgres';
  /** written: seeded by this start; present: seeded before; off: SEED_DEMO_DATA=false. */
  demoData: 'written' | 'present' | 'off';
  address: string | Pick<AddressInfo, 'port'> | null;
  /** App processes serving the port (APP_PROCESSES). */
  processes: number;
}

/** The database without its password: PGlite's directory, or the PostgreSQL server and database name. */
function describeDatabase(env: StartupFacts['env'], driver: StartupFacts['driver']): string {
  if (driver === 'pglite') return `PGlite in ${resolve(env.DATA_DIR)}`;
  try {
    const url = new URL(env.DATABASE_URL ?? '');
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** "Ready at http://localhost:5000 · database: PGlite in /srv/kti/data · demo data: loaded (...) · mail links: http://localhost:5000 (PUBLIC_BASE_URL)". */
export function startupLine({ env, driver, demoData, address, processes }: StartupFacts): string {
  const port = typeof address === 'object' && address ? address.port : undefined;
  // 0.0.0.0 and :: listen everywhere; a person opens localhost.
  const host = browsableHost(env.HOST);
  const demo =
    demoData === 'off'
      ? 'demo data: none (SEED_DEMO_DATA=false)'
      : `demo data: ${demoData === 'written' ? 'loaded now' : 'loaded'} (demo accounts use DEMO_PASSWORD${env.DEMO_PASSWORD === DEFAULT_DEMO_PASSWORD ? ', the README default' : ''})`;
  return `Ready at ${env.TLS_CERT_FILE ? 'https' : 'http'}://${host}${port ? `:${port}` : ''} · database: ${describeDatabase(env, driver)}${processes > 1 ? ` · ${processes} app processes` : ''} · ${demo} · mail links: ${env.PUBLIC_BASE_URL} (PUBLIC_BASE_URL)`;
}
