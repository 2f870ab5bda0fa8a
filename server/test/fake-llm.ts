import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received. */
export interface FakeLlmRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string };
    [key: string]: unknown;
  };
}

/** What the fake answers: an HTTP status, a raw body, and how long to wait first. */
export interface FakeLlmReply {
  status?: number;
  body: string;
  delayMs?: number;
}

export type FakeLlmResponder = (request: FakeLlmRequest) => FakeLlmReply;

export interface FakeLlm {
  /** Base URL to pass as LLM_BASE_URL (the client appends /chat/completions). */
  url: string;
  requests: FakeLlmRequest[];
  /** Sets how the next requests are answered. */
  respondWith: (responder: FakeLlmResponder) => void;
  close: () => Promise<void>;
}

/** An OpenAI chat completion whose first choice's message content is `content`. */
export function chatCompletion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  });
}

/**
 * A local OpenAI-compatible endpoint on 127.0.0.1 and a free port: POST /chat/completions is
 * answered by the current responder; anything else is a 404. Every request is recorded.
 */
export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: FakeLlmRequest[] = [];
  let responder: FakeLlmResponder = () => ({ status: 500, body: JSON.stringify({ error: { message: 'no reply configured' } }) });

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      let body: FakeLlmRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeLlmRequest['body'];
      } catch {
        // Recorded as empty: the test then sees what arrived.
      }
      const request: FakeLlmRequest = { method: req.method, url: req.url, headers: req.headers, body };
      requests.push(request);
      const reply = responder(request);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(reply.body);
      };
      if (!reply.delayMs) return send();
      const timer = setTimeout(send, reply.delayMs);
      // A client that gave up (timeout) closes the socket: no reply is owed.
      res.on('close', () => clearTimeout(timer));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondWith: (next) => {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
