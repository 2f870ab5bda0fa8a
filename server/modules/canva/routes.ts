import type { FastifyInstance } from 'fastify';
import { okSchema } from '#shared/schemas/auth.ts';
import {
  brandKitSchema,
  callbackQuerySchema,
  canvaAssetPageSchema,
  canvaAuthStatusSchema,
  canvaAuthUrlSchema,
  canvaDesignPageSchema,
  canvaPageQuerySchema,
  canvaStatusSchema,
  canvaTemplatePageSchema,
  createDesignResultSchema,
  createDesignSchema,
  downloadAssetsSchema,
  exportDesignSchema,
  exportJobParamsSchema,
  exportStartedSchema,
  exportStatusSchema,
  generateAssetsResultSchema,
} from '#shared/schemas/canva.ts';
import { INSTITUTE } from '#shared/constants/brand.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { contentDisposition } from '#server/lib/content-disposition.ts';
import { callbackPage } from './callback-page.ts';
import * as service from './service.ts';

const ADMIN = 'manage:design:any' as const;

/** /api/canva/... (spec point 7): the design studio on the Canva Connect API. */
export async function canvaRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = service.canvaDeps(app.db, app.env);

  app.get('/status', { config: { access: 'authenticated' }, schema: { response: { 200: canvaStatusSchema } } }, async () => service.status(deps));

  app.get('/auth/status', { config: { access: 'authenticated' }, schema: { response: { 200: canvaAuthStatusSchema } } }, async () => service.authStatus(deps));

  // Spec point 6: only admins connect Canva for the institute.
  app.get('/auth', { config: { access: ADMIN }, schema: { response: { 200: canvaAuthUrlSchema } } }, async (request) =>
    service.startAuthorization(deps, request.session!.user.id),
  );

  // Public: the browser arrives here from canva.com. The single-use state binds it to the admin who started it.
  app.get('/auth/callback', { config: { access: 'public' }, schema: { querystring: callbackQuerySchema } }, async (request, reply) => {
    const origin = deps.ownOrigin ?? `${request.protocol}://${request.host}`;
    let status = 200;
    let outcome: { success: true } | { success: false; error: string } = { success: true };
    try {
      await service.completeAuthorization(deps, request.query, request.session?.user.id ?? null);
    } catch (error) {
      if (!(error instanceof service.CallbackError)) throw error;
      request.log.warn({ reason: error.message }, 'canva authorization failed');
      status = error.statusCode;
      outcome = { success: false, error: error.message };
    }
    const page = callbackPage(origin, outcome);
    return reply.code(status).headers(page.headers).send(page.html);
  });

  app.post('/auth/disconnect', { config: { access: ADMIN }, schema: { response: { 200: okSchema } } }, async (request) => {
    await service.disconnect(deps, request.log);
    return { ok: true as const };
  });

  // The three lists are Canva's pages, one per call, with Canva's continuation as the cursor.
  app.get(
    '/templates',
    { config: { access: 'authenticated' }, schema: { querystring: canvaPageQuerySchema, response: { 200: canvaTemplatePageSchema } } },
    async (request) => service.listTemplates(deps, request.query),
  );

  app.get(
    '/designs',
    { config: { access: 'authenticated' }, schema: { querystring: canvaPageQuerySchema, response: { 200: canvaDesignPageSchema } } },
    async (request) => service.listDesigns(deps, request.query),
  );

  app.get(
    '/assets',
    { config: { access: 'authenticated' }, schema: { querystring: canvaPageQuerySchema, response: { 200: canvaAssetPageSchema } } },
    async (request) => service.listAssets(deps, request.query),
  );

  app.get('/brand-kit', { config: { access: 'authenticated' }, schema: { response: { 200: brandKitSchema } } }, async () => service.brandKit(app.db));

  app.post(
    '/designs/create',
    { config: { access: 'authenticated' }, schema: { body: createDesignSchema, response: { 200: createDesignResultSchema } } },
    async (request) => service.createDesign(deps, request.session!.user.id, request.body),
  );

  app.post(
    '/designs/export',
    { config: { access: 'authenticated' }, schema: { body: exportDesignSchema, response: { 200: exportStartedSchema } } },
    async (request) => service.startExport(deps, request.session!.user.id, request.body),
  );

  app.get(
    '/exports/:jobId/status',
    { config: { access: 'authenticated' }, schema: { params: exportJobParamsSchema, response: { 200: exportStatusSchema } } },
    async (request) => service.exportStatus(deps, request.params.jobId),
  );

  app.post('/generate-kti-assets', { config: { access: ADMIN }, schema: { response: { 200: generateAssetsResultSchema } } }, async (request) =>
    service.generateInstituteAssets(deps, request.session!.user.id),
  );

  app.post('/download-kti-assets', { config: { access: ADMIN }, schema: { body: downloadAssetsSchema } }, async (request, reply) => {
    const zip = await service.downloadAssetsZip(deps, request.body.jobIds);
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', String(zip.length))
      .header('content-disposition', contentDisposition('attachment', `${INSTITUTE.abbreviation.toLowerCase()}-assets.zip`))
      .header('cache-control', 'no-store')
      .send(zip);
  });
}
