import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '#server/lib/jobs.ts';
import { llmConfigFromEnv } from '#server/integrations/llm/client.ts';
import { analyticsJobHandlers } from '#server/modules/analytics/index.ts';
import { assessmentJobHandlers } from '#server/modules/assessments/index.ts';
import { contentJobHandlers } from '#server/modules/content/index.ts';
import { proposalJobHandlers, discussionJobHandlers } from '#server/modules/discussions/index.ts';
import { mailContact, mailJobHandlers } from '#server/modules/mail/index.ts';
import { notificationMailJobHandlers } from '#server/modules/notifications/index.ts';
import { paperJobHandlers } from '#server/modules/papers/index.ts';

/**
 * Every kind of background job and what runs it, over the app's heavy-work pool, mailer and
 * settings. The server's worker runs these; tests drain the queue with the same table.
 */
export function jobHandlers(app: FastifyInstance): JobHandlers {
  const { env, heavyWork } = app;
  return {
    ...analyticsJobHandlers,
    ...contentJobHandlers({ analyse: (text) => heavyWork.analyseContent(text), chunk: heavyWork.chunkForSearch }),
    ...discussionJobHandlers({ analyseAnswer: heavyWork.analyseAnswer, llm: llmConfigFromEnv(env), log: app.log }),
    ...paperJobHandlers({ key: app.paperKey, analysePaper: heavyWork.analysePaper }),
    ...mailJobHandlers({ mailer: app.mailer }),
    ...notificationMailJobHandlers({ contact: mailContact(env), baseUrl: env.PUBLIC_BASE_URL }),
    ...assessmentJobHandlers({ analyseAnswer: heavyWork.analyseAnswer }),
    ...proposalJobHandlers({
      llm: llmConfigFromEnv(env),
      log: app.log,
      analyseExcerpt: heavyWork.analyseExcerpt,
      writeQuestions: heavyWork.writeQuestions,
      paperKey: app.paperKey,
    }),
  };
}
