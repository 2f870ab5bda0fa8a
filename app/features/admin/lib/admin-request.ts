import { ApiError } from '#app/lib/api-client.ts';

/** An admin call bound to the signed-in admin: `(method, url, body?)`, like `apiRequest`. */
export type AdminRequest = <T = unknown>(method: string, url: string, body?: unknown) => Promise<T>;

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  // Spec point 8: "{status}: {body or status text}", the same error `apiRequest` throws.
  throw new ApiError(response.status, body, `${response.status}: ${text || response.statusText}`);
}

function headersFor(userId: string, body: unknown): Record<string, string> {
  // Spec point 6: admin requests carry the admin's id. The server takes identity from the session
  // only and refuses a header that disagrees with it (403 USER_MISMATCH).
  const headers: Record<string, string> = { 'X-User-Id': userId };
  // Spec point 7: a JSON content type only when there is a body; the browser sets the multipart one.
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  return headers;
}

/**
 * `apiRequest` for admin calls: credentials, the user-id header, JSON only when a body exists
 * (a `FormData` body goes as multipart), and the same `ApiError` on a non-ok answer.
 */
export async function adminRequest<T = unknown>(userId: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: headersFor(userId, body),
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Binds `adminRequest` to one admin, giving the `(method, url, body?)` shape the endpoint files use. */
export function bindAdminRequest(userId: string): AdminRequest {
  return <T,>(method: string, url: string, body?: unknown) => adminRequest<T>(userId, method, url, body);
}
