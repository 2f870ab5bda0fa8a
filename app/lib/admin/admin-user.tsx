import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { bindAdminRequest, type AdminRequest } from './admin-request.ts';

const AdminRequestContext = createContext<AdminRequest | null>(null);

/** Makes the signed-in admin's bound `adminRequest` available to every admin endpoint hook below it. */
export function AdminUserProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const request = useMemo(() => bindAdminRequest(userId), [userId]);
  return <AdminRequestContext.Provider value={request}>{children}</AdminRequestContext.Provider>;
}

/** The `(method, url, body?)` admin call for the current admin; only inside `AdminPortal`. */
export function useAdminRequest(): AdminRequest {
  const request = useContext(AdminRequestContext);
  if (!request) throw new Error('useAdminRequest must be used inside AdminUserProvider');
  return request;
}
