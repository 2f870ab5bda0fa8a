import type { FastifyInstance } from 'fastify';
import { can } from '#shared/auth/permissions.ts';
import {
  addFigmaFileSchema,
  fetchFigmaAssetsResultSchema,
  fetchFigmaAssetsSchema,
  figmaAssetListSchema,
  figmaAssetsParamsSchema,
  figmaAssetsQuerySchema,
  figmaFileIdParamsSchema,
  figmaFilePageSchema,
  figmaFileSchema,
  figmaStatusSchema,
  storedAssetFileQuerySchema,
  storedAssetIdParamsSchema,
  storedAssetPageSchema,
} from '#shared/schemas/figma.ts';
import { pageQuerySchema } from '#shared/schemas/fields.ts';
import { forbidden, notFound } from '#server/errors.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { contentDisposition } from '#server/lib/content-disposition.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';

const MANAGE = 'manage:design:any' as const;

/** /api/figma/... (spec point 7): design files, their assets, and the stored exports. */
export async function figmaRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps: service.FigmaDeps = { db: app.db, storage: app.storage, client: service.createFigmaClient(app.env) };

  app.get('/status', { config: { access: 'authenticated' }, schema: { response: { 200: figmaStatusSchema } } }, async () => service.status(deps.client));

  app.get(
    '/files',
    { config: { access: 'authenticated' }, schema: { querystring: pageQuerySchema, response: { 200: figmaFilePageSchema } } },
    async (request) => service.listFiles(app.db, request.query),
  );

  app.post('/files', { config: { access: MANAGE }, schema: { body: addFigmaFileSchema, response: { 201: figmaFileSchema } } }, async (request, reply) =>
    reply.code(201).send(await service.addFile(deps, request.body)),
  );

  app.delete('/files/:id', { config: { access: MANAGE }, schema: { params: figmaFileIdParamsSchema } }, async (request, reply) => {
    await service.deleteFile(app.db, request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/assets/:fileId',
    {
      config: { access: 'authenticated' },
      schema: { params: figmaAssetsParamsSchema, querystring: figmaAssetsQuerySchema, response: { 200: figmaAssetListSchema } },
    },
    async (request) => {
      // Anyone signed in may read; only an admin may make the server call Figma again.
      if (request.query.refresh && !can(request.session!.role!, MANAGE)) throw forbidden('Only an administrator may re-sync a design file');
      return service.listAssets(deps, request.params.fileId, request.query.refresh);
    },
  );

  app.post(
    '/fetch-assets',
    { config: { access: MANAGE }, schema: { body: fetchFigmaAssetsSchema, response: { 200: fetchFigmaAssetsResultSchema } } },
    async (request) => service.fetchAssets(deps, request.session!.user.id, request.body),
  );

  app.get(
    '/stored-assets',
    { config: { access: 'authenticated' }, schema: { querystring: pageQuerySchema, response: { 200: storedAssetPageSchema } } },
    async (request) => repo.pageStoredAssets(app.db, request.query),
  );

  app.get(
    '/stored-assets/:id/file',
    { config: { access: 'authenticated' }, schema: { params: storedAssetIdParamsSchema, querystring: storedAssetFileQuerySchema } },
    async (request, reply) => {
      const asset = await repo.findStoredAsset(app.db, request.params.id);
      if (!asset) throw notFound('No such stored asset');
      const file = await app.storage.read(asset.filePath);
      if (!file) throw notFound('The file for this asset is missing from storage');
      reply
        .header('content-type', asset.mimeType)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(request.query.download ? 'attachment' : 'inline', asset.originalName ?? asset.name))
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own could run script in the site's origin: viewed, it runs nothing.
        .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
      return reply.send(file.stream);
    },
  );
}
