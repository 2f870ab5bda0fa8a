import { INSTITUTE } from '#shared/constants/brand.ts';
import { directionOf, type LanguageCode } from '#shared/constants/languages.ts';

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
}
export type MailKind = keyof MailData;

interface Wording {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A label and the value it introduces, set apart (a reference number). */
  highlight?: { label: string; value: string };
  closing: string;
  signature: string;
}

/** Words shared by every message in one language. */
const COMMON: Record<LanguageCode, { contactLine: string; automatic: string }> = {
  en: { contactLine: 'Questions? Write to {email} or call {phone}.', automatic: 'This message was sent by the institute’s admissions system.' },
  fr: { contactLine: 'Une question ? Écrivez à {email} ou appelez le {phone}.', automatic: 'Ce message a été envoyé par le service des admissions de l’institut.' },
  ar: { contactLine: 'لديك سؤال؟ اكتب إلى {email} أو اتصل على {phone}.', automatic: 'أُرسلت هذه الرسالة من نظام القبول في المعهد.' },
  sw: { contactLine: 'Una swali? Tuandikie kwa {email} au utupigie simu kwa {phone}.', automatic: 'Ujumbe huu umetumwa na mfumo wa udahili wa taasisi.' },
};

/**
 * The messages, written by the team in each interface language (not translated at run time).
 * `{name}` fills from the message's data.
 */
const WORDING: { [K in MailKind]: Record<LanguageCode, (data: MailData[K]) => Wording> } = {
  'application-received': {
    en: ({ firstName, reference }) => ({
      subject: `Application received: ${reference}`,
      greeting: `Dear ${firstName},`,
      paragraphs: [
        `Thank you for applying to the Diploma in Theological Education at ${INSTITUTE.name}. We have received your application.`,
        'Please keep your reference number and quote it whenever you write to us or call us about your application.',
        'What happens next: our admissions team will read your application and write to you about your entry assessment.',
      ],
      highlight: { label: 'Your reference number', value: reference },
      closing: 'With every blessing,',
      signature: 'The admissions team',
    }),
    fr: ({ firstName, reference }) => ({
      subject: `Candidature reçue : ${reference}`,
      greeting: `Bonjour ${firstName},`,
      paragraphs: [
        `Merci de votre candidature au Diplôme de formation théologique de l’${INSTITUTE.name}. Nous avons bien reçu votre dossier.`,
        'Veuillez conserver votre numéro de référence et l’indiquer chaque fois que vous nous écrivez ou nous appelez au sujet de votre candidature.',
        'La suite : notre équipe des admissions va lire votre dossier et vous écrira au sujet de votre évaluation d’entrée.',
      ],
      highlight: { label: 'Votre numéro de référence', value: reference },
      closing: 'Avec nos salutations fraternelles,',
      signature: 'L’équipe des admissions',
    }),
    ar: ({ firstName, reference }) => ({
      subject: `تم استلام طلبك: ${reference}`,
      greeting: `عزيزي/عزيزتي ${firstName}،`,
      paragraphs: [
        `شكرًا لتقديمك طلب الالتحاق بدبلوم التعليم اللاهوتي في ${INSTITUTE.name}. لقد استلمنا طلبك.`,
        'يُرجى الاحتفاظ برقمك المرجعي وذكره كلما راسلتنا أو اتصلت بنا بشأن طلبك.',
        'الخطوة التالية: سيقرأ فريق القبول طلبك ويراسلك بشأن تقييم الالتحاق.',
      ],
      highlight: { label: 'رقمك المرجعي', value: reference },
      closing: 'مع أطيب التمنيات والبركات،',
      signature: 'فريق القبول',
    }),
    sw: ({ firstName, reference }) => ({
      subject: `Tumepokea maombi yako: ${reference}`,
      greeting: `Mpendwa ${firstName},`,
      paragraphs: [
        `Asante kwa kutuma maombi ya kujiunga na Diploma ya Elimu ya Theolojia katika ${INSTITUTE.name}. Tumepokea maombi yako.`,
        'Tafadhali hifadhi nambari yako ya kumbukumbu na uitaje kila unapotuandikia au kutupigia simu kuhusu maombi yako.',
        'Kinachofuata: timu yetu ya udahili itasoma maombi yako na kukuandikia kuhusu tathmini yako ya kujiunga.',
      ],
      highlight: { label: 'Nambari yako ya kumbukumbu', value: reference },
      closing: 'Baraka tele,',
      signature: 'Timu ya udahili',
    }),
  },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fill = (template: string, contact: MailContact) => template.replace('{email}', contact.email).replace('{phone}', contact.phone);

/** A message as plain text and as simple, inline-styled HTML (mail clients ignore style sheets), in the reader's direction. */
export function renderMail<K extends MailKind>(kind: K, language: LanguageCode, data: MailData[K], contact: MailContact): RenderedMail {
  const words = WORDING[kind][language](data);
  const common = COMMON[language];
  const footer = [INSTITUTE.name, fill(common.contactLine, contact), contact.website];
  const text = [
    words.greeting,
    '',
    words.paragraphs[0],
    ...(words.highlight ? ['', `${words.highlight.label}: ${words.highlight.value}`] : []),
    ...words.paragraphs.slice(1).flatMap((paragraph) => ['', paragraph]),
    '',
    words.closing,
    words.signature,
    '',
    '--',
    ...footer,
    common.automatic,
  ].join('\n');

  const dir = directionOf(language);
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content)}</p>`;
  const highlight = words.highlight
    ? `<p style="margin:0 0 16px;padding:12px 16px;background:#F7E9D7;border-radius:12px">${escapeHtml(words.highlight.label)}:<br><strong style="font-size:20px;letter-spacing:1px" dir="ltr">${escapeHtml(words.highlight.value)}</strong></p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(words.subject)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#2E2E2E;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto" dir="${dir}">
<p style="margin:0 0 16px;font-weight:bold;font-size:18px">${escapeHtml(INSTITUTE.name)}</p>
${paragraph(words.greeting)}
${paragraph(words.paragraphs[0]!)}
${highlight}
${words.paragraphs.slice(1).map(paragraph).join('\n')}
<p style="margin:0 0 24px">${escapeHtml(words.closing)}<br>${escapeHtml(words.signature)}</p>
<p style="margin:0;color:#555555;font-size:13px">${footer.map(escapeHtml).join('<br>')}<br>${escapeHtml(common.automatic)}</p>
</div>
</body></html>
`;
  return { subject: words.subject, text, html };
}
