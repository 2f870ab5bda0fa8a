import type { TFunction } from 'i18next';
import { isErrorCode } from '#shared/constants/error-codes.ts';
import { ApiError } from './api-client.ts';

/**
 * What a failure toast or notice says, in the reader's language: the
 * translation of the error's stable `code`, or of the first field's message for a form, or a
 * message for the HTTP status, the lost connection or the unknown. The server's English `error`
 * sentence and "500: ..." never reach a reader.
 */
export function describeApiError(t: TFunction, error: unknown): string {
  const translated = (key: string) => t(key, { defaultValue: '' }) as string;
  if (error instanceof ApiError) {
    const body = (error.body ?? {}) as { code?: unknown; fields?: Record<string, unknown> };
    const firstField = body.fields ? Object.values(body.fields).find((value): value is string => typeof value === 'string') : undefined;
    // Field messages are translation keys (spec point 5), e.g. validation.min_2.
    const fieldMessage = firstField?.startsWith('validation.') ? translated(firstField) : '';
    if (fieldMessage) return fieldMessage;
    const codeMessage = isErrorCode(body.code) ? translated(`errors.codes.${body.code}`) : '';
    if (codeMessage) return codeMessage;
    if (error.status >= 500) return t('errors.server');
    return translated(`errors.by_status.${error.status}`) || t('errors.unknown');
  }
  // fetch rejects with a TypeError when the request never reached the server.
  if (error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false)) return t('errors.network');
  return t('errors.unknown');
}
