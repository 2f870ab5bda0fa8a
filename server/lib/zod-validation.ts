import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z, type ZodType } from 'zod';
import { validationFailed } from '#server/errors.ts';

/** Turns zod issues into `{ field: message }`, naming the field a client sent (or `body` for the whole payload). */
export function fieldsFromZodError(error: z.ZodError, root = 'body'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || root;
    fields[path] ??= issue.message;
  }
  return fields;
}

/** Route schemas are zod schemas; a failure is a 400 naming each bad field. */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data ?? (httpPart === 'body' ? undefined : {}));
    if (result.success) return { value: result.data };
    return { error: validationFailed(fieldsFromZodError(result.error, httpPart === 'body' ? 'body' : String(httpPart))) };
  };

/**
 * Response schemas are presenters: parsing strips every field the schema does not name, so
 * nothing leaves the server by accident (conventions, habit 2).
 */
export const zodSerializerCompiler: FastifySerializerCompiler<ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(schema.parse(data));

/** Lets route handlers see `request.body` as the zod schema's output type. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends ZodType ? z.input<this['schema']> : unknown;
}
