import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  AUTHOR_EMBODIMENT_FIELDS,
  contentDetailSchema,
  contentIdParamsSchema,
  contentItemSchema,
  contentListQuerySchema,
  libraryPageSchema,
  pendingPageSchema,
  contentQuerySchema,
  MAX_UPLOAD_BYTES,
  trainingDataSchema,
  uploadContentSchema,
  validateContentSchema,
} from '#shared/schemas/content.ts';
import { validationFailed } from '#server/errors.ts';
import { readUploadForm, UPLOAD_LIMITS, fileError } from '#server/modules/uploads/index.ts';
import { rejectMismatchedUserIdHeader } from '#server/lib/user-id-header.ts';
import { fieldsFromZodError, type ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { contentDisposition } from '#server/lib/content-disposition.ts';
import * as service from './service.ts';

const ACCESS = 'manage:content:any' as const;
/** The text fields a multipart upload may carry besides the file. */
const MULTIPART_TEXT_FIELDS = new Set<string>(['course', 'type', 'title', 'author', ...AUTHOR_EMBODIMENT_FIELDS]);
/** A pasted book as JSON: up to 2,000,000 characters, several bytes each once encoded. */
const JSON_UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES;
const EXPORT_FILE_NAME = 'sda-training-data.jsonl';

/** The admin content pipeline: upload, processing status, validation, library, SDA training data. */
export async function contentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Multipart parsing only in this module; one file per request, fields small.
  await app.register(multipart, {
    limits: UPLOAD_LIMITS,
  });
  // After the access guard (a root-level preValidation hook), so an anonymous caller still learns to sign in first.
  app.addHook('preValidation', rejectMismatchedUserIdHeader);

  app.get(
    '/admin/course-content',
    { config: { access: ACCESS }, schema: { querystring: contentListQuerySchema, response: { 200: libraryPageSchema } } },
    async (request) => service.listContent(app.db, request.query),
  );

  app.get(
    '/admin/course-content/:id',
    { config: { access: ACCESS }, schema: { params: contentIdParamsSchema, response: { 200: contentDetailSchema } } },
    async (request) => service.getContent(app.db, request.params.id),
  );

  app.post(
    '/admin/course-content',
    { config: { access: ACCESS }, bodyLimit: JSON_UPLOAD_BODY_LIMIT, schema: { body: uploadContentSchema, response: { 201: contentItemSchema } } },
    async (request, reply) => {
      const item = await service.uploadContent(app.db, request.session!.user.id, request.body);
      return reply.code(201).send(item);
    },
  );

  app.post('/admin/course-content/file', { config: { access: ACCESS }, schema: { response: { 201: contentItemSchema } } }, async (request, reply) => {
    const form = await readUploadForm(request, MULTIPART_TEXT_FIELDS);
    if (!form.file) throw fileError('FILE_REQUIRED', 'validation.file_required', 'Choose a file to upload');
    const extracted = await app.heavyWork.extractFile(form.file.name, form.file.data);
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
  });

  app.put(
    '/admin/course-content/:id',
    {
      config: { access: ACCESS },
      bodyLimit: JSON_UPLOAD_BODY_LIMIT,
      schema: { params: contentIdParamsSchema, body: uploadContentSchema, response: { 200: contentItemSchema } },
    },
    async (request) => service.editContent(app.db, request.params.id, request.body),
  );

  app.put(
    '/admin/course-content/:id/validate',
    { config: { access: ACCESS }, schema: { params: contentIdParamsSchema, body: validateContentSchema, response: { 200: contentItemSchema } } },
    async (request) => service.validateContent(app.db, request.params.id, request.session!.user.id, request.body),
  );

  app.get(
    '/admin/validation/pending',
    { config: { access: ACCESS }, schema: { querystring: contentListQuerySchema, response: { 200: pendingPageSchema } } },
    async (request) => service.listPending(app.db, request.query),
  );

  app.get(
    '/admin/training-data',
    { config: { access: ACCESS }, schema: { querystring: contentListQuerySchema, response: { 200: trainingDataSchema } } },
    async (request) => service.trainingData(app.db, request.query),
  );

  // Streamed: the export is written batch by batch, never built in memory.
  app.get('/admin/training-data/export', { config: { access: ACCESS }, schema: { querystring: contentQuerySchema } }, async (request, reply) => {
    reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', EXPORT_FILE_NAME))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(Readable.from(service.exportTrainingData(app.db, request.query.course)));
  });
}
