import { INSTITUTE } from '#shared/constants/brand.ts';
import { directionOf, LANGUAGE_CODES, type LanguageCode } from '#shared/constants/languages.ts';
import type { DecisionReason } from '#shared/schemas/content.ts';
import { escapeHtml } from '#server/lib/html.ts';
import { fillWords, MAIL_WORDING, type MessageWords } from './wording.ts';

/** The institute's contact details printed at the foot of every message. */
export interface MailContact {
  email: string;
  phone: string;
  website: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What each kind of message needs to be written. */
export interface MailData {
  'application-received': { firstName: string; reference: string };
  'application-accepted': {
    firstName: string;
    reference: string;
    /** The course's name and the level's name, in the recipient's language. */
    course: string;
    level: number;
    levelName: string;
    /** The cohort's first day, written out in the recipient's language. */
    intakeStart: string;
    username: string;
    /** The one-time link to set a password, and how many days it works. */
    link: string;
    days: number;
    reasons: string[];
    note?: string;
  };
  'application-declined': { firstName: string; reference: string; reasons: string[]; note?: string };
  'application-draft': { firstName: string; link: string; days: number };
  'assessment-scheduled': { firstName: string; when: string; minutes: number; hours: number; link: string };
  /** A copy of a notification; `details` are the notification's own, words already in the recipient's language. */
  notification: { name: string; kind: EmailedKind; details: Record<string, string>; link: string; settingsLink: string };
  /** Many failed sign-ins to the account from browsers it does not know: how many, from how many addresses, over how many minutes. */
  'login-failures': { name: string; username: string; failures: number; networks: number; minutes: number };
  /** An admin invited an educator: the account is approved; the link chooses its password. */
  'staff-invitation': { name: string; username: string; invitedBy: string; link: string; days: number };
  /** The link that confirms a new notification address: until it is opened, no other mail goes there. */
  'email-confirmation': { name: string; link: string; days: number };
}
type EmailedKind = 'socratic_question' | 'educator_comment' | 'assignment_graded' | 'application_received' | 'assessment_submitted';
export type MailKind = keyof MailData;

interface Wording {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A label and the value it introduces, set apart (a reference number). */
  highlight?: { label: string; value: string };
  /** A button-like link (and the same address in the text version). */
  action?: { label: string; href: string };
  /** The reviewer's reasons, as a list after the first paragraph. */
  list?: string[];
  closing: string;
  signature: string;
  /** A small line after the button (where to turn such messages off). */
  afterword?: string;
  /** Sent by the learning portal rather than by admissions (the footer says which). */
  fromPortal?: boolean;
}

/** The reviewer's structured reasons, as the applicant reads them. */
export const REASON_WORDS: Record<LanguageCode, Record<DecisionReason, string>> = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, MAIL_WORDING[language].reasons]),
) as Record<LanguageCode, Record<DecisionReason, string>>;

type Fill = (text: string) => string;

/** The parts every message has, filled. */
const letter = (words: { subject: string; greeting: string; closing: string; signature: string; paragraphs: string[] }, fill: Fill) => ({
  subject: fill(words.subject),
  greeting: fill(words.greeting),
  paragraphs: words.paragraphs.map(fill),
  closing: fill(words.closing),
  signature: fill(words.signature),
});

/**
 * How each message is laid out: its words (./wording/<language>.json) in order, with the data the
 * words do not hold (the reviewer's reasons and note, the link, the reference set apart).
 */
const LAYOUT: { [K in MailKind]: (words: MessageWords[K], d: MailData[K], fill: Fill) => Wording } = {
  'application-received': (w, d, fill) => ({ ...letter(w, fill), highlight: { label: fill(w.highlight), value: d.reference } }),
  'application-accepted': (w, d, fill) => ({
    ...letter(w, fill),
    paragraphs: [...w.paragraphs.map(fill), ...(d.note ? [d.note] : [])],
    list: d.reasons,
    action: { label: fill(w.action), href: d.link },
    highlight: { label: fill(w.highlight), value: d.reference },
  }),
  'application-declined': (w, d, fill) => ({
    ...letter(w, fill),
    // The note follows the reasons it explains, before the invitation to apply again.
    paragraphs: [fill(w.paragraphs[0]!), ...(d.note ? [d.note] : []), ...w.paragraphs.slice(1).map(fill)],
    list: d.reasons,
    highlight: { label: fill(w.highlight), value: d.reference },
  }),
  'application-draft': (w, d, fill) => ({
    ...letter(w, fill),
    greeting: fill(d.firstName ? w.greeting : w.greetingWithoutName),
    action: { label: fill(w.action), href: d.link },
  }),
  'login-failures': (w, _d, fill) => ({ ...letter(w, fill), list: w.list.map(fill), fromPortal: true }),
  'staff-invitation': (w, d, fill) => ({ ...letter(w, fill), action: { label: fill(w.action), href: d.link }, fromPortal: true }),
  'email-confirmation': (w, d, fill) => ({ ...letter(w, fill), action: { label: fill(w.action), href: d.link }, fromPortal: true }),
  'assessment-scheduled': (w, d, fill) => ({
    ...letter(w, fill),
    greeting: fill(d.firstName ? w.greeting : w.greetingWithoutName),
    action: { label: fill(w.action), href: d.link },
  }),
  notification: (w, d, fill) => notificationWording(d, w, fill),
};

/** One notification's message: its kind's sentence and button, then where to turn such e-mails off. */
function notificationWording(d: MailData['notification'], words: MessageWords['notification'], fill: Fill): Wording {
  const kind = words[d.kind];
  return {
    subject: fill(kind.subject),
    greeting: fill(words.greeting),
    paragraphs: [fill(kind.text)],
    action: { label: fill(kind.action), href: d.link },
    afterword: `${fill(words.settings)} ${d.settingsLink}`,
    closing: fill(words.closing),
    signature: fill(words.signature),
    fromPortal: true,
  };
}

/** What a message's placeholders are filled with: its data (a notification's details too) and the institute's name. */
function valuesOf<K extends MailKind>(kind: K, data: MailData[K]): Record<string, unknown> {
  const own = kind === 'notification' ? { ...(data as MailData['notification']).details, name: (data as MailData['notification']).name } : data;
  return { ...own, institute: INSTITUTE.name };
}

const fill = (template: string, contact: MailContact) => template.replace('{email}', contact.email).replace('{phone}', contact.phone);

/** A message as plain text and as simple, inline-styled HTML (mail clients ignore style sheets), in the reader's direction. */
export function renderMail<K extends MailKind>(kind: K, language: LanguageCode, data: MailData[K], contact: MailContact): RenderedMail {
  const wording = MAIL_WORDING[language];
  const values = valuesOf(kind, data);
  const words = LAYOUT[kind](wording.messages[kind], data, (text) => fillWords(text, values, language));
  const common = wording.footer;
  const footer = [INSTITUTE.name, fill(common.contactLine, contact), contact.website];
  const automatic = words.fromPortal ? common.automaticPortal : common.automatic;
  const text = [
    words.greeting,
    '',
    words.paragraphs[0],
    ...(words.list ? words.list.map((item) => `  - ${item}`) : []),
    ...(words.highlight ? ['', `${words.highlight.label}: ${words.highlight.value}`] : []),
    ...words.paragraphs.slice(1).flatMap((paragraph) => ['', paragraph]),
    ...(words.action ? ['', `${words.action.label}:`, words.action.href] : []),
    ...(words.afterword ? ['', words.afterword] : []),
    '',
    words.closing,
    words.signature,
    '',
    '--',
    ...footer,
    automatic,
  ].join('\n');

  const dir = directionOf(language);
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content)}</p>`;
  const highlight = words.highlight
    ? `<p style="margin:0 0 16px;padding:12px 16px;background:#F7E9D7;border-radius:12px">${escapeHtml(words.highlight.label)}:<br><strong style="font-size:20px;letter-spacing:1px" dir="ltr">${escapeHtml(words.highlight.value)}</strong></p>`
    : '';
  const action = words.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(words.action.href)}" style="display:inline-block;padding:12px 20px;background:#2E2E2E;color:#ffffff;border-radius:12px;text-decoration:none;font-weight:bold">${escapeHtml(words.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;word-break:break-all" dir="ltr">${escapeHtml(words.action.href)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(words.subject)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#2E2E2E;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto" dir="${dir}">
<p style="margin:0 0 16px;font-weight:bold;font-size:18px">${escapeHtml(INSTITUTE.name)}</p>
${paragraph(words.greeting)}
${paragraph(words.paragraphs[0]!)}
${words.list ? `<ul style="margin:0 0 16px">${words.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
${highlight}
${words.paragraphs.slice(1).map(paragraph).join('\n')}
${action}
${words.afterword ? `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(words.afterword)}</p>` : ''}
<p style="margin:0 0 24px">${escapeHtml(words.closing)}<br>${escapeHtml(words.signature)}</p>
<p style="margin:0;color:#555555;font-size:13px">${footer.map(escapeHtml).join('<br>')}<br>${escapeHtml(automatic)}</p>
</div>
</body></html>
`;
  return { subject: words.subject, text, html };
}
