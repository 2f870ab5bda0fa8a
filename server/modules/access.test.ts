import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { can, ROLES, type Role } from '#shared/auth/permissions.ts';
import { accessPlugin, UndeclaredAccessError } from '#server/plugins/access.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';

let t: TestApp;
const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) cookies[role] = await loginAs(t.app, await createUser(t.db, { role }), role);
});
afterAll(() => t.close());

// Any id will do: the guard answers before a handler looks anything up.
const fillParams = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000001');

describe('the route table', () => {
  it('has every /api route declaring who may call it', () => {
    expect(t.app.accessTable.length).toBeGreaterThan(5);
    for (const route of t.app.accessTable) expect(route.access, `${route.method} ${route.url}`).toBeTruthy();
  });

  it('refuses to start with a route that declares nothing', async () => {
    const app = Fastify();
    app.decorateRequest('session', null);
    await app.register(Object.assign(accessPlugin, { [Symbol.for('plugin-meta')]: { name: 'access' } }));
    expect(() => app.get('/api/undeclared', async () => 'oops')).toThrow(UndeclaredAccessError);
  });

  it('answers 401 to anonymous callers and 403 to roles without the permission, on every route', async () => {
    const checked: string[] = [];
    for (const { method, url, access } of t.app.accessTable) {
      if (access === 'public' || method === 'HEAD') continue;
      const anonymous = await t.app.inject({ method: method as 'GET', url: fillParams(url), payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
      if (access === 'session' || access === 'authenticated') continue;
      for (const role of ROLES) {
        const response = await t.app.inject({
          method: method as 'GET',
          url: fillParams(url),
          headers: { cookie: cookies[role] },
          payload: method === 'GET' ? undefined : {},
        });
        // A permitted role may still meet NOT_OWNER (another person's record), never the role guard's FORBIDDEN.
        // (A download such as the JSONL export answers with its own content type, which is no error.)
        const isJson = /^application\/json/.test(String(response.headers['content-type']));
        // (An answer may also be JSON null, "nothing yet", such as an assessment not scheduled.)
        if (can(role, access))
          expect(isJson ? (response.json() as { code?: string } | null)?.code : response.statusCode, `${role} ${method} ${url}`).not.toBe('FORBIDDEN');
        else expect([response.statusCode, response.json().code], `${role} ${method} ${url}`).toEqual([403, 'FORBIDDEN']);
      }
      checked.push(`${method} ${url}`);
    }
    expect(checked.length).toBeGreaterThan(0);
  });
});

describe('student records', () => {
  it("lets a student read their own record but not another student's", async () => {
    const alice = await createUser(t.db, { role: 'student', name: 'Alice' });
    const bob = await createUser(t.db, { role: 'student', name: 'Bob' });
    const cookie = await loginAs(t.app, alice);
    const own = await t.app.inject({ method: 'GET', url: `/api/students/${alice.studentId}`, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: alice.studentId, user: { name: 'Alice', role: 'student' } });
    expect(own.json().user).not.toHaveProperty('password');
    const other = await t.app.inject({ method: 'GET', url: `/api/students/${bob.studentId}`, headers: { cookie } });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('NOT_OWNER');
  });

  it('lets educators and admins read any student, and list them by course', async () => {
    const carol = await createUser(t.db, { role: 'student', name: 'Carol' });
    for (const role of ['educator', 'admin'] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/students/${carol.studentId}`, headers: { cookie: cookies[role] } });
      expect(response.statusCode).toBe(200);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/students?course=Systematic%20Theology', headers: { cookie: cookies.educator } });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: { user: { name: string } }) => s.user.name)).toContain('Carol');
    const none = await t.app.inject({ method: 'GET', url: '/api/students?course=Missions', headers: { cookie: cookies.educator } });
    expect(none.json()).toEqual({ items: [], nextCursor: null });
  });

  it('rejects an unknown course and a malformed id with 400 naming the field', async () => {
    const badCourse = await t.app.inject({ method: 'GET', url: '/api/students?course=Astrology', headers: { cookie: cookies.educator } });
    expect(badCourse.statusCode).toBe(400);
    expect(badCourse.json().fields).toHaveProperty('course');
    const badId = await t.app.inject({ method: 'GET', url: '/api/students/not-a-uuid', headers: { cookie: cookies.educator } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('id');
  });
});

describe('unknown API paths', () => {
  it('are a JSON 404, not the web page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
