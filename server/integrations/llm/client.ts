import type { Env } from '#server/env.ts';

/** Where and how to reach an OpenAI-compatible chat completions endpoint. */
export interface LlmConfig {
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; some self-hosted endpoints need none. */
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** The LLM is configured when both an endpoint and a model are named; otherwise the built-in engine answers. */
export function llmConfigFromEnv(env: Pick<Env, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>): LlmConfig | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS };
}

export type LlmFailureKind = 'http' | 'timeout' | 'network' | 'invalid_response' | 'invalid_json';

/** Any way a completion can fail; callers fall back on `kind` alone, the message is for logs. */
export class LlmError extends Error {
  constructor(
    readonly kind: LlmFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Joins the base URL and the OpenAI path whether or not the base ends in a slash. */
export function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

// Models asked for JSON still sometimes wrap it in a Markdown fence; the JSON inside is what was asked for.
function unfence(content: string): string {
  const trimmed = content.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed);
  return fenced ? fenced[1]! : trimmed;
}

/**
 * One chat completion in JSON mode (or held to a JSON schema when one is given): POST
 * `{base}/chat/completions` with the model and messages,
 * aborted after `timeoutMs` (the whole exchange, body included). Returns the first choice's
 * message content parsed as JSON; the caller validates its shape.
 */
export async function completeJson(
  config: LlmConfig,
  messages: ChatMessage[],
  options: { temperature?: number; schema?: { name: string; schema: object } } = {},
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  let payload: unknown;
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
    const response = await fetch(chatCompletionsUrl(config.baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: config.model,
        messages,
        temperature: options.temperature ?? 0.4,
        // With a schema, servers that support structured output (OpenAI, Ollama, llama.cpp's server) hold the model to it.
        response_format: options.schema
          ? { type: 'json_schema', json_schema: { name: options.schema.name, strict: true, schema: options.schema.schema } }
          : { type: 'json_object' },
      }),
      signal: controller.signal,
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new LlmError('http', `LLM endpoint answered ${response.status}${detail ? `: ${detail}` : ''}`, response.status);
    }
    payload = await response.json();
  } catch (error) {
    if (controller.signal.aborted) throw new LlmError('timeout', `LLM endpoint did not answer within ${config.timeoutMs} ms`);
    if (error instanceof LlmError) throw error;
    if (error instanceof SyntaxError) throw new LlmError('invalid_response', 'LLM endpoint answered with a body that is not JSON');
    throw new LlmError('network', `LLM endpoint unreachable: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }

  const content = (payload as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new LlmError('invalid_response', 'LLM reply has no choices[0].message.content string');
  try {
    return JSON.parse(unfence(content)) as unknown;
  } catch {
    throw new LlmError('invalid_json', `LLM message content is not JSON: ${content.slice(0, 120)}`);
  }
}
