import { readFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, throwIfNotOk } from './api-client.ts';
import { describeApiError } from './describe-api-error.ts';

const strings = (lng: string) => JSON.parse(readFileSync(`app/public/locales/${lng}/common.json`, 'utf8'));
let en: TFunction;
let ar: TFunction;
let arPublicPage: TFunction;
beforeAll(async () => {
  const make = async (lng: string, resources: object) => {
    const i18n = createInstance();
    await i18n.init({ lng, fallbackLng: 'en', resources: { [lng]: { common: resources } }, defaultNS: 'common', interpolation: { escapeValue: false } });
    return i18n.t;
  };
  en = await make('en', strings('en'));
  ar = await make('ar', strings('ar'));
  // A prerendered public page carries no errors.codes (decision 003): the status speaks instead.
  const { codes: _omitted, ...publicErrors } = strings('ar').errors;
  arPublicPage = await make('ar', { ...strings('ar'), errors: publicErrors });
});

/** The error a fetch of this answer throws, as every API call builds it. */
async function failure(status: number, body: unknown): Promise<ApiError> {
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  return throwIfNotOk(response).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: ApiError) => error,
  );
}

describe('describeApiError', () => {
  it("translates the code, never showing the server's English sentence", async () => {
    const error = await failure(401, { error: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
    expect(describeApiError(ar, error)).toBe('اسم المستخدم أو كلمة المرور غير صحيحة.');
    expect(describeApiError(en, error)).toBe('The username or password is not correct.');
  });

  it("gives the first field's message for a form", async () => {
    const error = await failure(400, { error: 'Invalid firstName', code: 'VALIDATION_FAILED', fields: { firstName: 'validation.min_2' } });
    expect(describeApiError(en, error)).toBe('Enter at least 2 characters.');
  });

  it("falls back on the status where the code's string is not loaded, or the code is unknown", async () => {
    const duplicate = await failure(409, { error: 'This application has already been received', code: 'DUPLICATE_APPLICATION' });
    expect(describeApiError(arPublicPage, duplicate)).toBe(strings('ar').errors.by_status['409']);
    const future = await failure(429, { error: 'Slow down', code: 'SOME_FUTURE_CODE' });
    expect(describeApiError(en, future)).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('says the server failed for a 5xx, whatever its body', async () => {
    const error = await failure(502, '<html>Bad gateway</html>');
    expect(error.message).toBe('502: <html>Bad gateway</html>');
    expect(describeApiError(en, error)).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(describeApiError(en, error)).not.toContain('502');
  });

  it('says the connection is down when the request never left', () => {
    expect(describeApiError(ar, new TypeError('Failed to fetch'))).toBe(strings('ar').errors.network);
  });

  it('says something went wrong for anything else', () => {
    expect(describeApiError(en, new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
