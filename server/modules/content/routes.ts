import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTHOR_EMBODIMENT_FIELDS,
  contentDetailSchema,
  contentIdParamsSchema,
  contentListItemSchema,
  contentListSchema,
  contentQuerySchema,
  MAX_UPLOAD_BYTES,
  trainingDataSchema,
  uploadContentSchema,
  validateContentSchema,
} from '#shared/schemas/content.ts';
import { AppError, validationFailed } from '#server/errors.ts';
import { rejectMismatchedUserIdHeader } from '#server/lib/user-id-header.ts';
import { fieldsFromZodError, type ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { contentDisposition } from '#server/modules/materials/routes.ts';
import { baseFileName, extractUploadedFile, fileError } from './extract.ts';
import * as service from './service.ts';

const ACCESS = 'manage:content:any' as const;
/** The text fields a multipart upload may carry besides the file. */
const MULTIPART_TEXT_FIELDS = new Set<string>(['course', 'type', 'title', 'author', ...AUTHOR_EMBODIMENT_FIELDS]);
/** A pasted book as JSON: up to 2,000,000 characters, several bytes each once encoded. */
const JSON_UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES;
const EXPORT_FILE_NAME = 'sda-training-data.jsonl';

interface UploadedForm {
  fields: Record<string, string>;
  file: { name: string; data: Buffer } | null;
}

/** The multipart plugin's and busboy's errors in the API's shape (never a 500 for a bad upload). */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'FILE_TOO_LARGE', `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`, { file: 'validation.file_too_large' });
  }
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'TOO_MANY_FILES', 'Upload one file at a time', { file: 'validation.one_file' });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError(400, 'TOO_MANY_FIELDS', 'The form has too many fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data', { file: 'validation.file_required' });
  }
  return new AppError(400, 'MALFORMED_UPLOAD', 'The upload could not be read; please try again', { file: 'validation.file_unreadable' });
}

/** Reads the one file and the text fields of a multipart upload; the file is held in memory (at most 10 MB). */
async function readUploadForm(request: FastifyRequest): Promise<UploadedForm> {
  if (!request.isMultipart()) throw uploadError({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE' });
  const form: UploadedForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw fileError('UNEXPECTED_FILE', 'validation.file_required', `Send the file in the field named "file", not "${part.fieldname}"`);
        }
        form.file = { name: baseFileName(part.filename), data: await part.toBuffer() };
      } else if (MULTIPART_TEXT_FIELDS.has(part.fieldname)) {
        if (part.valueTruncated) throw validationFailed({ [part.fieldname]: 'validation.too_long' });
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return form;
}

/** The admin content pipeline (issue 5): upload, processing status, validation, library, SDA training data. */
export async function contentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Multipart parsing only in this module; one file per request, fields small.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024, headerPairs: 100 },
  });
  // After the access guard (a root-level preValidation hook), so an anonymous caller still learns to sign in first.
  app.addHook('preValidation', rejectMismatchedUserIdHeader);

  app.get(
    '/admin/course-content',
    { config: { access: ACCESS }, schema: { querystring: contentQuerySchema, response: { 200: contentListSchema } } },
    async (request) => service.listContent(app.db, request.query.course),
  );

  app.get(
    '/admin/course-content/:id',
    { config: { access: ACCESS }, schema: { params: contentIdParamsSchema, response: { 200: contentDetailSchema } } },
    async (request) => service.getContent(app.db, request.params.id),
  );

  app.post(
    '/admin/course-content',
    { config: { access: ACCESS }, bodyLimit: JSON_UPLOAD_BODY_LIMIT, schema: { body: uploadContentSchema, response: { 201: contentListItemSchema } } },
    async (request, reply) => {
      const item = await service.uploadContent(app.db, request.session!.user.id, request.body);
      return reply.code(201).send(item);
    },
  );

  app.post(
    '/admin/course-content/file',
    { config: { access: ACCESS }, schema: { response: { 201: contentListItemSchema } } },
    async (request, reply) => {
      const form = await readUploadForm(request);
      if (!form.file) throw fileError('FILE_REQUIRED', 'validation.file_required', 'Choose a file to upload');
      const extracted = await extractUploadedFile(form.file.name, form.file.data);
      const parsed = uploadContentSchema.safeParse({
        ...form.fields,
        content: extracted.text,
        fileName: form.file.name,
        fileSize: form.file.data.length,
        mimeType: extracted.mimeType,
      });
      if (!parsed.success) {
        const { content, fileName, ...fields } = fieldsFromZodError(parsed.error);
        // The form has no content or file-name field: what is wrong with them is wrong with the file.
        const fileProblem = content ?? fileName;
        throw validationFailed(fileProblem ? { ...fields, file: fileProblem } : fields);
      }
      const item = await service.uploadContent(app.db, request.session!.user.id, parsed.data, { cues: extracted.cues });
      return reply.code(201).send(item);
    },
  );

  app.put(
    '/admin/course-content/:id',
    {
      config: { access: ACCESS },
      bodyLimit: JSON_UPLOAD_BODY_LIMIT,
      schema: { params: contentIdParamsSchema, body: uploadContentSchema, response: { 200: contentListItemSchema } },
    },
    async (request) => service.editContent(app.db, request.params.id, request.body),
  );

  app.put(
    '/admin/course-content/:id/validate',
    { config: { access: ACCESS }, schema: { params: contentIdParamsSchema, body: validateContentSchema, response: { 200: contentListItemSchema } } },
    async (request) => service.validateContent(app.db, request.params.id, request.session!.user.id, request.body),
  );

  app.get(
    '/admin/validation/pending',
    { config: { access: ACCESS }, schema: { querystring: contentQuerySchema, response: { 200: contentListSchema } } },
    async (request) => service.listPending(app.db, request.query.course),
  );

  app.get(
    '/admin/training-data',
    { config: { access: ACCESS }, schema: { querystring: contentQuerySchema, response: { 200: trainingDataSchema } } },
    async (request) => service.trainingData(app.db, request.query.course),
  );

  // Streamed: the export is written batch by batch, never built in memory.
  app.get(
    '/admin/training-data/export',
    { config: { access: ACCESS }, schema: { querystring: contentQuerySchema } },
    async (request, reply) => {
      reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', EXPORT_FILE_NAME))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      return reply.send(Readable.from(service.exportTrainingData(app.db, request.query.course)));
    },
  );
}
