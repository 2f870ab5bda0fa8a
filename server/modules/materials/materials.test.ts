import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { MAX_COURSE_MATERIALS, MAX_MATERIAL_BYTES, type CourseMaterial, type MaterialReading } from '#shared/schemas/materials.ts';
import { courseMaterialReadings, courseMaterials } from '#server/db/schema/index.ts';
import { createUser, loginAs } from '#server/test/app.ts';
import { createDemoApp, demoEducatorCookie, demoStudent } from '#server/test/demo.ts';
import { multipart } from '#server/test/multipart.ts';

let t: Awaited<ReturnType<typeof createDemoApp>>;
let student: string;
let educator: string;
let admin: string;
beforeAll(async () => {
  t = await createDemoApp();
  student = (await demoStudent(t.app, t.db, 1)).cookie;
  educator = await demoEducatorCookie(t.app);
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
});
afterAll(() => t.close());

const COURSE = 'Missions';
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const list = async (cookie: string, course = COURSE) =>
  (await get(`/api/course-materials?course=${encodeURIComponent(course)}`, cookie)).json() as CourseMaterial[];
const units = async (course = COURSE) =>
  (await get(`/api/course-units?course=${encodeURIComponent(course)}`, student)).json() as { id: string; name: string }[];
const add = (cookie: string | undefined, fields: Record<string, string>, file?: { name: string; data: Buffer | string }) => {
  const body = multipart({ course: COURSE, type: 'reading', title: 'A new material', ...fields }, file);
  return t.app.inject({ method: 'POST', url: '/api/course-materials', payload: body.payload, headers: { ...body.headers, ...(cookie ? { cookie } : {}) } });
};
const storedFiles = () => readdirSync(join(t.storageDir, 'materials', 'missions'));
const materialCount = async () => (await t.db.select({ id: courseMaterials.id }).from(courseMaterials)).length;

/** One MPEG-1 Layer III frame (128 kbps, 44.1 kHz) of silence: a real, if short, MP3. */
const mp3Frame = () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

describe('the demo materials are real documents', () => {
  it('gives each a file, a reading view and a page count the file itself bears out', async () => {
    const materials = await list(student, 'Hermeneutics');
    expect(materials.map((m) => m.format).sort()).toEqual(['epub', 'markdown', 'pdf']);
    const pdf = materials.find((m) => m.format === 'pdf')!;
    const file = await get(`/api/course-materials/${pdf.id}/file`, student);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(pdf.fileSize);
    const document = await getDocumentProxy(new Uint8Array(file.rawPayload));
    expect(pdf.pageCount).toBe(document.numPages);
    expect(document.numPages).toBeGreaterThanOrEqual(3);

    for (const material of materials) {
      const reading = await get(`/api/course-materials/${material.id}/reading`, student);
      expect(reading.statusCode).toBe(200);
      const body = reading.json() as MaterialReading;
      expect(body.pages).toHaveLength(material.pageCount!);
      expect(reading.rawPayload.length).toBe(material.readingSize);
      // Several pages of real study text, opening on the guide's own title.
      expect(body.pages[0]!.blocks[0]).toMatchObject({ kind: 'heading', level: 1 });
      const words = body.pages.flatMap((page) => page.blocks).reduce((sum, block) => sum + block.text.split(/\s+/).length, 0);
      expect(words).toBeGreaterThan(1_000);
    }
  });
});

describe("staff manage a course's materials", () => {
  it('lets an admin add a Markdown file to a unit: stored, read into pages, listed last in its unit', async () => {
    const [unit] = await units();
    const before = (await list(student)).filter((m) => m.unitId === unit!.id);
    const markdown =
      '# Reading the Acts of the Apostles\n\nLuke writes for **Theophilus**.\n\n## The spread of the word\n\n1. Jerusalem\n2. Judea and Samaria\n\n> Ye shall be witnesses unto me (KJV)\n';
    const response = await add(admin, { unitId: unit!.id, author: 'Faculty', isRequired: 'true' }, { name: 'acts.md', data: markdown });
    expect(response.statusCode).toBe(201);
    const created = response.json() as CourseMaterial;
    expect(created).toMatchObject({ format: 'markdown', unitId: unit!.id, unitName: unit!.name, isRequired: true, accessLevel: 'student', pageCount: 1 });
    expect(created.orderIndex).toBeGreaterThan(Math.max(0, ...before.map((m) => m.orderIndex)));

    const after = (await list(student)).filter((m) => m.unitId === unit!.id);
    expect(after.at(-1)!.id).toBe(created.id);
    const reading = (await get(`/api/course-materials/${created.id}/reading`, student)).json() as MaterialReading;
    expect(reading.pages[0]!.blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Reading the Acts of the Apostles' },
      { kind: 'paragraph', text: 'Luke writes for Theophilus.' },
      { kind: 'heading', level: 2, text: 'The spread of the word' },
      { kind: 'item', level: 1, text: 'Jerusalem' },
      { kind: 'item', level: 2, text: 'Judea and Samaria' },
      { kind: 'quote', text: 'Ye shall be witnesses unto me (KJV)' },
    ]);
    const file = await get(`/api/course-materials/${created.id}/file?download=1`, student);
    expect(file.body).toBe(markdown);
  });

  it('lets an educator add a recording, played from its file; the reader lists no pages for it', async () => {
    const response = await add(educator, { type: 'video', title: 'Lecture on mission', accessLevel: 'student' }, { name: 'lecture.mp3', data: mp3Frame() });
    expect(response.statusCode).toBe(201);
    const created = response.json() as CourseMaterial;
    expect(created).toMatchObject({ format: 'audio', mimeType: 'audio/mpeg', pageCount: 0, unitId: null, fileSize: 417 });
    const reading = (await get(`/api/course-materials/${created.id}/reading`, student)).json() as MaterialReading;
    expect(reading).toMatchObject({ format: 'audio', pages: [], mimeType: 'audio/mpeg', fileSize: 417 });
    const file = await get(`/api/course-materials/${created.id}/file`, student);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.rawPayload.equals(mp3Frame())).toBe(true);
  });

  it('takes a video address with no file', async () => {
    const response = await add(admin, { type: 'video', title: 'Recorded lecture', videoUrl: 'https://video.example.org/watch/42' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ videoUrl: 'https://video.example.org/watch/42', format: null, fileName: null, pageCount: null });
  });

  it('refuses bad files and bad fields with a 400 naming the field, and stores nothing', async () => {
    const rows = await materialCount();
    const files = storedFiles().length;
    const cases: [Record<string, string>, { name: string; data: Buffer | string } | undefined, string, string][] = [
      [{}, undefined, 'file', 'validation.file_or_video_required'],
      [{ videoUrl: 'http://insecure.example.org/v' }, undefined, 'videoUrl', 'validation.video_url_invalid'],
      [{ title: '' }, { name: 'a.md', data: '# A' }, 'title', 'validation.title_required'],
      [{ type: 'podcast' }, { name: 'a.md', data: '# A' }, 'type', 'validation.choose_option'],
      [{ accessLevel: 'everyone' }, { name: 'a.md', data: '# A' }, 'accessLevel', 'validation.choose_option'],
      [{ unitId: (await units('Preaching'))[0]!.id }, { name: 'a.md', data: '# A' }, 'unitId', 'validation.unit_invalid'],
      [{}, { name: 'setup.exe', data: 'MZ' }, 'file', 'validation.file_type_unsupported'],
      [{}, { name: 'book.pdf', data: 'not a pdf at all' }, 'file', 'validation.file_content_mismatch'],
      [{}, { name: 'book.epub', data: 'PK\x03\x04 not really a zip' }, 'file', 'validation.file_unreadable'],
      [{}, { name: 'talk.mp3', data: 'RIFF....WAVE' }, 'file', 'validation.file_content_mismatch'],
      [{}, { name: 'talk.m4a', data: Buffer.alloc(16) }, 'file', 'validation.file_content_mismatch'],
      [{}, { name: 'notes.txt', data: Buffer.from([0xff, 0xfe, 0x00, 0x41]) }, 'file', 'validation.file_not_utf8'],
      [{}, { name: 'empty.md', data: '' }, 'file', 'validation.file_empty'],
    ];
    for (const [fields, file, field, message] of cases) {
      const response = await add(admin, fields, file);
      expect(response.statusCode, JSON.stringify(fields) + file?.name).toBe(400);
      expect(response.json().fields, file?.name).toEqual({ [field]: message });
    }
    const tooBig = await add(admin, {}, { name: 'huge.mp3', data: Buffer.concat([mp3Frame(), Buffer.alloc(MAX_MATERIAL_BYTES)]) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().fields).toEqual({ file: 'validation.file_too_large' });
    expect(await materialCount()).toBe(rows);
    expect(storedFiles()).toHaveLength(files);
  });

  it('lets only staff change materials: a student is refused, a visitor asked to sign in', async () => {
    const [material] = await list(student);
    const body = { title: 'Changed', type: 'reading' };
    for (const [cookie, status] of [
      [student, 403],
      [undefined, 401],
    ] as const) {
      expect((await add(cookie, {}, { name: 'a.md', data: '# A' })).statusCode).toBe(status);
      const headers = cookie ? { cookie } : {};
      expect((await t.app.inject({ method: 'PUT', url: `/api/course-materials/${material!.id}`, payload: body, headers })).statusCode).toBe(status);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/course-materials/${material!.id}/move`, payload: { direction: 'down' }, headers })).statusCode,
      ).toBe(status);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/course-materials/${material!.id}`, headers })).statusCode).toBe(status);
    }
    expect((await list(student)).find((m) => m.id === material!.id)).toEqual(material);
  });

  it('edits every detail, moving a material to the end of its new unit', async () => {
    const [first, second] = await units();
    const created = (
      await add(admin, { unitId: first!.id, author: 'Someone' }, { name: 'notes.txt', data: 'Line one.\n\nLine two.' })
    ).json() as CourseMaterial;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/course-materials/${created.id}`,
      headers: { cookie: educator },
      payload: { title: 'Notes, revised', author: '', type: 'textbook', unitId: second!.id, isRequired: true, accessLevel: 'staff', description: 'For tutors' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Notes, revised',
      author: null,
      type: 'textbook',
      unitId: second!.id,
      isRequired: true,
      accessLevel: 'staff',
      description: 'For tutors',
    });
    const inUnit = (await list(educator)).filter((m) => m.unitId === second!.id);
    expect(inUnit.at(-1)!.id).toBe(created.id);
    // The reader's answer names the new title, and the size offered for download follows it.
    const reading = await get(`/api/course-materials/${created.id}/reading`, educator);
    expect(reading.json().title).toBe('Notes, revised');
    expect(inUnit.at(-1)!.readingSize).toBe(reading.rawPayload.length);

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/course-materials/${created.id}`,
      headers: { cookie: admin },
      payload: { title: '', type: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['title', 'type']);
  });

  it('keeps a staff-only material from students: not listed, not readable, no file', async () => {
    const created = (
      await add(admin, { accessLevel: 'staff', title: 'Tutor guide' }, { name: 'guide.md', data: '# Tutor guide\n\nAnswers.' })
    ).json() as CourseMaterial;
    expect((await list(student)).some((m) => m.id === created.id)).toBe(false);
    expect((await list(educator)).some((m) => m.id === created.id)).toBe(true);
    expect((await get(`/api/course-materials/${created.id}/reading`, student)).statusCode).toBe(404);
    expect((await get(`/api/course-materials/${created.id}/file`, student)).statusCode).toBe(404);
    expect((await get(`/api/course-materials/${created.id}/reading`, educator)).statusCode).toBe(200);
  });

  it('moves a material up and down within its unit; at an end it stays', async () => {
    const unit = (await units()).at(-1);
    const a = (await add(admin, { unitId: unit!.id, title: 'A' }, { name: 'a.md', data: '# A' })).json() as CourseMaterial;
    const b = (await add(admin, { unitId: unit!.id, title: 'B' }, { name: 'b.md', data: '# B' })).json() as CourseMaterial;
    const order = async () => (await list(admin)).filter((m) => m.unitId === unit!.id).map((m) => m.title);
    expect((await order()).slice(-2)).toEqual(['A', 'B']);
    const move = (id: string, direction: 'up' | 'down') =>
      t.app.inject({ method: 'POST', url: `/api/course-materials/${id}/move`, headers: { cookie: admin }, payload: { direction } });
    expect((await move(b.id, 'up')).statusCode).toBe(200);
    expect((await order()).slice(-2)).toEqual(['B', 'A']);
    expect((await move(a.id, 'down')).statusCode).toBe(200);
    expect((await order()).slice(-2)).toEqual(['B', 'A']);
    expect((await move(a.id, 'sideways' as 'up')).statusCode).toBe(400);
  });

  it('removes a material with its reading view and its file', async () => {
    const created = (await add(admin, { title: 'Short-lived' }, { name: 'gone.md', data: '# Gone' })).json() as CourseMaterial;
    const files = storedFiles().length;
    const response = await t.app.inject({ method: 'DELETE', url: `/api/course-materials/${created.id}`, headers: { cookie: educator } });
    expect(response.statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(files - 1);
    expect(await t.db.select().from(courseMaterialReadings).where(eq(courseMaterialReadings.materialId, created.id))).toEqual([]);
    expect((await get(`/api/course-materials/${created.id}/reading`, student)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/course-materials/${created.id}`, headers: { cookie: admin } })).statusCode).toBe(404);
  });

  it('asks for a course when listing', async () => {
    const response = await get('/api/course-materials', student);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('course');
  });
});

describe("a course's list is whole, under a hard cap", () => {
  it('refuses a material past MAX_COURSE_MATERIALS, so the whole list offline study saves is never cut short', async () => {
    const course = 'Ecclesiology' as const;
    const have = (await list(educator, course)).length;
    const filler = Array.from({ length: MAX_COURSE_MATERIALS - have }, (_, i) => ({
      course,
      type: 'reading' as const,
      title: `Filler ${i}`,
      fileUrl: 'https://example.org/v',
      orderIndex: 1000 + i,
    }));
    const made = await t.db.insert(courseMaterials).values(filler).returning({ id: courseMaterials.id });
    try {
      expect(await list(educator, course)).toHaveLength(MAX_COURSE_MATERIALS);
      const body = multipart({ course, type: 'video', title: 'One too many', videoUrl: 'https://www.youtube.com/watch?v=abc' });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/course-materials',
        payload: body.payload,
        headers: { ...body.headers, cookie: educator },
      });
      expect([refused.statusCode, refused.json().fields]).toEqual([409, { course: 'validation.course_materials_full' }]);
    } finally {
      await t.db.delete(courseMaterials).where(
        inArray(
          courseMaterials.id,
          made.map((m) => m.id),
        ),
      );
    }
  });
});
