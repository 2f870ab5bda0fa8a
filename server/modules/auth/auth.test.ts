import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions, students, users } from '#server/db/schema/index.ts';
import { createTestApp, createUser, loginAs, sessionCookie, type TestApp } from '#server/test/app.ts';
import { createAdminArgsSchema } from './admin-command.ts';
import { createInvitation } from '#server/modules/accounts/index.ts';
import { ensureBootstrapAdmin, upsertAdmin } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '3', LOGIN_MAX_ATTEMPTS_PER_IP: '1000' });
});
afterAll(() => t.close());

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object, headers });
const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });
const currentUser = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

describe('current user', () => {
  it('is 401 with the error shape when nobody is signed in', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Not authenticated', code: 'UNAUTHENTICATED' });
  });

  it('ignores a forged session cookie', async () => {
    expect((await currentUser('sid=not-a-real-session')).statusCode).toBe(401);
  });
});

describe('registration', () => {
  it('creates a student with a learner profile, signs them in with a safe cookie', async () => {
    const response = await register({ name: 'Grace Achieng', username: 'grace.a', password: 'secret-psalm-23' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Grace Achieng', username: 'grace.a', role: 'student', roleSelectionRequired: false });
    expect(response.json()).not.toHaveProperty('password');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const me = await currentUser(sessionCookie(response));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'grace.a', role: 'student' });

    const [user] = await t.db.select().from(users).where(eq(users.username, 'grace.a'));
    expect(user!.password).toMatch(/^\$argon2id\$/);
    expect(await t.db.select().from(students).where(eq(students.userId, user!.id))).toHaveLength(1);
  });

  it('lets a person register as an educator, without a learner profile, waiting for approval', async () => {
    const response = await register({ name: 'Peter Kamau', username: 'peter.k', password: 'secret-psalm-23', role: 'educator' });
    expect(response.statusCode).toBe(201);
    // An educator account acts as no role until an admin approves it (server/modules/staff).
    expect(response.json()).toMatchObject({ role: null, staffAccess: 'pending', roleSelectionRequired: false });
    const [user] = await t.db.select().from(users).where(eq(users.username, 'peter.k'));
    expect(user!.staffAccess).toBe('pending');
    expect(await t.db.select().from(students).where(eq(students.userId, user!.id))).toHaveLength(0);
  });

  it('refuses the admin role and writes nothing', async () => {
    const response = await register({ name: 'Mallory', username: 'mallory', password: 'secret-psalm-23', role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('role');
    expect(await t.db.select().from(users).where(eq(users.username, 'mallory'))).toHaveLength(0);
  });

  it('ignores any other field a client sends, such as an id', async () => {
    const forcedId = '00000000-0000-4000-8000-000000000000';
    const response = await register({ name: 'Eve', username: 'eve.x', password: 'secret-psalm-23', id: forcedId, accountRole: 'admin' });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(forcedId);
    expect(response.json().role).toBe('student');
  });

  it.each([
    [{ name: 'A', username: 'ab', password: 'secret-psalm-23' }, 'username'],
    [{ name: 'A', username: 'abc', password: '12345' }, 'password'],
    [{ name: 'A', username: 'abc', password: 'kwa7upe' }, 'password'],
    [{ name: '   ', username: 'abcd', password: 'secret-psalm-23' }, 'name'],
    [{ username: 'abcd', password: 'secret-psalm-23' }, 'name'],
    [{ name: 'A', username: 'has space', password: 'secret-psalm-23' }, 'username'],
  ])('rejects %j naming the bad field', async (payload, field) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(response.json().fields)).toContain(field);
  });

  it('asks for 8 characters and refuses the most common passwords, whatever their case, creating nobody', async () => {
    const seven = await register({ name: 'Short', username: 'short.pw', password: 'kwa7upe' });
    expect(seven.statusCode).toBe(400);
    expect(seven.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: 'validation.password_min' } });
    for (const password of ['password1', 'qwerty123', 'ILoveYou', '1qaz2wsx3edc']) {
      const common = await register({ name: 'Common', username: 'common.pw', password });
      expect(common.statusCode, password).toBe(400);
      expect(common.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: 'validation.password_common' } });
    }
    expect(await t.db.select().from(users).where(eq(users.username, 'short.pw'))).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.username, 'common.pw'))).toHaveLength(0);
    expect((await register({ name: 'Eight', username: 'eight.pw', password: 'kwa7upe8' })).statusCode).toBe(201);
  });

  it('holds a password chosen through the set-password link to the same rule', async () => {
    const user = await createUser(t.db);
    const { token } = await createInvitation(t.db, user.id, new Date());
    const accept = (password: string) => t.app.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token, password } });
    const common = await accept('password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({ password: 'validation.password_common' });
    // The refusal does not use the link up.
    const chosen = await accept('my own long password');
    expect(chosen.statusCode).toBe(200);
    expect((await login({ username: user.username, password: 'my own long password' })).statusCode).toBe(200);
  });

  it('refuses a common password for an admin made with npm run create-admin', () => {
    expect(createAdminArgsSchema.safeParse({ username: 'principal', password: 'qwerty123456' }).success).toBe(false);
    expect(createAdminArgsSchema.safeParse({ username: 'principal', password: 'a long admin password' }).success).toBe(true);
  });

  it('rejects a missing or malformed body with 400, not 500', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/register' });
    expect(empty.statusCode).toBe(400);
    const broken = await t.app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('error');
  });

  it('refuses a username that differs only in case', async () => {
    await register({ name: 'John', username: 'John.M', password: 'secret-psalm-23' });
    const response = await register({ name: 'Other John', username: 'john.m', password: 'secret-psalm-23' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'Username already exists', fields: { username: expect.any(String) } });
  });
});

describe('login and logout', () => {
  it('gives the spec error field on bad credentials, the same for unknown users', async () => {
    const user = await createUser(t.db);
    const wrong = await login({ username: user.username, password: 'wrong password' });
    const unknown = await login({ username: 'nobody-here', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires username and password', async () => {
    const response = await login({ username: '' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['password', 'username']);
  });

  it('rotates the session id on login and destroys the session on logout', async () => {
    const user = await createUser(t.db, { role: 'educator' });
    const first = await loginAs(t.app, user);
    const second = sessionCookie(await login({ username: user.username, password: user.password }, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await currentUser(first)).statusCode).toBe(401);
    expect((await currentUser(second)).json().role).toBe('educator');

    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: second } });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/sid=;/);
    expect((await currentUser(second)).statusCode).toBe(401);
  });

  it('ends a session after the idle timeout and after its absolute lifetime', async () => {
    const user = await createUser(t.db);
    const idle = await loginAs(t.app, user);
    const old = await loginAs(t.app, user);
    expect((await currentUser(idle)).statusCode).toBe(200);
    const all = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(all).toHaveLength(2);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.id, all[0]!.id));
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, all[1]!.id));
    expect((await currentUser(idle)).statusCode).toBe(401);
    expect((await currentUser(old)).statusCode).toBe(401);
  });

  it('stops guesses from one place after the limit, and only there: the owner signs in from their own network', async () => {
    const victim = await createUser(t.db);
    const bystander = await createUser(t.db);
    const from = (ip: string, password: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: victim.username, password },
        remoteAddress: ip,
        headers: cookie ? { cookie } : {},
      });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.9', 'guess' + i)).statusCode).toBe(401);
    const locked = await from('203.0.113.9', victim.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.stringMatching(/Too many login attempts/) });
    expect((await from('198.51.100.4', victim.password)).statusCode).toBe(200);
    expect((await login({ username: bystander.username, password: bystander.password })).statusCode).toBe(200);
  });

  it('counts guesses made at the same moment: no more than the limit get through', async () => {
    const victim = await createUser(t.db);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/login', payload: { username: victim.username, password: `guess-${i}` }, remoteAddress: '192.0.2.50' }),
      ),
    );
    expect(attempts.filter((a) => a.statusCode === 401)).toHaveLength(3);
    expect(attempts.filter((a) => a.statusCode === 429)).toHaveLength(9);
  });
});

describe('a guessing campaign spread over many addresses', () => {
  it("meets a proof of work per account, which the owner's own browser is not asked for", async () => {
    const spread = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '3', LOGIN_ACCOUNT_CEILING: '5', LOGIN_MAX_ATTEMPTS_PER_IP: '1000' });
    try {
      const owner = await createUser(spread.db);
      const attempt = (ip: string, password: string, cookie?: string) =>
        spread.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: owner.username, password },
          remoteAddress: ip,
          headers: cookie ? { cookie } : {},
        });
      // The owner has signed in from their phone before: it carries the device cookie.
      const first = await attempt('198.51.100.1', owner.password);
      const device = first.cookies.find((c) => c.name === 'kti_device');
      expect(device).toMatchObject({ httpOnly: true, path: '/api/login', sameSite: 'Lax' });
      const deviceCookie = `kti_device=${device!.value}`;

      for (let i = 0; i < 5; i++) expect((await attempt(`203.0.113.${i + 1}`, 'wrong')).statusCode).toBe(401);
      // A sixth address, even with the right password, must first solve a challenge (guessing-campaign.test.ts solves it)...
      const asked = await attempt('203.0.113.99', owner.password);
      expect(asked.statusCode).toBe(428);
      expect(asked.json().code).toBe('LOGIN_CHALLENGE_REQUIRED');
      // ...the owner's phone, on a network the attacker also used, does not.
      expect((await attempt('203.0.113.1', owner.password, deviceCookie)).statusCode).toBe(200);

      // The phone is a source of its own, with its own limit.
      for (let i = 0; i < 3; i++) expect((await attempt('198.51.100.1', 'wrong', deviceCookie)).statusCode).toBe(401);
      expect((await attempt('198.51.100.1', owner.password, deviceCookie)).statusCode).toBe(429);
      // Another account's device cookie is no pass: it is a stranger here.
      const other = await createUser(spread.db);
      const otherDevice = (
        await spread.app.inject({ method: 'POST', url: '/api/login', payload: { username: other.username, password: other.password } })
      ).cookies.find((c) => c.name === 'kti_device');
      expect((await attempt('203.0.113.100', owner.password, `kti_device=${otherDevice!.value}`)).statusCode).toBe(428);
    } finally {
      await spread.close();
    }
  });
});

describe('cross-site request forgery', () => {
  it('refuses a write whose Origin or Referer names another site', async () => {
    const user = await createUser(t.db);
    const payload = { username: user.username, password: user.password };
    const evilOrigin = await login(payload, { origin: 'https://evil.example' });
    expect(evilOrigin.statusCode).toBe(403);
    expect(evilOrigin.json().code).toBe('CROSS_SITE_REQUEST');
    expect((await login(payload, { referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await login(payload, { origin: 'null' })).statusCode).toBe(403);
    expect((await login(payload, { origin: 'http://localhost:80' })).statusCode).toBe(200);
    expect((await login(payload, { referer: 'http://localhost:80/auth' })).statusCode).toBe(200);
  });

  it('compares scheme, host and port, not the host alone', async () => {
    const user = await createUser(t.db);
    const payload = { username: user.username, password: user.password };
    // The test server is http://localhost (port 80).
    expect((await login(payload, { origin: 'https://localhost' })).statusCode).toBe(403);
    expect((await login(payload, { origin: 'http://localhost:8080' })).statusCode).toBe(403);
    expect((await login(payload, { referer: 'http://localhost:5173/auth' })).statusCode).toBe(403);
    expect((await login(payload, { origin: 'http://localhost' })).statusCode).toBe(200);
  });
});

describe('privileged accounts and the role-selection step', () => {
  it('says so at login, allows nothing until a role is chosen, then acts as that role', async () => {
    await upsertAdmin(t.db, { username: 'principal', password: 'a long admin password' });
    const response = await login({ username: 'principal', password: 'a long admin password' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: null, roleSelectionRequired: true, canSelectRole: true });
    const cookie = sessionCookie(response);

    const blocked = await t.app.inject({ method: 'GET', url: '/api/students', headers: { cookie } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('ROLE_SELECTION_REQUIRED');

    const chosen = await t.app.inject({ method: 'POST', url: '/api/session/role', headers: { cookie }, payload: { role: 'educator' } });
    expect(chosen.json()).toMatchObject({ role: 'educator', roleSelectionRequired: false });
    const acting = sessionCookie(chosen);
    expect((await currentUser(acting)).json().role).toBe('educator');
    expect((await t.app.inject({ method: 'GET', url: '/api/students', headers: { cookie: acting } })).statusCode).toBe(200);

    const bad = await t.app.inject({ method: 'POST', url: '/api/session/role', headers: { cookie: acting }, payload: { role: 'root' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('role');
  });

  it('issues a new session id at each role switch: the cookie from before no longer works', async () => {
    await upsertAdmin(t.db, { username: 'registrar', password: 'another long admin password' });
    const before = sessionCookie(await login({ username: 'registrar', password: 'another long admin password' }));
    const switched = await t.app.inject({ method: 'POST', url: '/api/session/role', headers: { cookie: before }, payload: { role: 'admin' } });
    expect(switched.statusCode).toBe(200);
    const after = sessionCookie(switched);
    expect(after).not.toBe(before);
    expect(String(switched.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect((await currentUser(before)).statusCode).toBe(401);
    expect((await currentUser(after)).json()).toMatchObject({ username: 'registrar', role: 'admin' });

    // A second switch rotates again; the old cookie cannot switch or read anything.
    const again = await t.app.inject({ method: 'POST', url: '/api/session/role', headers: { cookie: after }, payload: { role: 'student' } });
    const latest = sessionCookie(again);
    expect(latest).not.toBe(after);
    expect((await currentUser(after)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/session/role', headers: { cookie: before }, payload: { role: 'admin' } })).statusCode).toBe(401);
    expect((await currentUser(latest)).json().role).toBe('student');
  });

  it('does not let an ordinary account choose a role', async () => {
    const student = await createUser(t.db);
    const cookie = await loginAs(t.app, student);
    const response = await t.app.inject({ method: 'POST', url: '/api/session/role', headers: { cookie }, payload: { role: 'admin' } });
    expect(response.statusCode).toBe(403);
    expect((await currentUser(cookie)).json().role).toBe('student');
  });

  it('creates the bootstrap admin once and never overwrites an existing account', async () => {
    const env = { ADMIN_USERNAME: 'bootstrap', ADMIN_PASSWORD: 'first long password' };
    expect(await ensureBootstrapAdmin(t.db, env)).toBe(true);
    expect(await ensureBootstrapAdmin(t.db, { ...env, ADMIN_PASSWORD: 'second long password' })).toBe(false);
    expect((await login({ username: 'bootstrap', password: 'first long password' })).json().canSelectRole).toBe(true);
  });
});

describe('production cookies', () => {
  it('marks the session cookie Secure with the __Host- prefix', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const response = await prod.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'P', username: 'prod.user', password: 'secret-psalm-23' },
      });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-sid=/);
      expect(setCookie).toMatch(/Secure/);
    } finally {
      await prod.close();
    }
  });
});

describe('login limit per client IP', () => {
  const attempt = (app: TestApp['app'], username: string, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'wrong' },
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('counts every attempt from one IP, and a forged X-Forwarded-For does not escape it', async () => {
    const direct = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(direct.app, `someone${i}`, `10.0.0.${i}`)).statusCode).toBe(401);
      const blocked = await attempt(direct.app, 'someone-else', '10.0.0.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
    } finally {
      await direct.close();
    }
  });

  it('takes the client IP from X-Forwarded-For only behind a trusted proxy', async () => {
    const proxied = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(proxied.app, `user${i}`, '203.0.113.7')).statusCode).toBe(401);
      expect((await attempt(proxied.app, 'user4', '203.0.113.7')).statusCode).toBe(429);
      expect((await attempt(proxied.app, 'user5', '198.51.100.2')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('maintenance', () => {
  it('purges ended sessions and keeps live ones', async () => {
    const { purgeExpired } = await import('#server/modules/maintenance/index.ts');
    const user = await createUser(t.db);
    const live = await loginAs(t.app, user);
    const ended = await loginAs(t.app, user);
    const endedId = createHash('sha256').update(ended.split('=')[1]!).digest('hex');
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, endedId));
    await purgeExpired(t.db, 60);
    const left = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
    expect(left[0]!.id).not.toBe(endedId);
    expect((await currentUser(live)).statusCode).toBe(200);
  });
});
