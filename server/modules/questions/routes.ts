import type { FastifyInstance } from 'fastify';
import { questionSuggestionListSchema, suggestionRequestSchema } from '#shared/schemas/questions.ts';
import { llmConfigFromEnv } from '#server/integrations/llm/client.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import * as service from './service.ts';

/** POST /api/questions/suggestions (spec point 7): the Socratic question engine. */
export async function questionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const llm = llmConfigFromEnv(app.env);

  app.post(
    '/questions/suggestions',
    { config: { access: 'create:question:any' }, schema: { body: suggestionRequestSchema, response: { 200: questionSuggestionListSchema } } },
    async (request) =>
      service.suggestQuestions(
        app.db,
        { llm, log: request.log, analyseExcerpt: app.heavyWork.analyseExcerpt, writeQuestions: app.heavyWork.writeQuestions, paperKey: app.paperKey },
        request.body,
      ),
  );
}
