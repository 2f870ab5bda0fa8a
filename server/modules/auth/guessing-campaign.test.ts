import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { mailOutbox, users } from '#server/db/schema/index.ts';
import { createTestApp, createUser, sessionCookie, type TestApp, type TestUser } from '#server/test/app.ts';
import { solveChallenge } from '#server/test/proof-of-work.ts';

/**
 * A guessing campaign spread over many addresses must not lock the owner out. The outside
 * audit's case (docs/decisions/009-trust.md): 120 wrong guesses from 12 addresses, with the
 * default limits (10 per account and address, a threshold of 100 per account), behind a trusted
 * proxy that names each address.
 */

interface Proof {
  challenge: string;
  nonce: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => t.close());

const attempt = (username: string, password: string, from: { ip: string; cookie?: string; proof?: Proof }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password, ...(from.proof && { proof: from.proof }) },
    headers: { 'x-forwarded-for': from.ip, ...(from.cookie && { cookie: from.cookie }) },
  });

/** As the login form does: send, and on a challenge solve it and send again. */
async function attemptSolving(username: string, password: string, from: { ip: string; cookie?: string }) {
  const first = await attempt(username, password, from);
  if (first.statusCode !== 428) return first;
  return attempt(username, password, { ...from, proof: solveChallenge(first.json().challenge) });
}

const loginFailureMail = (user: TestUser) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'login-failures'), eq(mailOutbox.recipient, `${user.username}@example.org`)));

const currentUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
const deviceCookieOf = (response: LightMyRequestResponse) => {
  const device = response.cookies.find((c) => c.name === 'kti_device');
  return device ? `kti_device=${device.value}` : undefined;
};

describe('a guessing campaign spread over many addresses', () => {
  it("never refuses the owner's right password from a new browser: it costs a proof of work, and the owner is told once by mail", async () => {
    const owner = await createUser(t.db);
    await t.db
      .update(users)
      .set({ email: `${owner.username}@example.org`, language: 'fr' })
      .where(eq(users.id, owner.id));
    const bystander = await createUser(t.db);
    // The owner's phone has signed in before: it carries the device cookie.
    const phone = deviceCookieOf(await attempt(owner.username, owner.password, { ip: '198.51.100.1' }));
    expect(phone).toBeDefined();

    // 100 wrong guesses from ten addresses, ten from each: each is checked, and refused.
    for (let a = 1; a <= 10; a++) {
      for (let i = 0; i < 10; i++) {
        const response = await attempt(owner.username, `guess-${a}-${i}`, { ip: `203.0.113.${a}` });
        expect(response.statusCode).toBe(401);
      }
    }
    // Past the threshold a guess is not checked without a proof of work...
    const unpaid = await attempt(owner.username, 'guess-11-0', { ip: '203.0.113.11' });
    expect(unpaid.statusCode).toBe(428);
    expect(unpaid.json()).toMatchObject({ code: 'LOGIN_CHALLENGE_REQUIRED', challenge: { challenge: expect.any(String), difficulty: 12 } });
    // ...and with one, it is checked (and refused) like any other: twenty more from two more addresses.
    for (let a = 11; a <= 12; a++) {
      for (let i = 0; i < 10; i++) expect((await attemptSolving(owner.username, `guess-${a}-${i}`, { ip: `203.0.113.${a}` })).statusCode).toBe(401);
    }

    // The owner, from a browser the account has never seen, with the right password: first a challenge...
    const newBrowser = { ip: '198.51.100.77' };
    const asked = await attempt(owner.username, owner.password, newBrowser);
    expect(asked.statusCode).toBe(428);
    expect(asked.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const { challenge } = asked.json();
    expect(challenge.difficulty).toBeGreaterThanOrEqual(12);
    expect(challenge.difficulty).toBeLessThanOrEqual(15);
    expect(Date.parse(challenge.expiresAt)).toBeGreaterThan(Date.now());
    // ...solved, and signed in.
    const proof = solveChallenge(challenge);
    const signedIn = await attempt(owner.username, owner.password, { ...newBrowser, proof });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: owner.username });
    expect((await currentUser(sessionCookie(signedIn))).statusCode).toBe(200);
    // That browser is now the owner's: its next sign-in needs no proof.
    const remembered = deviceCookieOf(signedIn);
    expect((await attempt(owner.username, owner.password, { ...newBrowser, cookie: remembered })).statusCode).toBe(200);

    // The same solution a second time is refused, with a fresh challenge, and signs nobody in.
    const replay = await attempt(owner.username, owner.password, { ip: '198.51.100.78', proof });
    expect(replay.statusCode).toBe(428);
    expect(replay.json().code).toBe('LOGIN_CHALLENGE_REQUIRED');
    expect(replay.json().challenge.challenge).not.toBe(proof.challenge);
    expect(replay.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    // A valid solution does not make a wrong password right.
    const paidWrong = await attempt(owner.username, 'still-not-it', {
      ip: '198.51.100.79',
      proof: solveChallenge((await attempt(owner.username, 'x', { ip: '198.51.100.79' })).json().challenge),
    });
    expect(paidWrong.statusCode).toBe(401);
    expect(paidWrong.json().code).toBe('INVALID_CREDENTIALS');

    // The owner's phone, on an address the campaign used, is not asked for anything.
    expect((await attempt(owner.username, owner.password, { ip: '203.0.113.1', cookie: phone })).statusCode).toBe(200);
    // Another account is not touched by this one's campaign.
    expect((await attempt(bystander.username, bystander.password, { ip: '203.0.113.5' })).statusCode).toBe(200);

    // One message, in the owner's language, saying how many attempts from how many addresses.
    const mail = await loginFailureMail(owner);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ language: 'fr', subject: 'Tentatives de connexion infructueuses à votre compte' });
    expect(mail[0]!.textBody).toContain('Tentatives refusées : 100');
    expect(mail[0]!.textBody).toContain('Adresses réseau d’origine : 10');
    expect(mail[0]!.textBody).toContain(owner.username);
    expect(mail[0]!.textBody).not.toContain(owner.password);
  }, 120_000);
});

describe('the proof of work past the threshold', () => {
  it('grows harder as failures double, asks the same of a username that does not exist, and mails no one without an address', async () => {
    const low = await createTestApp({ TRUST_PROXY: '127.0.0.1', LOGIN_ACCOUNT_CEILING: '2' });
    try {
      const quiet = await createUser(low.db);
      const send = (username: string, ip: string, proof?: Proof) =>
        low.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username, password: 'wrong guess', ...(proof && { proof }) },
          headers: { 'x-forwarded-for': ip },
        });
      const difficulties: number[] = [];
      for (let i = 0; i < 20; i++) {
        // One address per guess: only the per-account count grows.
        const ip = `192.0.2.${i + 1}`;
        const first = await send(quiet.username, ip);
        if (first.statusCode === 428) {
          difficulties.push(first.json().challenge.difficulty);
          expect((await send(quiet.username, ip, solveChallenge(first.json().challenge))).statusCode).toBe(401);
        } else expect(first.statusCode).toBe(401);
      }
      // Free for the first 2 failures; then 12 bits, one more at each doubling (4, 8, 16 failures), and no more than 15.
      expect(difficulties).toEqual([12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 14, 14, 14, 14, 15, 15, 15, 15]);
      // The account has no address to write to: no message.
      expect(await low.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'login-failures'))).toHaveLength(0);

      // An unknown username meets the same steps: the challenge does not tell which accounts exist.
      for (let i = 0; i < 2; i++) expect((await send('nobody-by-this-name', `192.0.2.${100 + i}`)).statusCode).toBe(401);
      const stranger = await send('nobody-by-this-name', '192.0.2.110');
      expect(stranger.statusCode).toBe(428);
      // A solution is bound to the account it was issued for: solved for one username, it is no proof for another.
      const borrowed = await send(quiet.username, '192.0.2.111', solveChallenge(stranger.json().challenge));
      expect(borrowed.statusCode).toBe(428);
      expect(borrowed.json().code).toBe('LOGIN_CHALLENGE_REQUIRED');
    } finally {
      await low.close();
    }
  }, 60_000);
});
