/**
 * An API failure. `message` follows spec point 8: "{status}: {body or status text}"; it is for
 * logs, never for readers, who get describeApiError's translation of the body's `code`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get fields(): Record<string, string> | undefined {
    return (this.body as { fields?: Record<string, string> } | null)?.fields;
  }
}

/** Throws the spec's error for a non-ok response (spec point 8). */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  throw new ApiError(response.status, body, `${response.status}: ${text || response.statusText}`);
}

/**
 * Every call sends credentials (the session cookie); a JSON content type is set only when
 * there is a body (spec point 7).
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  // A FormData body goes as multipart, with the boundary the browser writes into its content type.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined || isForm ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The default reader: GET the query key's parts joined with '/'; optionally null on 401. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
