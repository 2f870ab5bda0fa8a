import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  PAPER_EXTENSIONS,
  paperDetailSchema,
  paperListQuerySchema,
  paperPageSchema,
  paperParamsSchema,
  paperSummarySchema,
  submitPaperSchema,
} from '#shared/schemas/papers.ts';
import { studentIdParamsSchema } from '#shared/schemas/students.ts';
import { validationFailed } from '#server/errors.ts';
import { readUploadForm, UPLOAD_LIMITS, fileError } from '#server/modules/uploads/index.ts';
import { fieldsFromZodError, type ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { idempotentWrite } from '#server/plugins/idempotency.ts';
import * as service from './service.ts';

const FORM_FIELDS = new Set(['course', 'title']);

/** Reflection papers: written in the page or uploaded, stored encrypted, analysed by a job. */
export async function paperRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  app.get(
    '/students/:id/reflection-papers',
    {
      config: { access: 'read:student:own' },
      schema: { params: studentIdParamsSchema, querystring: paperListQuerySchema, response: { 200: paperPageSchema } },
    },
    async (request, reply) => {
      // Decrypted titles and analyses: kept by no cache, shared or private.
      reply.header('cache-control', 'no-store');
      return service.listPapers(app.db, app.paperKey, request.session!, request.params.id, request.query);
    },
  );

  app.get(
    '/students/:id/reflection-papers/:paperId',
    { config: { access: 'read:student:own' }, schema: { params: paperParamsSchema, response: { 200: paperDetailSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getPaper(app.db, app.paperKey, request.session!, request.params.id, request.params.paperId);
    },
  );

  // JSON for a paper written in the page, multipart for a file: the body is read by hand for either.
  app.post(
    '/students/:id/reflection-papers',
    { config: { access: 'submit:paper:own', idempotent: true }, schema: { params: studentIdParamsSchema, response: { 201: paperSummarySchema } } },
    async (request, reply) => {
      let submission: service.PaperSubmission;
      if (request.isMultipart()) {
        const form = await readUploadForm(request, FORM_FIELDS);
        if (!form.file) throw fileError('FILE_REQUIRED', 'validation.file_required', 'Choose a file to upload');
        const extracted = await app.heavyWork.extractFile(form.file.name, form.file.data, PAPER_EXTENSIONS);
        const parsed = submitPaperSchema.safeParse({ ...form.fields, content: extracted.text });
        if (!parsed.success) {
          const { content, ...fields } = fieldsFromZodError(parsed.error);
          throw validationFailed(content ? { ...fields, file: content } : fields);
        }
        submission = { ...parsed.data, fileName: form.file.name, fileSize: form.file.data.length, mimeType: extracted.mimeType };
      } else {
        const parsed = submitPaperSchema.safeParse(request.body ?? undefined);
        if (!parsed.success) throw validationFailed(fieldsFromZodError(parsed.error));
        submission = parsed.data;
      }
      // The upload was read above, outside the transaction: on PGlite an open transaction holds every request.
      return idempotentWrite(request, reply, async (db) => ({
        status: 201,
        body: await service.submitPaper(db, app.paperKey, request.session!, request.params.id, submission),
      }));
    },
  );
}
