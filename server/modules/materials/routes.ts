import type { FastifyInstance } from 'fastify';
import { courseMaterialListSchema, courseQuerySchema, materialFileQuerySchema, materialIdParamsSchema } from '#shared/schemas/portal.ts';
import { notFound } from '#server/errors.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import * as repo from './repo.ts';

/** RFC 6266 filename for Content-Disposition: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Spec point 7, course materials; the file behind View and Download comes from file storage. */
export async function materialRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/course-materials',
    { config: { access: 'read:catalog:any' }, schema: { querystring: courseQuerySchema, response: { 200: courseMaterialListSchema } } },
    async (request) => repo.listMaterials(app.db, request.query.course),
  );

  app.get(
    '/course-materials/:id/file',
    { config: { access: 'read:catalog:any' }, schema: { params: materialIdParamsSchema, querystring: materialFileQuerySchema } },
    async (request, reply) => {
      const material = await repo.findMaterial(app.db, request.params.id);
      if (!material?.storageKey || !material.fileName) throw notFound('This material has no file');
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
}
