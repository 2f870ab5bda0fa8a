import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  courseMaterialListSchema,
  courseMaterialSchema,
  courseUnitListSchema,
  CREATE_MATERIAL_FIELDS,
  createMaterialSchema,
  materialFileQuerySchema,
  materialIdParamsSchema,
  materialReadingSchema,
  MAX_MATERIAL_BYTES,
  moveMaterialSchema,
  updateMaterialSchema,
} from '#shared/schemas/materials.ts';
import { z } from 'zod';
import { COURSES } from '#shared/constants/courses.ts';
import { notFound, validationFailed } from '#server/errors.ts';
import { contentDisposition } from '#server/lib/content-disposition.ts';
import { readUploadForm, UPLOAD_LIMITS } from '#server/modules/uploads/index.ts';
import { fieldsFromZodError, type ZodTypeProvider } from '#server/lib/zod-validation.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';

const MANAGE = 'manage:materials:any' as const;
const FORM_FIELDS = new Set<string>(CREATE_MATERIAL_FIELDS);
const courseRequiredSchema = z.object({ course: z.enum(COURSES, { message: 'validation.course_invalid' }) });

/**
 * Spec point 7, course materials: staff (admins, and educators, who teach
 * every course of the programme) add, edit, order and remove them; students read them in the
 * reflowable reader and download them. The file comes from file storage.
 */
export async function materialRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { ...UPLOAD_LIMITS, fileSize: MAX_MATERIAL_BYTES } });

  app.get(
    '/course-materials',
    { config: { access: 'read:catalog:any' }, schema: { querystring: courseRequiredSchema, response: { 200: courseMaterialListSchema } } },
    async (request) => service.listMaterials(app.db, request.session!, request.query.course),
  );

  app.get(
    '/course-units',
    { config: { access: 'read:catalog:any' }, schema: { querystring: courseRequiredSchema, response: { 200: courseUnitListSchema } } },
    async (request) => repo.listUnits(app.db, request.query.course),
  );

  app.get(
    '/course-materials/:id/reading',
    { config: { access: 'read:catalog:any' }, schema: { params: materialIdParamsSchema, response: { 200: materialReadingSchema } } },
    async (request, reply) => {
      const reading = await service.readingFor(app.db, request.session!, request.params.id);
      const studentId = request.session!.user.studentId;
      if (studentId) await repo.recordAccess(app.db, studentId, reading.id);
      reply.header('cache-control', 'private, no-cache');
      return reading;
    },
  );

  app.get(
    '/course-materials/:id/file',
    { config: { access: 'read:catalog:any' }, schema: { params: materialIdParamsSchema, querystring: materialFileQuerySchema } },
    async (request, reply) => {
      const material = await service.materialFor(app.db, request.session!, request.params.id);
      if (!material.storageKey || !material.fileName) throw notFound('This material has no file');
      const file = await app.storage.read(material.storageKey);
      if (!file) throw notFound('The file for this material is missing from storage');
      const studentId = request.session!.user.studentId;
      if (studentId) await repo.recordAccess(app.db, studentId, material.id);
      reply
        .header('content-type', material.mimeType ?? 'application/octet-stream')
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(request.query.download === '1' ? 'attachment' : 'inline', material.fileName))
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      return reply.send(file.stream);
    },
  );

  // Multipart: the details as text fields, and the file (optional when a video address is given).
  app.post('/course-materials', { config: { access: MANAGE }, schema: { response: { 201: courseMaterialSchema } } }, async (request, reply) => {
    const form = await readUploadForm(request, FORM_FIELDS, MAX_MATERIAL_BYTES);
    const parsed = createMaterialSchema.safeParse(form.fields);
    if (!parsed.success) throw validationFailed(fieldsFromZodError(parsed.error));
    // The file is read (checked, turned into pages) in a worker thread, before anything is stored.
    const file = form.file ? { ...form.file, reading: await app.heavyWork.readMaterial(form.file.name, form.file.data) } : null;
    const material = await service.createMaterial({ db: app.db, storage: app.storage }, parsed.data, file);
    return reply.code(201).send(material);
  });

  app.put(
    '/course-materials/:id',
    { config: { access: MANAGE }, schema: { params: materialIdParamsSchema, body: updateMaterialSchema, response: { 200: courseMaterialSchema } } },
    async (request) => service.updateMaterial(app.db, request.params.id, request.body),
  );

  app.post(
    '/course-materials/:id/move',
    { config: { access: MANAGE }, schema: { params: materialIdParamsSchema, body: moveMaterialSchema, response: { 200: courseMaterialSchema } } },
    async (request) => service.moveMaterial(app.db, request.params.id, request.body.direction),
  );

  app.delete('/course-materials/:id', { config: { access: MANAGE }, schema: { params: materialIdParamsSchema } }, async (request, reply) => {
    await service.deleteMaterial({ db: app.db, storage: app.storage }, request.params.id);
    return reply.code(204).send();
  });
}
