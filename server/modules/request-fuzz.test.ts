import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { cohortMeetings, courseMaterials, studentAssignments, students, users } from '#server/db/schema/index.ts';
import { seedDemoData } from '#server/db/seed/seed.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { startFakeCanva, type FakeCanva } from '#server/test/fake-canva.ts';
import { SAMPLE_FILE_KEY, startFakeFigma, type FakeFigma } from '#server/test/fake-figma.ts';
import { multipart } from '#server/test/multipart.ts';
import { inDays, validApplication } from '#server/test/application-factory.ts';

/**
 * The route-table fuzz test: every write route is sent, field by field, the
 * values that used to answer 500 (NUL, impossible dates, 1 MB strings, wrong types, prototype
 * keys), and every read route gets them in its query and path. None may answer 5xx, a 400 must
 * say what was wrong, no Canva call may be made for a request that is then refused, and nothing
 * may pollute Object.prototype. A write route without a fixture fails the test, so a new route
 * is fuzzed from the day it is added.
 */

const DEMO_PASSWORD = 'fuzz demo password';
const FIGMA_TOKEN = 'figd_fuzz-token';

type Role = 'anonymous' | 'student' | 'educator' | 'admin';
interface WriteFixture {
  role: Role;
  /** The URL with its parameters filled. */
  url: string;
  /**
   * A body the route accepts; each mutation changes one thing in it. A function gives a fresh
   * body per request where a real one would be refused as a repeat (the same e-mail, username
   * or application), which would hide what the mutation does.
   */
  body?: Record<string, unknown> | (() => Record<string, unknown>);
  /** For a multipart upload: its text fields (mutated one by one) and its file. */
  form?: { fields: Record<string, string>; file: { name: string; data: string } };
  /** Fuzzed after the others: it undoes what they need (disconnecting Canva). */
  runLast?: boolean;
}

const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);
/** The values that reached the database or the date parser and came back as 500. */
const NASTY_VALUES: [string, unknown][] = [
  ['NUL', 'Grace\u0000Wanjiru'],
  ['lone surrogate', 'broken \ud800 pair'],
  ['control character', 'bell\u0007ring'],
  ['impossible date', '2027-02-30'],
  ['impossible birth date', '1990-02-31'],
  ['1 MB string', ONE_MEGABYTE],
  ['empty string', ''],
  ['huge number', 1e308],
  ['negative number', -1],
  ['fraction', 1.5],
  ['boolean', true],
  ['null', null],
  ['operator object', { $gt: '' }],
  ['array', ['a', 'b']],
  ['nested prototype key', { __proto__: { polluted: true } }],
];
const NASTY_TEXT = NASTY_VALUES.filter(([, value]) => typeof value === 'string') as [string, string][];

type Path = (string | number)[];

/** Every way to change one leaf of `body`: [label, path, value]. Arrays are changed whole and at their first element. */
function mutations(body: Record<string, unknown>): [string, Path, unknown][] {
  const out: [string, Path, unknown][] = [];
  const walk = (value: unknown, path: Path) => {
    for (const [label, nasty] of NASTY_VALUES) out.push([`${path.join('.')} = ${label}`, path, nasty]);
    if (Array.isArray(value) && value.length > 0) walk(value[0], [...path, 0]);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  for (const [key, value] of Object.entries(body)) walk(value, [key]);
  return out;
}

/** A copy of `body` with the value at `path` replaced. */
function withValueAt(body: unknown, [head, ...rest]: Path, value: unknown): unknown {
  if (head === undefined) return value;
  if (Array.isArray(body)) return body.map((item, i) => (i === head ? withValueAt(item, rest, value) : item));
  const record = body as Record<string, unknown>;
  return { ...record, [head]: withValueAt(record[head], rest, value) };
}

/** Whole bodies of the wrong shape, and prototype keys at the top (raw JSON: an object literal would drop __proto__). */
const WHOLE_BODY_MUTATIONS: [string, (body: Record<string, unknown>) => string][] = [
  ['array body', () => '[]'],
  ['string body', () => '"text"'],
  ['number body', () => '42'],
  ['null body', () => 'null'],
  ['__proto__ key', (body) => withExtraKey(body, '"__proto__":{"polluted":true,"role":"admin"}')],
  ['constructor.prototype key', (body) => withExtraKey(body, '"constructor":{"prototype":{"polluted":true}}')],
  ['truncated JSON', (body) => JSON.stringify(body).slice(0, -1)],
];

function withExtraKey(body: Record<string, unknown>, extra: string): string {
  const inner = JSON.stringify(body).slice(1, -1);
  return `{${extra}${inner ? `,${inner}` : ''}}`;
}

let t: TestApp;
let figma: FakeFigma;
let canva: FakeCanva;
let storageDir: string;
const cookies: Record<Role, string> = { anonymous: '', student: '', educator: '', admin: '' };
const ids = {
  student: '',
  studentAssignment: '',
  meeting: '',
  content: '',
  application: '',
  figmaFile: '',
  figmaAsset: '',
  canvaDesign: '',
  thread: '',
  material: '',
  pendingEducator: '',
};
const summary = { requests: 0, serverErrors: [] as string[] };

beforeAll(async () => {
  [figma, canva] = await Promise.all([startFakeFigma({ token: FIGMA_TOKEN }), startFakeCanva()]);
  storageDir = await mkdtemp(join(tmpdir(), 'kti-fuzz-'));
  t = await createTestApp({
    STORAGE_DIR: storageDir,
    FIGMA_ACCESS_TOKEN: FIGMA_TOKEN,
    FIGMA_API_BASE_URL: figma.url,
    CANVA_CLIENT_ID: canva.clientId,
    CANVA_CLIENT_SECRET: canva.clientSecret,
    CANVA_REDIRECT_URI: 'http://localhost:5000/api/canva/auth/callback',
    CANVA_API_BASE_URL: canva.apiBaseUrl,
    CANVA_AUTH_URL: canva.authUrl,
    CANVA_AUTH_API_BASE_URL: canva.authApiBaseUrl,
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // Guesses and sign-ups from one address must not turn into 429s that hide a 500.
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '100000',
    LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
    LOGIN_ACCOUNT_CEILING: '100000',
  });
  await seedDemoData(t.db, { demoPassword: DEMO_PASSWORD });

  const [grace] = await t.db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.username, 'grace.wanjiru'));
  ids.student = grace!.id;
  cookies.student = await loginAs(t.app, { username: 'grace.wanjiru', password: DEMO_PASSWORD, role: 'student' });
  ids.studentAssignment = (
    await t.db.select({ id: studentAssignments.id }).from(studentAssignments).where(eq(studentAssignments.studentId, ids.student))
  )[0]!.id;
  ids.meeting = (await t.db.select({ id: cohortMeetings.id }).from(cohortMeetings).where(eq(cohortMeetings.status, 'scheduled')))[0]!.id;
  ids.material = (await t.db.select({ id: courseMaterials.id }).from(courseMaterials).where(eq(courseMaterials.course, 'Missions')))[0]!.id;
  cookies.educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  ids.pendingEducator = (await createUser(t.db, { role: 'educator', staffAccess: 'pending' })).id;
  cookies.admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie: cookies.admin }, payload });
  const content = await asAdmin('POST', '/api/admin/course-content', {
    course: 'Missions',
    type: 'book',
    title: 'Fuzz target',
    content: 'Lamin Sanneh wrote about translation.',
  });
  ids.content = content.json().id;
  const figmaFile = await asAdmin('POST', '/api/figma/files', { figmaUrl: `https://www.figma.com/design/${SAMPLE_FILE_KEY}/Brand`, name: 'Brand kit' });
  ids.figmaFile = figmaFile.json().id;
  ids.figmaAsset = (await asAdmin('GET', `/api/figma/assets/${ids.figmaFile}`)).json()[0].id;
  // Connect Canva as the admin, through the fake's consent screen.
  const redirect = await canva.approve((await asAdmin('GET', '/api/canva/auth')).json().authUrl);
  await t.app.inject({ method: 'GET', url: `${redirect.pathname}${redirect.search}`, headers: { cookie: cookies.admin } });
  const design = await asAdmin('POST', '/api/canva/designs/create', { templateId: 'kti:course-card', title: 'Fuzz card' });
  ids.canvaDesign = design.json().designId;
  const application = await t.app.inject({ method: 'POST', url: '/api/applications', payload: validApplication() });
  ids.application = application.json().id;
  const discussion = await t.app.inject({
    method: 'POST',
    url: '/api/discussions',
    headers: { cookie: cookies.educator },
    payload: { course: 'Systematic Theology', question: { content: 'What does the passage say about grace?', difficultyLevel: 1 }, studentIds: [ids.student] },
  });
  ids.thread = discussion.json().threads[0].id;
  for (const [name, response] of [
    ['content', content],
    ['figma', figmaFile],
    ['design', design],
    ['application', application],
    ['discussion', discussion],
  ] as const) {
    expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await Promise.all([figma?.close(), canva?.close()]);
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
  if (process.env.FUZZ_REPORT) console.info(`request fuzz: ${summary.requests} requests, ${summary.serverErrors.length} answered 5xx`);
});

/** A request each write route accepts, as the role that may make it. */
function writeFixtures(): Record<string, WriteFixture> {
  const excerpt = 'Byang Kato warned the churches of Africa against syncretism and called them back to Scripture.';
  return {
    'POST /api/login': { role: 'anonymous', url: '/api/login', body: { username: 'grace.wanjiru', password: 'not the password' } },
    'POST /api/register': {
      role: 'anonymous',
      url: '/api/register',
      body: () => ({ name: 'Fuzz Student', username: `fuzz.${randomBytes(4).toString('hex')}`, password: 'long enough password', role: 'student' }),
    },
    'POST /api/logout': { role: 'anonymous', url: '/api/logout', body: {} },
    'POST /api/session/role': { role: 'admin', url: '/api/session/role', body: { role: 'admin' } },
    'POST /api/students/:id/assignments/:studentAssignmentId/submit': {
      role: 'student',
      url: `/api/students/${ids.student}/assignments/${ids.studentAssignment}/submit`,
      body: { content: 'My answer to the assignment, long enough to count as a submission.' },
    },
    'PATCH /api/students/:id/difficulty': { role: 'educator', url: `/api/students/${ids.student}/difficulty`, body: { level: 2 } },
    'POST /api/applications': {
      role: 'anonymous',
      url: '/api/applications',
      body: () => validApplication({ yearsInMinistry: 12, alternativeAssessmentDate: inDays(21), specialAccommodations: 'None' }),
    },
    'POST /api/contact': {
      role: 'anonymous',
      url: '/api/contact',
      body: () => ({
        name: 'Ruth Achieng',
        email: `ruth.${randomBytes(4).toString('hex')}@example.org`,
        phone: '+254700000000',
        department: 'admissions',
        subject: 'Entry assessment',
        message: 'When is the next entry assessment?',
      }),
    },
    'PATCH /api/admin/applications/:id/status': {
      role: 'admin',
      url: `/api/admin/applications/${ids.application}/status`,
      body: { status: 'assessed', assessmentScore: 78 },
    },
    'POST /api/questions/suggestions': {
      role: 'educator',
      url: '/api/questions/suggestions',
      body: { contentSource: excerpt, targetKeywords: ['syncretism'], levels: [1, 4], course: 'Systematic Theology', studentId: ids.student },
    },
    'POST /api/figma/files': {
      role: 'admin',
      url: '/api/figma/files',
      body: { figmaUrl: `https://www.figma.com/file/${SAMPLE_FILE_KEY}/Brand`, name: 'Brand kit again', description: 'Logos' },
    },
    'DELETE /api/figma/files/:id': { role: 'admin', url: `/api/figma/files/${ids.figmaFile}`, body: {} },
    'POST /api/figma/fetch-assets': {
      role: 'admin',
      url: '/api/figma/fetch-assets',
      body: { fileId: ids.figmaFile, assetIds: [ids.figmaAsset], formats: ['SVG', 'PNG'] },
    },
    'POST /api/canva/designs/create': {
      role: 'admin',
      url: '/api/canva/designs/create',
      body: { templateId: 'kti:course-card', templateType: 'course', title: 'Course card', description: 'For Missions' },
    },
    'POST /api/canva/designs/export': {
      role: 'admin',
      url: '/api/canva/designs/export',
      body: { designId: ids.canvaDesign, format: 'PNG', quality: 'standard' },
    },
    'POST /api/canva/generate-kti-assets': { role: 'admin', url: '/api/canva/generate-kti-assets', body: {} },
    'POST /api/canva/download-kti-assets': { role: 'admin', url: '/api/canva/download-kti-assets', body: { jobIds: ['job-that-does-not-exist'] } },
    'POST /api/cohort-meetings/join': { role: 'student', url: '/api/cohort-meetings/join', body: { meetingId: ids.meeting, studentId: ids.student } },
    'POST /api/admin/course-content': {
      role: 'admin',
      url: '/api/admin/course-content',
      body: {
        course: 'Missions',
        type: 'book',
        title: 'Translating the Message',
        author: 'Lamin Sanneh',
        content: excerpt,
        fileName: 'translating.txt',
        fileSize: 91,
        mimeType: 'text/plain',
        authorStyle: 'Scholarly',
      },
    },
    'POST /api/admin/course-content/file': {
      role: 'admin',
      url: '/api/admin/course-content/file',
      form: {
        fields: { course: 'Missions', type: 'book', title: 'Uploaded', author: 'Anon', philosophy: 'Translation' },
        file: { name: 'notes.txt', data: excerpt },
      },
    },
    'PUT /api/admin/course-content/:id': {
      role: 'admin',
      url: `/api/admin/course-content/${ids.content}`,
      body: { course: 'Missions', type: 'video', title: 'Edited', content: excerpt },
    },
    'POST /api/discussions': {
      role: 'educator',
      url: '/api/discussions',
      body: {
        course: 'Systematic Theology',
        question: {
          content: 'Why does Kato warn against syncretism?',
          difficultyLevel: 2,
          questionType: 'evidence',
          sourceExcerpt: excerpt,
          keywords: ['syncretism'],
        },
        studentIds: [ids.student],
      },
    },
    'POST /api/students/:id/discussions/:threadId/responses': {
      role: 'student',
      url: `/api/students/${ids.student}/discussions/${ids.thread}/responses`,
      body: { response: 'Grace is God giving what we do not deserve, as Ephesians 2:8 says.' },
    },
    'POST /api/students/:id/discussions/:threadId/comments': {
      role: 'educator',
      url: `/api/students/${ids.student}/discussions/${ids.thread}/comments`,
      body: { body: 'Look again at verse 9.' },
    },
    'POST /api/discussions/proposals/generate': { role: 'educator', url: '/api/discussions/proposals/generate', body: { course: 'Systematic Theology' } },
    // No proposal exists in this app: these answer 404, whatever the body; what matters is that they never answer 5xx.
    'POST /api/discussions/proposals/:proposalId/approve': {
      role: 'educator',
      url: '/api/discussions/proposals/00000000-0000-4000-8000-00000000000a/approve',
      body: { content: 'What does grace mean in Ephesians 2?' },
    },
    'POST /api/discussions/proposals/:proposalId/reject': {
      role: 'educator',
      url: '/api/discussions/proposals/00000000-0000-4000-8000-00000000000a/reject',
      body: {},
    },
    'PUT /api/discussions/settings/:course': {
      role: 'educator',
      url: '/api/discussions/settings/Systematic%20Theology',
      body: { autoSend: false, maxTurns: 4 },
    },
    'POST /api/applications/drafts': {
      role: 'anonymous',
      url: '/api/applications/drafts',
      body: () => ({ email: `fuzz.${randomBytes(4).toString('hex')}@example.org`, step: 1, values: [{ firstName: 'Fuzz' }, {}, {}, {}] }),
    },
    'POST /api/applications/drafts/resume': { role: 'anonymous', url: '/api/applications/drafts/resume', body: { token: 'z'.repeat(43) } },
    'POST /api/admin/applications/:id/assessment': {
      role: 'admin',
      url: `/api/admin/applications/${ids.application}/assessment`,
      body: { scheduledAt: new Date(Date.now() + 86_400_000).toISOString(), durationMinutes: 45 },
    },
    // No assessment has this token: 404 whatever the body, never a 5xx.
    'POST /api/assessments/open': { role: 'anonymous', url: '/api/assessments/open', body: { token: 'w'.repeat(43) } },
    'POST /api/assessments/start': { role: 'anonymous', url: '/api/assessments/start', body: { token: 'w'.repeat(43) } },
    'POST /api/assessments/answer': { role: 'anonymous', url: '/api/assessments/answer', body: { token: 'w'.repeat(43), level: 1, answer: 'An answer.' } },
    'POST /api/assessments/submit': { role: 'anonymous', url: '/api/assessments/submit', body: { token: 'w'.repeat(43) } },
    'POST /api/notifications/:id/read': { role: 'student', url: '/api/notifications/00000000-0000-4000-8000-00000000000b/read', body: {} },
    'POST /api/notifications/read-all': { role: 'student', url: '/api/notifications/read-all', body: {} },
    'PUT /api/me/notification-settings': {
      role: 'student',
      url: '/api/me/notification-settings',
      body: { email: 'grace@example.org', language: 'sw', emailKinds: ['socratic_question'] },
    },
    // The student's assignment is submitted by its own fixture; before that this answers 409, never a 5xx.
    'POST /api/submissions/:id/grade': {
      role: 'educator',
      url: `/api/submissions/${ids.studentAssignment}/grade`,
      body: { grade: 50, feedback: 'Clear reasons.' },
    },
    'PUT /api/admin/admissions-calendar': {
      role: 'admin',
      url: '/api/admin/admissions-calendar',
      body: { academicYear: '2027-2028', intakes: [{ startsOn: '2027-09-06', applicationDeadline: '2027-08-01' }] },
    },
    // No invitation exists here: these answer 404 whatever the body; what matters is never a 5xx.
    'POST /api/admin/staff/:userId/decision': {
      role: 'admin',
      url: `/api/admin/staff/${ids.pendingEducator}/decision`,
      body: { decision: 'refuse', note: 'Not known to the faculty.' },
    },
    'POST /api/admin/staff/invitations': {
      role: 'admin',
      url: '/api/admin/staff/invitations',
      body: () => ({
        name: 'Fuzz Educator',
        username: `fuzz.educator.${randomBytes(4).toString('hex')}`,
        email: 'fuzz.educator@example.org',
        language: 'fr',
        note: 'New lecturer',
      }),
    },
    'POST /api/me/email-confirmation': { role: 'anonymous', url: '/api/me/email-confirmation', body: { token: 'v'.repeat(43) } },
    'POST /api/invitations/lookup': { role: 'anonymous', url: '/api/invitations/lookup', body: { token: 'x'.repeat(43) } },
    'POST /api/invitations/accept': { role: 'anonymous', url: '/api/invitations/accept', body: { token: 'x'.repeat(43), password: 'a long enough password' } },
    'POST /api/course-materials': {
      role: 'educator',
      url: '/api/course-materials',
      form: {
        fields: { course: 'Missions', type: 'reading', title: 'Uploaded', author: 'Anon', isRequired: 'true', accessLevel: 'student' },
        file: { name: 'notes.txt', data: excerpt },
      },
    },
    'PUT /api/course-materials/:id': {
      role: 'admin',
      url: `/api/course-materials/${ids.material}`,
      body: { title: 'Edited', type: 'textbook', author: 'Anon', isRequired: false, accessLevel: 'student', videoUrl: 'https://video.example.org/1' },
    },
    'POST /api/course-materials/:id/move': { role: 'admin', url: `/api/course-materials/${ids.material}/move`, body: { direction: 'down' } },
    // Deletes the material the others change: fuzzed after them.
    'DELETE /api/course-materials/:id': { role: 'admin', url: `/api/course-materials/${ids.material}`, body: {}, runLast: true },
    'POST /api/students/:id/reflection-papers': {
      role: 'student',
      url: `/api/students/${ids.student}/reflection-papers`,
      body: { course: 'Systematic Theology', title: 'On grace', content: `${excerpt} ${excerpt} Grace is a gift, not a wage, as Ephesians 2:8 says.` },
    },
    'POST /api/canva/auth/disconnect': { role: 'admin', url: '/api/canva/auth/disconnect', body: {}, runLast: true },
    'PUT /api/admin/course-content/:id/validate': {
      role: 'admin',
      url: `/api/admin/course-content/${ids.content}/validate`,
      body: { status: 'approved', feedback: 'Good', score: 0.9 },
    },
  };
}

/** A URL component as an attacker may send it: a lone surrogate goes as the invalid UTF-8 bytes %ED%A0%80, which encodeURIComponent refuses to write. */
function encodeAnything(value: string): string {
  return value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

/** Path parameters for read routes: real ids where the route needs one. */
const readParams = (): Record<string, string> => ({
  id: ids.student,
  fileId: ids.figmaFile,
  jobId: 'job-1',
});

function record(label: string, response: LightMyRequestResponse) {
  summary.requests += 1;
  if (response.statusCode >= 500) summary.serverErrors.push(`${label} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
  // The Canva pop-up's callback answers with a page, by design; every other 400 is JSON.
  if (response.statusCode === 400 && /^application\/json/.test(String(response.headers['content-type']))) {
    // A 400 says what was wrong: the API's error shape, with a stable code.
    const body = response.json() as { code?: unknown; error?: unknown };
    if (typeof body.code !== 'string' || typeof body.error !== 'string')
      summary.serverErrors.push(`${label} -> 400 without the error shape: ${response.body.slice(0, 200)}`);
  }
}

let addressCounter = 0;
/** Each request from an address of its own, so the per-address limits (429) never hide what a request would do. */
const nextAddress = () => `10.${(++addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;

const send = (fixture: WriteFixture, method: string, payload: string | Buffer, contentType: string) =>
  t.app.inject({
    method: method as 'POST',
    url: fixture.url,
    payload,
    remoteAddress: nextAddress(),
    headers: { 'content-type': contentType, ...(fixture.role !== 'anonymous' && { cookie: cookies[fixture.role] }) },
  });

/** Canva write calls made by the fake while `work` ran: none may be made for a request that is refused. */
async function canvaWritesDuring(work: () => Promise<LightMyRequestResponse>) {
  const before = canva.requests.length;
  const response = await work();
  const writes = canva.requests.slice(before).filter((r) => r.method !== 'GET');
  return { response, writes };
}

describe('the route-table fuzz test', () => {
  it('has a fixture for every write route', () => {
    const fixtures = writeFixtures();
    const writeRoutes = t.app.accessTable.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method)).map((r) => `${r.method} ${r.url}`);
    expect(writeRoutes.filter((route) => !fixtures[route])).toEqual([]);
  });

  it('answers no write route with 5xx, whatever one field of the body holds', async () => {
    const fixtures = writeFixtures();
    const writeRoutes = t.app.accessTable.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    const ordered = [...writeRoutes].sort(
      (a, b) => Number(fixtures[`${a.method} ${a.url}`]!.runLast ?? false) - Number(fixtures[`${b.method} ${b.url}`]!.runLast ?? false),
    );
    for (const route of ordered) {
      const fixture = fixtures[`${route.method} ${route.url}`]!;
      const label = `${route.method} ${route.url}`;
      if (fixture.form) {
        for (const field of Object.keys(fixture.form.fields)) {
          for (const [name, nasty] of NASTY_TEXT) {
            const { payload, headers } = multipart({ ...fixture.form.fields, [field]: nasty }, fixture.form.file);
            record(`${label} ${field} = ${name}`, await send(fixture, route.method, payload, headers['content-type']));
          }
        }
        for (const [name, data] of NASTY_TEXT) {
          const { payload, headers } = multipart(fixture.form.fields, { name: 'notes.txt', data });
          record(`${label} file = ${name}`, await send(fixture, route.method, payload, headers['content-type']));
        }
        continue;
      }
      const freshBody = () => (typeof fixture.body === 'function' ? fixture.body() : (fixture.body ?? {}));
      const variants: [string, () => string][] = [
        ...mutations(freshBody()).map(([name, path, value]) => [name, () => JSON.stringify(withValueAt(freshBody(), path, value))] as [string, () => string]),
        ...WHOLE_BODY_MUTATIONS.map(([name, mutate]) => [name, () => mutate(freshBody())] as [string, () => string]),
      ];
      for (const [name, makePayload] of variants) {
        const payload = makePayload();
        const { response, writes } = await canvaWritesDuring(() => send(fixture, route.method, payload, 'application/json'));
        record(`${label} ${name}`, response);
        // What we can check ourselves is checked before Canva is asked to do anything (a Canva design was once created for a title the insert then refused).
        if (response.statusCode === 400 && response.json().code === 'VALIDATION_FAILED') {
          expect(
            writes.map((w) => `${w.method} ${w.path}`),
            `${label} ${name}: refused, yet Canva was called`,
          ).toEqual([]);
        }
      }
    }
    expect(summary.serverErrors).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(summary.requests).toBeGreaterThan(1000);
  }, 600_000);

  it('answers no read route with 5xx, whatever its query or path holds', async () => {
    const params = readParams();
    const before = summary.serverErrors.length;
    for (const route of t.app.accessTable.filter((r) => r.method === 'GET')) {
      const role: Role = route.access === 'public' ? 'anonymous' : route.url.startsWith('/api/students') ? 'educator' : 'admin';
      const headers = role === 'anonymous' ? {} : { cookie: cookies[role] };
      const fill = (values: Record<string, string>) =>
        route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeAnything(values[name] ?? params[name] ?? 'x'));
      for (const [name, nasty] of NASTY_TEXT) {
        // 1 MB in a URL is refused by any proxy before us; 16 KB is the most a browser sends.
        const value = nasty.length > 16_384 ? nasty.slice(0, 16_384) : nasty;
        for (const key of route.queryKeys) {
          record(`GET ${route.url}?${key} = ${name}`, await t.app.inject({ method: 'GET', url: `${fill({})}?${key}=${encodeAnything(value)}`, headers }));
        }
        for (const param of route.url.match(/:([A-Za-z]+)/g) ?? []) {
          record(`GET ${route.url} ${param} = ${name}`, await t.app.inject({ method: 'GET', url: fill({ [param.slice(1)]: value }), headers }));
        }
      }
    }
    expect(summary.serverErrors.slice(before)).toEqual([]);
  }, 300_000);
});
