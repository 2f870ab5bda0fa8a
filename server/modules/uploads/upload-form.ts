import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '#shared/schemas/content.ts';
import { AppError, validationFailed } from '#server/errors.ts';
import { baseFileName, fileError } from './extract.ts';

export interface UploadedForm {
  fields: Record<string, string>;
  file: { name: string; data: Buffer } | null;
}

/** The multipart limits every upload form uses with @fastify/multipart: one file, small text fields. */
export const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024, headerPairs: 100 } as const;

/** The multipart plugin's and busboy's errors in the API's shape (never a 500 for a bad upload). */
function uploadError(error: unknown, maxBytes: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'FILE_TOO_LARGE', `The file is larger than ${maxBytes / 1024 / 1024} MB`, { file: 'validation.file_too_large' });
  }
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'TOO_MANY_FILES', 'Upload one file at a time', { file: 'validation.one_file' });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError(400, 'TOO_MANY_FIELDS', 'The form has too many fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data', { file: 'validation.file_required' });
  }
  return new AppError(400, 'MALFORMED_UPLOAD', 'The upload could not be read; please try again', { file: 'validation.file_unreadable' });
}

/**
 * Reads the one file (field "file") and the named text fields of a multipart upload; the file
 * is held in memory (at most `maxBytes`, the limit the module registered multipart with). Other
 * fields are ignored.
 */
export async function readUploadForm(request: FastifyRequest, textFields: ReadonlySet<string>, maxBytes: number = MAX_UPLOAD_BYTES): Promise<UploadedForm> {
  if (!request.isMultipart()) throw uploadError({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE' }, maxBytes);
  const form: UploadedForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw fileError('UNEXPECTED_FILE', 'validation.file_required', `Send the file in the field named "file", not "${part.fieldname}"`);
        }
        form.file = { name: baseFileName(part.filename), data: await part.toBuffer() };
      } else if (textFields.has(part.fieldname)) {
        if (part.valueTruncated) throw validationFailed({ [part.fieldname]: 'validation.too_long' });
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
  return form;
}
