import type { FastifyInstance } from 'fastify';
import {
  courseParamsSchema,
  discussionCommentItemSchema,
  discussionCommentSchema,
  discussionResponseSchema,
  discussionSettingsSchema,
  approveProposalSchema,
  levelRecommendationPageSchema,
  proposalListQuerySchema,
  proposalPageSchema,
  proposalParamsSchema,
  proposeQuestionsSchema,
  responseAcceptedSchema,
  startDiscussionsResultSchema,
  startDiscussionsSchema,
  threadListQuerySchema,
  threadPageSchema,
  threadParamsSchema,
} from '#shared/schemas/discussions.ts';
import { pageQuerySchema } from '#shared/schemas/fields.ts';
import { COURSES } from '#shared/constants/courses.ts';
import { studentIdParamsSchema } from '#shared/schemas/students.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { idempotentWrite } from '#server/plugins/idempotency.ts';
import { z } from 'zod';
import { okSchema } from '#shared/schemas/auth.ts';
import * as proposals from './proposals.ts';
import * as service from './service.ts';

const STAFF = 'manage:discussion:any' as const;

/** Socratic discussions: educators send questions, students answer, the agent analyses and asks back. */
export async function discussionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/discussions',
    { config: { access: STAFF }, schema: { body: startDiscussionsSchema, response: { 201: startDiscussionsResultSchema } } },
    async (request, reply) => reply.code(201).send(await service.startDiscussions(app.db, request.session!, request.body)),
  );

  app.get(
    '/students/:id/discussions',
    {
      config: { access: 'read:student:own' },
      schema: { params: studentIdParamsSchema, querystring: threadListQuerySchema, response: { 200: threadPageSchema } },
    },
    async (request) => service.listThreads(app.db, request.session!, request.params.id, request.query),
  );

  app.post(
    '/students/:id/discussions/:threadId/responses',
    {
      config: { access: 'respond:discussion:own', idempotent: true },
      schema: { params: threadParamsSchema, body: discussionResponseSchema, response: { 202: responseAcceptedSchema } },
    },
    async (request, reply) =>
      idempotentWrite(request, reply, async (db) => ({
        status: 202,
        body: await service.respond(db, request.session!, request.params.id, request.params.threadId, request.body.response),
      })),
  );

  app.post(
    '/students/:id/discussions/:threadId/comments',
    { config: { access: STAFF }, schema: { params: threadParamsSchema, body: discussionCommentSchema, response: { 201: discussionCommentItemSchema } } },
    async (request, reply) => reply.code(201).send(await service.comment(app.db, request.session!, request.params.id, request.params.threadId, request.body)),
  );

  app.get(
    '/discussions/settings/:course',
    { config: { access: STAFF }, schema: { params: courseParamsSchema, response: { 200: discussionSettingsSchema } } },
    async (request) => service.getSettings(app.db, request.params.course),
  );

  app.put(
    '/discussions/settings/:course',
    { config: { access: STAFF }, schema: { params: courseParamsSchema, body: discussionSettingsSchema, response: { 200: discussionSettingsSchema } } },
    async (request) => service.saveSettings(app.db, request.session!, request.params.course, request.body),
  );

  app.get(
    '/discussions/proposals',
    { config: { access: STAFF }, schema: { querystring: proposalListQuerySchema, response: { 200: proposalPageSchema } } },
    async (request) => proposals.listProposals(app.db, request.query),
  );

  app.post(
    '/discussions/proposals/generate',
    { config: { access: STAFF }, schema: { body: proposeQuestionsSchema, response: { 202: z.object({ queued: z.literal(true) }) } } },
    async (request, reply) => reply.code(202).send(await proposals.requestProposals(app.db, request.body.course)),
  );

  app.post(
    '/discussions/proposals/:proposalId/approve',
    {
      config: { access: STAFF },
      schema: { params: proposalParamsSchema, body: approveProposalSchema, response: { 200: z.object({ threadId: z.string().uuid() }) } },
    },
    async (request) => proposals.approveProposal(app.db, request.session!, request.params.proposalId, request.body.content),
  );

  app.post(
    '/discussions/proposals/:proposalId/reject',
    { config: { access: STAFF }, schema: { params: proposalParamsSchema, response: { 200: okSchema } } },
    async (request) => proposals.rejectProposal(app.db, request.session!, request.params.proposalId),
  );

  app.get(
    '/discussions/recommendations',
    {
      config: { access: STAFF },
      schema: {
        querystring: pageQuerySchema.extend({ course: z.enum(COURSES, { message: 'validation.course_invalid' }).optional() }),
        response: { 200: levelRecommendationPageSchema },
      },
    },
    async (request) => service.listRecommendations(app.db, request.query),
  );
}
