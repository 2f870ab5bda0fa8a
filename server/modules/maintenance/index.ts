/**
 * Maintenance: what runs on a timer while the server is up. Expired sessions, rate-limit windows,
 * remembered devices, idempotency keys, application drafts and finished jobs are deleted, and the
 * embedded database's tables are vacuumed and analysed as a server's autovacuum would.
 */
export { maintainTable, nextTableToMaintain, purgeExpired, startMaintenance, type TableMaintenance } from './service.ts';
