import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '#server/db/schema/index.ts';
import { commonWords, containsPattern, narrowedPattern } from '#server/lib/search.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';

describe('what a trigram index is asked for', () => {
  it('leaves out the words most rows hold, and any part of them, keeping the rest in order', () => {
    expect(narrowedPattern('bench 4242', ['bench', 'zawadi'])).toBe('%4242%');
    expect(narrowedPattern('Pastor Grace Kamau', ['pastor', 'grace'])).toBe('%kamau%');
    expect(narrowedPattern('past kamau njeri', ['pastor'])).toBe('%kamau%njeri%');
    // A person's % and _ stay letters.
    expect(narrowedPattern('pastor 100%_x', ['pastor'])).toBe('%100%x%');
  });

  it('asks for the whole search when no word is common, every word is, or no rarer word has three letters', () => {
    expect(narrowedPattern('kamau 4242', ['bench'])).toBeNull();
    expect(narrowedPattern('zawadi bench', ['bench', 'zawadi'])).toBeNull();
    expect(narrowedPattern('bench 42', ['bench'])).toBeNull();
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
  });
});

describe('a search that names a word most names hold', () => {
  let t: TestApp;
  let educator: string;
  let admin: string;
  // A school of pastors: "Pastor" on most names, as "Bench" is on every name of bench:api's.
  const NAMES = [
    ...Array.from({ length: 120 }, (_, i) => `Pastor ${['Amani', 'Neema', 'Juma'][i % 3]} Mwangi ${i}`),
    'Pastor Kamau Njoroge',
    'Pastor Kamaus Otieno',
    'Kamau Pastor Wafula',
    'Grace Kamau',
    'PASTOR KAMAU ODHIAMBO',
  ];

  beforeAll(async () => {
    t = await createTestApp();
    await Promise.all(NAMES.map((name) => createUser(t.db, { role: 'student', name })));
    educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
    admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
    await t.db.insert(applications).values(
      NAMES.map((name, i) => {
        // E-mails at one provider, as most applicants' are.
        const [firstName, ...rest] = name.split(' ');
        return {
          firstName: firstName!,
          lastName: rest.join(' '),
          status: 'submitted' as const,
          email: `${rest.at(-1)!.toLowerCase()}@gmail.com`,
          reference: `KTI-TEST-${i}`,
          submittedAt: new Date(Date.UTC(2026, 2, 1, 0, i)),
        };
      }),
    );
    // What autovacuum (or the migration, on an embedded database) records: the common words.
    await t.db.execute(sql`analyze users`);
    await t.db.execute(sql`analyze applications`);
  });
  afterAll(() => t.close());

  it('knows the common words from the database statistics', async () => {
    expect(await commonWords(t.db, 'users_name_words')).toEqual(expect.arrayContaining(['pastor', 'mwangi']));
    expect(await commonWords(t.db, 'users_name_words')).not.toContain('kamau');
    expect(await commonWords(t.db, 'applications_search_words')).toEqual(expect.arrayContaining(['gmail', 'com', 'kti', 'test']));
  });

  it('finds across the school exactly the names that contain the whole search, in name order', async () => {
    const names = async (q: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/students?q=${encodeURIComponent(q)}`, headers: { cookie: educator } })).json() as {
          items: { user: { name: string } }[];
        }
      ).items.map((s) => s.user.name);
    // The narrowed statement is the one these searches run.
    expect(narrowedPattern('pastor kamau', await commonWords(t.db, 'users_name_words'))).toBe('%kamau%');
    const containing = (q: string) => NAMES.filter((name) => name.toLowerCase().includes(q.toLowerCase())).sort();
    for (const q of ['pastor kamau', 'Pastor Kamau N', 'kamau pastor', 'astor kamau', 'pastor amani mwangi 3'])
      expect(await names(q), q).toEqual(containing(q));
    expect(await names('pastor kamau')).toEqual(['PASTOR KAMAU ODHIAMBO', 'Pastor Kamau Njoroge', 'Pastor Kamaus Otieno']);
  });

  it('finds applications exactly as the whole search reads: a name that does not run on into the e-mail', async () => {
    const found = async (q: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/admin/applications?q=${encodeURIComponent(q)}`, headers: { cookie: admin } })).json() as {
          items: { lastName: string }[];
        }
      ).items
        .map((a) => a.lastName)
        .sort();
    expect(await found('kamau njoroge')).toEqual(['Kamau Njoroge']);
    expect(await found('otieno@gmail')).toEqual(['Kamaus Otieno']);
    expect(await found('njoroge@gmail')).toEqual(['Kamau Njoroge']);
    expect(narrowedPattern('njoroge@gmail', await commonWords(t.db, 'applications_search_words'))).toBe('%njoroge%');
    // The name and the e-mail are separate: "njoroge gmail" runs across them, and is not found.
    expect(await found('njoroge gmail')).toEqual([]);
  });
});
