/**
 * Mail: outgoing mail queued in the database and sent by a job, its wording in four languages, and
 * the contact details it signs with.
 */
export { mailRoutes } from './routes.ts';
export * from './service.ts';
export { createMailer, type Mailer, type OutgoingMail } from './mailer.ts';
export { REASON_WORDS, renderMail, type MailContact, type MailData, type MailKind, type RenderedMail } from './templates.ts';
export { courseName, levelName } from './locale-words.ts';
