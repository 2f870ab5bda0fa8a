import { apiRequest } from '#app/lib/api-client.ts';

/** An admin call bound to the signed-in admin: `(method, url, body?)`, like `apiRequest`. */
export type AdminRequest = <T = unknown>(method: string, url: string, body?: unknown) => Promise<T>;

/**
 * `apiRequest` for admin calls: the same credentials, body handling and `ApiError`, plus the
 * user-id header of spec point 6. The server takes identity from the session only and refuses a
 * header that disagrees with it (403 USER_MISMATCH).
 */
export function adminRequest<T = unknown>(userId: string, method: string, url: string, body?: unknown): Promise<T> {
  return apiRequest<T>(method, url, body, { 'X-User-Id': userId });
}

/** Binds `adminRequest` to one admin, giving the `(method, url, body?)` shape the endpoint files use. */
export function bindAdminRequest(userId: string): AdminRequest {
  return <T>(method: string, url: string, body?: unknown) => adminRequest<T>(userId, method, url, body);
}
