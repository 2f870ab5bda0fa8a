import { INSTITUTE } from '#shared/constants/brand.ts';
import { directionOf, type LanguageCode } from '#shared/constants/languages.ts';
import type { DecisionReason } from '#shared/schemas/content.ts';
import { escapeHtml } from '#server/lib/html.ts';

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
  /** A copy of a notification (issue 14, item 5); `details` are the notification's own, words already in the recipient's language. */
  notification: { name: string; kind: EmailedKind; details: Record<string, string>; link: string; settingsLink: string };
  /** Many failed sign-ins to the account from browsers it does not know (issue 34, item 6): how many, from how many addresses, over how many minutes. */
  'login-failures': { name: string; username: string; failures: number; networks: number; minutes: number };
  /** An admin invited an educator (issue 34): the account is approved; the link chooses its password. */
  'staff-invitation': { name: string; username: string; invitedBy: string; link: string; days: number };
  /** The link that confirms a new notification address (issue 34): until it is opened, no other mail goes there. */
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

/** Words shared by every message in one language. */
const COMMON: Record<LanguageCode, { contactLine: string; automatic: string; automaticPortal: string }> = {
  en: {
    contactLine: 'Questions? Write to {email} or call {phone}.',
    automatic: 'This message was sent by the institute’s admissions system.',
    automaticPortal: 'This message was sent by the institute’s learning portal.',
  },
  fr: {
    contactLine: 'Une question ? Écrivez à {email} ou appelez le {phone}.',
    automatic: 'Ce message a été envoyé par le système des admissions de l’institut.',
    automaticPortal: 'Ce message a été envoyé par la plateforme de formation de l’institut.',
  },
  ar: {
    contactLine: 'هل لديك سؤال؟ راسلنا على {email} أو اتصل بنا على {phone}.',
    automatic: 'أُرسلت هذه الرسالة من نظام القبول في المعهد.',
    automaticPortal: 'أُرسلت هذه الرسالة من بوابة التعلّم في المعهد.',
  },
  sw: {
    contactLine: 'Una swali? Tuandikie kwa {email} au utupigie simu kwa {phone}.',
    automatic: 'Ujumbe huu umetumwa na mfumo wa udahili wa taasisi.',
    automaticPortal: 'Ujumbe huu umetumwa na lango la masomo la taasisi.',
  },
};

/** An Arabic counted noun agrees with its number (يومان، 3 أيام، 14 يومًا، 100 يوم): its form for each plural category, `#` standing for the number. */
const ARABIC_PLURAL = new Intl.PluralRules('ar');
function arabicCount(count: number, forms: Record<Intl.LDMLPluralRule, string>): string {
  return forms[ARABIC_PLURAL.select(count)].replace('#', String(count));
}
const arabicDays = (days: number) => arabicCount(days, { zero: '# يوم', one: 'يومًا واحدًا', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' });
const arabicMinutes = (minutes: number) => arabicCount(minutes, { zero: '# دقيقة', one: 'دقيقة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' });

/** The reviewer's structured reasons, as the applicant reads them. */
export const REASON_WORDS: Record<LanguageCode, Record<DecisionReason, string>> = {
  'en': {
    'assessment_result': 'your entry assessment',
    'ministry_experience': 'your experience in ministry',
    'calling_confirmed': 'a calling to ministry your church confirms',
    'church_recommendation': 'your church’s recommendation',
    'assessment_below_entry': 'the entry assessment did not yet show the level the diploma needs',
    'incomplete_application': 'the application left out information we need',
    'calling_not_evident': 'the application did not yet show a settled calling to church ministry',
    'programme_full': 'this intake is full',
    'other_programme_fits': 'another programme would serve you better at this stage'
  },
  'fr': {
    'assessment_result': 'votre évaluation d’entrée',
    'ministry_experience': 'votre expérience du ministère',
    'calling_confirmed': 'un appel au ministère confirmé par votre Église',
    'church_recommendation': 'la recommandation de votre Église',
    'assessment_below_entry': 'l’évaluation d’entrée n’a pas encore montré le niveau que demande le diplôme',
    'incomplete_application': 'il manquait au dossier des informations dont nous avons besoin',
    'calling_not_evident': 'la candidature ne montrait pas encore un appel affermi au ministère dans l’Église',
    'programme_full': 'cette rentrée est complète',
    'other_programme_fits': 'un autre programme vous conviendrait mieux à ce stade'
  },
  'ar': {
    'assessment_result': 'نتيجة تقييم الالتحاق',
    'ministry_experience': 'خبرتك في الخدمة',
    'calling_confirmed': 'دعوة للخدمة تؤكدها كنيستك',
    'church_recommendation': 'توصية كنيستك',
    'assessment_below_entry': 'لم يُظهر تقييم الالتحاق بعدُ المستوى الذي يتطلبه الدبلوم',
    'incomplete_application': 'لم يتضمّن الطلب معلومات نحتاج إليها',
    'calling_not_evident': 'لم يُظهر الطلب بعدُ دعوة راسخة للخدمة في الكنيسة',
    'programme_full': 'اكتمل العدد في هذه الدفعة',
    'other_programme_fits': 'برنامج آخر يناسبك أكثر في هذه المرحلة'
  },
  'sw': {
    'assessment_result': 'tathmini yako ya kujiunga',
    'ministry_experience': 'uzoefu wako katika huduma',
    'calling_confirmed': 'wito wa huduma unaothibitishwa na kanisa lako',
    'church_recommendation': 'pendekezo la kanisa lako',
    'assessment_below_entry': 'tathmini ya kujiunga bado haijaonyesha kiwango kinachohitajika kwa diploma',
    'incomplete_application': 'maombi yalikosa taarifa tunazohitaji',
    'calling_not_evident': 'maombi bado hayajaonyesha wito thabiti wa huduma kanisani',
    'programme_full': 'nafasi za muhula huu zimejaa',
    'other_programme_fits': 'programu nyingine ingekufaa zaidi kwa wakati huu'
  }
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
        `Merci de votre candidature au Diplôme de formation théologique du ${INSTITUTE.name}. Nous avons bien reçu votre dossier.`,
        'Veuillez conserver votre numéro de référence et l’indiquer chaque fois que vous nous écrivez ou nous appelez au sujet de votre candidature.',
        'La suite : notre équipe des admissions lira votre dossier et vous écrira au sujet de votre évaluation d’entrée.',
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
  'application-accepted': {
    en: (d) => ({
      subject: `You are accepted: ${d.reference}`,
      greeting: `Dear ${d.firstName},`,
      paragraphs: [
        `We are glad to tell you that your application to ${INSTITUTE.name} is accepted. The admissions team took into account:`,
        `You start in ${d.course} at level ${d.level} (${d.levelName}), in the cohort that begins on ${d.intakeStart}.`,
        `Your username is ${d.username}. Choose your password with the link below; it works once, for ${d.days} days. Then sign in and your portal opens on your first lesson.`,
        ...(d.note ? [d.note] : []),
      ],
      list: d.reasons,
      action: { label: 'Choose your password', href: d.link },
      highlight: { label: 'Your reference number', value: d.reference },
      closing: 'Welcome, and every blessing in your studies,',
      signature: 'The admissions team',
    }),
    fr: (d) => ({
      subject: `Candidature acceptée : ${d.reference}`,
      greeting: `Bonjour ${d.firstName},`,
      paragraphs: [
        `Nous avons la joie de vous annoncer que votre candidature au ${INSTITUTE.name} est acceptée. L’équipe des admissions a tenu compte de :`,
        `Vous commencez par le cours ${d.course}, au niveau ${d.level} (${d.levelName}), dans la promotion qui débute le ${d.intakeStart}.`,
        `Votre nom d’utilisateur est ${d.username}. Choisissez votre mot de passe avec le lien ci-dessous ; il ne sert qu’une fois et reste valable ${d.days} jours. Connectez-vous ensuite : votre espace s’ouvre sur votre première leçon.`,
        ...(d.note ? [d.note] : []),
      ],
      list: d.reasons,
      action: { label: 'Choisir mon mot de passe', href: d.link },
      highlight: { label: 'Votre numéro de référence', value: d.reference },
      closing: 'Bienvenue, et que Dieu bénisse vos études,',
      signature: 'L’équipe des admissions',
    }),
    ar: (d) => ({
      subject: `تم قبولك: ${d.reference}`,
      greeting: `عزيزي/عزيزتي ${d.firstName}،`,
      paragraphs: [
        `يسعدنا أن نُعلمك بقبول طلبك في ${INSTITUTE.name}. وقد أخذ فريق القبول في الاعتبار:`,
        `تبدأ دراستك في مقرر ${d.course} في المستوى ${d.level} (${d.levelName})، ضمن الدفعة التي تبدأ في ${d.intakeStart}.`,
        `اسم المستخدم الخاص بك هو ${d.username}. اختر كلمة المرور عبر الرابط أدناه؛ وهو يعمل مرة واحدة فقط، ويبقى صالحًا ${d.days} يومًا. ثم سجّل الدخول، فتُفتح بوابتك على درسك الأول.`,
        ...(d.note ? [d.note] : []),
      ],
      list: d.reasons,
      action: { label: 'اختر كلمة المرور', href: d.link },
      highlight: { label: 'رقمك المرجعي', value: d.reference },
      closing: 'مرحبًا بك، وبارك الله في دراستك،',
      signature: 'فريق القبول',
    }),
    sw: (d) => ({
      subject: `Umekubaliwa: ${d.reference}`,
      greeting: `Mpendwa ${d.firstName},`,
      paragraphs: [
        `Tunafurahi kukujulisha kwamba maombi yako ya kujiunga na ${INSTITUTE.name} yamekubaliwa. Timu ya udahili ilizingatia:`,
        `Utaanza na kozi ya ${d.course} katika kiwango cha ${d.level} (${d.levelName}), katika kundi linaloanza tarehe ${d.intakeStart}.`,
        `Jina lako la mtumiaji ni ${d.username}. Chagua nenosiri lako kupitia kiungo kilicho hapa chini; kinaweza kutumika mara moja tu, ndani ya siku ${d.days}. Kisha ingia, na lango lako litafunguka kwenye somo lako la kwanza.`,
        ...(d.note ? [d.note] : []),
      ],
      list: d.reasons,
      action: { label: 'Chagua nenosiri lako', href: d.link },
      highlight: { label: 'Nambari yako ya kumbukumbu', value: d.reference },
      closing: 'Karibu, na Mungu abariki masomo yako,',
      signature: 'Timu ya udahili',
    }),
  },
  'application-declined': {
    en: (d) => ({
      subject: `Your application: ${d.reference}`,
      greeting: `Dear ${d.firstName},`,
      paragraphs: [
        `Thank you for applying to ${INSTITUTE.name}. After reading your application with care, we are not able to offer you a place at this time, because:`,
        ...(d.note ? [d.note] : []),
        'You are welcome to apply again for a later intake. If you would like to talk about this decision, write to us or call us and quote your reference number.',
      ],
      list: d.reasons,
      highlight: { label: 'Your reference number', value: d.reference },
      closing: 'With every blessing,',
      signature: 'The admissions team',
    }),
    fr: (d) => ({
      subject: `Votre candidature : ${d.reference}`,
      greeting: `Bonjour ${d.firstName},`,
      paragraphs: [
        `Merci de votre candidature au ${INSTITUTE.name}. Après une lecture attentive de votre dossier, nous ne pouvons pas vous offrir de place pour le moment, car :`,
        ...(d.note ? [d.note] : []),
        'N’hésitez pas à présenter une nouvelle candidature pour une rentrée ultérieure. Si vous souhaitez parler de cette décision, écrivez-nous ou appelez-nous en indiquant votre numéro de référence.',
      ],
      list: d.reasons,
      highlight: { label: 'Votre numéro de référence', value: d.reference },
      closing: 'Avec nos salutations fraternelles,',
      signature: 'L’équipe des admissions',
    }),
    ar: (d) => ({
      subject: `طلبك: ${d.reference}`,
      greeting: `عزيزي/عزيزتي ${d.firstName}،`,
      paragraphs: [
        `شكرًا لتقديمك طلبًا إلى ${INSTITUTE.name}. بعد قراءة طلبك بعناية، لا نستطيع أن نقدّم لك مقعدًا في الوقت الحالي، وذلك لما يلي:`,
        ...(d.note ? [d.note] : []),
        'يسعدنا أن تتقدّم بطلب جديد لدفعة لاحقة. وإن أردت الحديث عن هذا القرار فراسلنا أو اتصل بنا واذكر رقمك المرجعي.',
      ],
      list: d.reasons,
      highlight: { label: 'رقمك المرجعي', value: d.reference },
      closing: 'مع أطيب التمنيات والبركات،',
      signature: 'فريق القبول',
    }),
    sw: (d) => ({
      subject: `Maombi yako: ${d.reference}`,
      greeting: `Mpendwa ${d.firstName},`,
      paragraphs: [
        `Asante kwa kutuma maombi ya kujiunga na ${INSTITUTE.name}. Baada ya kusoma maombi yako kwa makini, hatuwezi kukupa nafasi kwa sasa, kwa sababu:`,
        ...(d.note ? [d.note] : []),
        'Unakaribishwa kutuma maombi tena katika muhula mwingine ujao. Ukipenda kuzungumza kuhusu uamuzi huu, tuandikie au utupigie simu na utaje nambari yako ya kumbukumbu.',
      ],
      list: d.reasons,
      highlight: { label: 'Nambari yako ya kumbukumbu', value: d.reference },
      closing: 'Baraka tele,',
      signature: 'Timu ya udahili',
    }),
  },
  'application-draft': {
    en: (d) => ({
      subject: 'Continue your application',
      greeting: d.firstName ? `Dear ${d.firstName},` : 'Hello,',
      paragraphs: [
        `Your application to ${INSTITUTE.name} is saved. Open the link below on any phone or computer to carry on where you stopped.`,
        `The link works for ${d.days} days. If you did not ask for it, you can ignore this message.`,
      ],
      action: { label: 'Continue my application', href: d.link },
      closing: 'With every blessing,',
      signature: 'The admissions team',
    }),
    fr: (d) => ({
      subject: 'Reprenez votre candidature',
      greeting: d.firstName ? `Bonjour ${d.firstName},` : 'Bonjour,',
      paragraphs: [
        `Votre candidature au ${INSTITUTE.name} est enregistrée. Ouvrez le lien ci-dessous sur n’importe quel téléphone ou ordinateur pour reprendre là où vous en étiez.`,
        `Le lien reste valable ${d.days} jours. Si vous ne l’avez pas demandé, vous pouvez ignorer ce message.`,
      ],
      action: { label: 'Reprendre ma candidature', href: d.link },
      closing: 'Avec nos salutations fraternelles,',
      signature: 'L’équipe des admissions',
    }),
    ar: (d) => ({
      subject: 'أكمل طلبك',
      greeting: d.firstName ? `عزيزي/عزيزتي ${d.firstName}،` : 'مرحبًا،',
      paragraphs: [
        `تم حفظ طلبك المقدَّم إلى ${INSTITUTE.name}. افتح الرابط أدناه على أي هاتف أو حاسوب لتتابع من حيث توقفت.`,
        `يبقى الرابط صالحًا ${d.days} يومًا. إن لم تطلبه فيمكنك تجاهل هذه الرسالة.`,
      ],
      action: { label: 'أكمل طلبي', href: d.link },
      closing: 'مع أطيب التمنيات والبركات،',
      signature: 'فريق القبول',
    }),
    sw: (d) => ({
      subject: 'Endelea na maombi yako',
      greeting: d.firstName ? `Mpendwa ${d.firstName},` : 'Habari,',
      paragraphs: [
        `Maombi yako ya kujiunga na ${INSTITUTE.name} yamehifadhiwa. Fungua kiungo kilicho hapa chini kwenye simu au kompyuta yoyote ili uendelee ulipoishia.`,
        `Kiungo kinafanya kazi kwa siku ${d.days}. Kama hukukiomba, unaweza kupuuza ujumbe huu.`,
      ],
      action: { label: 'Endelea na maombi yangu', href: d.link },
      closing: 'Baraka tele,',
      signature: 'Timu ya udahili',
    }),
  },
  'login-failures': {
    en: (d) => ({
      subject: 'Failed attempts to sign in to your account',
      greeting: `Dear ${d.name},`,
      paragraphs: [
        'Someone has been trying to sign in to your account with a wrong password, from phones or computers that have never signed in to it:',
        `The password was not accepted in any of these attempts, and nobody signed in through them. Your username is ${d.username}.`,
        'You do not need to do anything: you can sign in as usual. On a phone or computer you have not signed in from before, the sign-in page first checks the browser, which can take a few seconds.',
        'If your password is short or easy to guess, or you also use it on another site, write to us or call us (the details are below) and we will help you choose a new one. We will never ask you for your password.',
      ],
      list: [`Failed attempts: ${d.failures}`, `Network addresses they came from: ${d.networks}`, `Over the last ${d.minutes} minutes`],
      closing: 'With every blessing,',
      signature: INSTITUTE.name,
      fromPortal: true,
    }),
    fr: (d) => ({
      subject: 'Tentatives de connexion infructueuses à votre compte',
      greeting: `Bonjour ${d.name},`,
      paragraphs: [
        'Quelqu’un essaie de se connecter à votre compte avec un mauvais mot de passe, depuis des téléphones ou des ordinateurs qui ne s’y sont jamais connectés :',
        `Le mot de passe a été refusé à chacune de ces tentatives, et aucune n’a permis d’accéder à votre compte. Votre nom d’utilisateur est ${d.username}.`,
        'Vous n’avez rien à faire : vous pouvez vous connecter comme d’habitude. Sur un téléphone ou un ordinateur que vous n’avez encore jamais utilisé pour vous connecter, la page de connexion vérifie d’abord le navigateur, ce qui peut prendre quelques secondes.',
        'Si votre mot de passe est court ou facile à deviner, ou si vous l’utilisez aussi sur un autre site, écrivez-nous ou appelez-nous (coordonnées ci-dessous) : nous vous aiderons à en choisir un nouveau. Nous ne vous demanderons jamais votre mot de passe.',
      ],
      list: [`Tentatives refusées : ${d.failures}`, `Adresses réseau d’origine : ${d.networks}`, `Au cours des ${d.minutes} dernières minutes`],
      closing: 'Avec nos salutations fraternelles,',
      signature: INSTITUTE.name,
      fromPortal: true,
    }),
    ar: (d) => ({
      subject: 'محاولات فاشلة لتسجيل الدخول إلى حسابك',
      greeting: `عزيزي/عزيزتي ${d.name}،`,
      paragraphs: [
        'يحاول أحدهم تسجيل الدخول إلى حسابك بكلمة مرور خاطئة، من هواتف أو حواسيب لم يُسجَّل الدخول منها إلى حسابك من قبل:',
        `لم تُقبل كلمة المرور في أيٍّ من هذه المحاولات، ولم يدخل أحد إلى حسابك عن طريقها. اسم المستخدم الخاص بك هو ${d.username}.`,
        'لا يلزمك فعل أي شيء: يمكنك تسجيل الدخول كالمعتاد. وعلى هاتف أو حاسوب لم تسجّل الدخول منه من قبل، تتحقق صفحة تسجيل الدخول أولًا من المتصفح، وقد يستغرق ذلك بضع ثوانٍ.',
        'إن كانت كلمة مرورك قصيرة أو سهلة التخمين، أو كنت تستخدمها في موقع آخر أيضًا، فراسلنا أو اتصل بنا (تجد بياناتنا أدناه) وسنساعدك على اختيار كلمة مرور جديدة. لن نطلب منك كلمة مرورك أبدًا.',
      ],
      list: [`عدد المحاولات الفاشلة: ${d.failures}`, `عدد عناوين الشبكة التي جاءت منها: ${d.networks}`, `المدة: آخر ${arabicMinutes(d.minutes)}`],
      closing: 'مع أطيب التمنيات والبركات،',
      signature: INSTITUTE.name,
      fromPortal: true,
    }),
    sw: (d) => ({
      subject: 'Majaribio yaliyoshindwa ya kuingia kwenye akaunti yako',
      greeting: `Mpendwa ${d.name},`,
      paragraphs: [
        'Mtu fulani amekuwa akijaribu kuingia kwenye akaunti yako kwa nenosiri lisilo sahihi, kutoka kwenye simu au kompyuta ambazo hazijawahi kuingia kwenye akaunti hiyo:',
        `Nenosiri halikukubaliwa katika jaribio lolote kati ya haya, na hakuna aliyeingia kupitia majaribio hayo. Jina lako la mtumiaji ni ${d.username}.`,
        'Huhitaji kufanya chochote: unaweza kuingia kama kawaida. Kwenye simu au kompyuta ambayo hujawahi kuitumia kuingia, ukurasa wa kuingia hukagua kivinjari kwanza, jambo linaloweza kuchukua sekunde chache.',
        'Kama nenosiri lako ni fupi au rahisi kukisia, au unalitumia pia kwenye tovuti nyingine, tuandikie au utupigie simu (maelezo yetu yako hapa chini) nasi tutakusaidia kuchagua jipya. Hatutawahi kukuomba nenosiri lako.',
      ],
      list: [`Majaribio yaliyoshindwa: ${d.failures}`, `Anwani za mtandao yalikotoka: ${d.networks}`, `Katika dakika ${d.minutes} zilizopita`],
      closing: 'Baraka tele,',
      signature: INSTITUTE.name,
      fromPortal: true,
    }),
  },
  'staff-invitation': {
    en: (d) => ({
      subject: `Your educator account at ${INSTITUTE.name}`,
      greeting: `Dear ${d.name},`,
      paragraphs: [
        `${d.invitedBy} has opened an educator account for you on the learning portal of ${INSTITUTE.name}. Your username is ${d.username}.`,
        `Choose your password through the button below. The link works once, for ${d.days} days.`,
        'If you were not expecting this message, you can ignore it: nobody can use the account until a password is chosen through this link.',
      ],
      action: { label: 'Choose my password', href: d.link },
      closing: 'With every blessing,',
      signature: INSTITUTE.name,
      fromPortal: true,
    }),
    fr: (d) => ({
      subject: `Votre compte enseignant au ${INSTITUTE.name}`,
      greeting: `Bonjour ${d.name},`,
      paragraphs: [
        `${d.invitedBy} vous a ouvert un compte enseignant sur la plateforme de formation du ${INSTITUTE.name}. Votre nom d’utilisateur est ${d.username}.`,
        `Choisissez votre mot de passe à l’aide du bouton ci-dessous. Le lien ne sert qu’une fois et reste valable ${d.days} jours.`,
        'Si vous n’attendiez pas ce message, vous pouvez l’ignorer : personne ne peut utiliser ce compte tant qu’un mot de passe n’a pas été choisi par ce lien.',
      ],
      action: { label: 'Choisir mon mot de passe', href: d.link },
      closing: 'Avec nos salutations fraternelles,',
      signature: INSTITUTE.name,
      fromPortal: true,
    }),
    ar: (d) => ({
      subject: `حساب المُعلِّم الخاص بك في ${INSTITUTE.name}`,
      greeting: `عزيزي/عزيزتي ${d.name}،`,
      paragraphs: [
        `فتح لك ${d.invitedBy} حساب مُعلِّم على بوابة التعلّم في ${INSTITUTE.name}. اسم المستخدم الخاص بك هو ${d.username}.`,
        `اختر كلمة المرور عبر الزر أدناه. يعمل الرابط مرة واحدة، ويبقى صالحًا ${arabicDays(d.days)}.`,
        'إن لم تكن تنتظر هذه الرسالة فيمكنك تجاهلها: لا يستطيع أحد استخدام الحساب قبل اختيار كلمة مرور عبر هذا الرابط.',
      ],
      action: { label: 'اختيار كلمة المرور', href: d.link },
      closing: 'مع أطيب التمنيات والبركات،',
      signature: INSTITUTE.name,
      fromPortal: true,
    }),
    sw: (d) => ({
      subject: `Akaunti yako ya mwalimu katika ${INSTITUTE.name}`,
      greeting: `Mpendwa ${d.name},`,
      paragraphs: [
        `${d.invitedBy} amekufungulia akaunti ya mwalimu kwenye lango la masomo la ${INSTITUTE.name}. Jina lako la mtumiaji ni ${d.username}.`,
        `Chagua nenosiri lako kwa kubofya kitufe kilicho hapa chini. Kiungo kinafanya kazi mara moja tu, kwa siku ${d.days}.`,
        'Kama hukutarajia ujumbe huu, unaweza kuupuuza: hakuna anayeweza kutumia akaunti hii hadi nenosiri lichaguliwe kupitia kiungo hiki.',
      ],
      action: { label: 'Chagua nenosiri langu', href: d.link },
      closing: 'Baraka tele,',
      signature: INSTITUTE.name,
      fromPortal: true,
    }),
  },
  'email-confirmation': {
    en: (d) => ({
      subject: 'Confirm your e-mail address',
      greeting: `Dear ${d.name},`,
      paragraphs: [
        `You asked for the learning portal of ${INSTITUTE.name} to send your notifications to this address. Confirm that it is yours with the button below; until then, nothing else is sent here.`,
        `The link works for ${d.days} days. If you did not ask for this, ignore this message: the address will not be used.`,
      ],
      action: { label: 'Confirm this address', href: d.link },
      closing: 'With every blessing,',
      signature: INSTITUTE.name,
      fromPortal: true,
    }),
    fr: (d) => ({
      subject: 'Confirmez votre adresse électronique',
      greeting: `Bonjour ${d.name},`,
      paragraphs: [
        `Vous avez demandé que la plateforme de formation du ${INSTITUTE.name} envoie vos notifications à cette adresse. Confirmez qu’elle est bien la vôtre à l’aide du bouton ci-dessous ; d’ici là, rien d’autre n’y sera envoyé.`,
        `Le lien reste valable ${d.days} jours. Si vous n’avez rien demandé, ignorez ce message : l’adresse ne sera pas utilisée.`,
      ],
      action: { label: 'Confirmer cette adresse', href: d.link },
      closing: 'Avec nos salutations fraternelles,',
      signature: INSTITUTE.name,
      fromPortal: true,
    }),
    ar: (d) => ({
      subject: 'أكِّد عنوان بريدك الإلكتروني',
      greeting: `عزيزي/عزيزتي ${d.name}،`,
      paragraphs: [
        `طلبتَ أن ترسل بوابة التعلّم في ${INSTITUTE.name} إشعاراتك إلى هذا العنوان. أكِّد أنه عنوانك عبر الزر أدناه؛ ولن يُرسَل إليه شيء آخر قبل ذلك.`,
        `يبقى الرابط صالحًا ${arabicDays(d.days)}. إن لم تطلب ذلك فتجاهل هذه الرسالة: لن يُستخدم العنوان.`,
      ],
      action: { label: 'تأكيد هذا العنوان', href: d.link },
      closing: 'مع أطيب التمنيات والبركات،',
      signature: INSTITUTE.name,
      fromPortal: true,
    }),
    sw: (d) => ({
      subject: 'Thibitisha anwani yako ya barua pepe',
      greeting: `Mpendwa ${d.name},`,
      paragraphs: [
        `Uliomba lango la masomo la ${INSTITUTE.name} litume arifa zako kwenye anwani hii. Thibitisha kwamba ni yako kwa kubofya kitufe kilicho hapa chini; hadi hapo, hakuna kitu kingine kitakachotumwa hapa.`,
        `Kiungo kinafanya kazi kwa siku ${d.days}. Kama hukuomba hivi, puuza ujumbe huu: anwani hii haitatumika.`,
      ],
      action: { label: 'Thibitisha anwani hii', href: d.link },
      closing: 'Baraka tele,',
      signature: INSTITUTE.name,
      fromPortal: true,
    }),
  },
  'assessment-scheduled': {
    en: (d) => ({
      subject: 'Your entry assessment',
      greeting: d.firstName ? `Dear ${d.firstName},` : 'Hello,',
      paragraphs: [
        `Your entry assessment is scheduled for ${d.when}. Every student of ${INSTITUTE.name} takes it, so that your studies begin at the right level.`,
        `You will read a short passage and answer four questions in your own words. Once you start, you have ${d.minutes} minutes; your answers are saved as you type. You can start at the time above and up to ${d.hours} hours after it, on a phone or a computer.`,
      ],
      action: { label: 'Open my assessment', href: d.link },
      closing: 'With every blessing,',
      signature: 'The admissions team',
    }),
    fr: (d) => ({
      subject: 'Votre évaluation d’entrée',
      greeting: d.firstName ? `Bonjour ${d.firstName},` : 'Bonjour,',
      paragraphs: [
        `Votre évaluation d’entrée est prévue le ${d.when}. Chaque étudiant du ${INSTITUTE.name} la passe, afin que vos études commencent au bon niveau.`,
        `Vous lirez un court texte et répondrez à quatre questions avec vos propres mots. Une fois l’évaluation commencée, vous disposez de ${d.minutes} minutes ; vos réponses sont enregistrées au fur et à mesure que vous écrivez. Vous pouvez commencer à l’heure indiquée et jusqu’à ${d.hours} heures après, sur un téléphone ou un ordinateur.`,
      ],
      action: { label: 'Ouvrir mon évaluation', href: d.link },
      closing: 'Avec nos salutations fraternelles,',
      signature: 'L’équipe des admissions',
    }),
    ar: (d) => ({
      subject: 'تقييم الالتحاق الخاص بك',
      greeting: d.firstName ? `عزيزي/عزيزتي ${d.firstName}،` : 'مرحبًا،',
      paragraphs: [
        `حُدّد موعد تقييم الالتحاق الخاص بك يوم ${d.when}. يؤدّي كل طالب في ${INSTITUTE.name} هذا التقييم، لتبدأ دراستك في المستوى المناسب.`,
        `ستقرأ نصًا قصيرًا وتجيب عن أربعة أسئلة بكلماتك الخاصة. ومتى بدأت، يكون لديك ${d.minutes} دقيقة، وتُحفظ إجاباتك أثناء الكتابة. يمكنك البدء في الموعد المذكور وحتى ${d.hours} ساعة بعده، على هاتف أو حاسوب.`,
      ],
      action: { label: 'افتح تقييمي', href: d.link },
      closing: 'مع أطيب التمنيات والبركات،',
      signature: 'فريق القبول',
    }),
    sw: (d) => ({
      subject: 'Tathmini yako ya kujiunga',
      greeting: d.firstName ? `Mpendwa ${d.firstName},` : 'Habari,',
      paragraphs: [
        `Tathmini yako ya kujiunga imepangwa kufanyika ${d.when}. Kila mwanafunzi wa ${INSTITUTE.name} huifanya, ili masomo yako yaanze katika kiwango kinachokufaa.`,
        `Utasoma kifungu kifupi na kujibu maswali manne kwa maneno yako mwenyewe. Ukishaanza, una dakika ${d.minutes}; majibu yako yanahifadhiwa unapoandika. Unaweza kuanza wakati uliotajwa hapo juu au hadi saa ${d.hours} baadaye, kwa simu au kompyuta.`,
      ],
      action: { label: 'Fungua tathmini yangu', href: d.link },
      closing: 'Baraka tele,',
      signature: 'Timu ya udahili',
    }),
  },
  notification: {
    en: (d) => notificationWording(d, {
      greeting: `Dear ${d.name},`,
      settings: 'You can choose which notifications are e-mailed to you in the portal’s notification settings:',
      closing: 'With every blessing,',
      signature: INSTITUTE.name,
      socratic_question: { subject: 'A new question is waiting for you', text: `A new question on ${d.details.course} is waiting for you in your Socratic dialogue. Take your time and answer in your own words.`, action: 'Answer the question' },
      educator_comment: { subject: 'Your educator wrote to you', text: `${d.details.educator} commented on your answers in the Socratic dialogue.`, action: 'Read the comment' },
      assignment_graded: { subject: 'Your assignment has been graded', text: `“${d.details.assignment}” has been graded: ${d.details.grade} out of ${d.details.max}. Your educator’s feedback is with it.`, action: 'See the grade and feedback' },
      application_received: { subject: `New application: ${d.details.reference}`, text: `${d.details.applicant} has applied (reference ${d.details.reference}). The application is waiting for review.`, action: 'Open the applications' },
      assessment_submitted: { subject: `Entry assessment handed in: ${d.details.reference}`, text: `${d.details.applicant} has handed in the entry assessment (reference ${d.details.reference}). The suggested score is ready for you to confirm.`, action: 'Open the applications' },
    }),
    fr: (d) => notificationWording(d, {
      greeting: `Bonjour ${d.name},`,
      settings: 'Vous pouvez choisir les notifications que vous recevez par courriel dans les paramètres des notifications de votre espace :',
      closing: 'Avec nos salutations fraternelles,',
      signature: INSTITUTE.name,
      socratic_question: { subject: 'Une nouvelle question vous attend', text: `Une nouvelle question sur le cours ${d.details.course} vous attend dans votre Dialogue socratique. Prenez le temps d’y répondre avec vos propres mots.`, action: 'Répondre à la question' },
      educator_comment: { subject: 'Votre enseignant vous a écrit', text: `${d.details.educator} a commenté vos réponses dans votre Dialogue socratique.`, action: 'Lire le commentaire' },
      assignment_graded: { subject: 'Votre travail a été noté', text: `Votre travail « ${d.details.assignment} » a été noté : ${d.details.grade} sur ${d.details.max}. Vous y trouverez aussi les commentaires de votre enseignant.`, action: 'Voir la note et les commentaires' },
      application_received: { subject: `Nouvelle candidature : ${d.details.reference}`, text: `${d.details.applicant} a déposé une candidature (référence ${d.details.reference}). Elle attend d’être examinée.`, action: 'Ouvrir les candidatures' },
      assessment_submitted: { subject: `Évaluation d’entrée rendue : ${d.details.reference}`, text: `${d.details.applicant} a rendu l’évaluation d’entrée (référence ${d.details.reference}). La note suggérée attend votre confirmation.`, action: 'Ouvrir les candidatures' },
    }),
    ar: (d) => notificationWording(d, {
      greeting: `عزيزي/عزيزتي ${d.name}،`,
      settings: 'يمكنك أن تختار الإشعارات التي تصلك بالبريد الإلكتروني من إعدادات الإشعارات في البوابة:',
      closing: 'مع أطيب التمنيات والبركات،',
      signature: INSTITUTE.name,
      socratic_question: { subject: 'سؤال جديد في انتظارك', text: `ينتظرك سؤال جديد عن مقرر ${d.details.course} في «الحوار السقراطي». خذ وقتك وأجب بكلماتك الخاصة.`, action: 'أجب عن السؤال' },
      educator_comment: { subject: 'كتب إليك معلّمك', text: `علّق ${d.details.educator} على إجاباتك في «الحوار السقراطي».`, action: 'اقرأ التعليق' },
      assignment_graded: { subject: 'تم تقييم واجبك', text: `قُيِّم واجبك «${d.details.assignment}»: ${d.details.grade} من ${d.details.max}. وستجد معه ملاحظات معلّمك.`, action: 'اطّلع على الدرجة والملاحظات' },
      application_received: { subject: `طلب التحاق جديد: ${d.details.reference}`, text: `قدّم ${d.details.applicant} طلب التحاق (الرقم المرجعي ${d.details.reference})، وهو في انتظار المراجعة.`, action: 'افتح الطلبات' },
      assessment_submitted: { subject: `سُلّم تقييم الالتحاق: ${d.details.reference}`, text: `سلّم ${d.details.applicant} تقييم الالتحاق (الرقم المرجعي ${d.details.reference}). الدرجة المقترحة جاهزة، وتنتظر تأكيدك.`, action: 'افتح الطلبات' },
    }),
    sw: (d) => notificationWording(d, {
      greeting: `Mpendwa ${d.name},`,
      settings: 'Unaweza kuchagua arifa zipi zitumwe kwako kwa barua pepe katika mipangilio ya arifa kwenye lango lako:',
      closing: 'Baraka tele,',
      signature: INSTITUTE.name,
      socratic_question: { subject: 'Swali jipya linakusubiri', text: `Swali jipya kuhusu kozi ya ${d.details.course} linakusubiri katika Majadiliano yako ya Kisokrati. Chukua muda wako, kisha ujibu kwa maneno yako mwenyewe.`, action: 'Jibu swali' },
      educator_comment: { subject: 'Mwalimu wako amekuandikia', text: `${d.details.educator} ametoa maoni kuhusu majibu yako katika Majadiliano yako ya Kisokrati.`, action: 'Soma maoni' },
      assignment_graded: { subject: 'Kazi yako imepewa alama', text: `Kazi yako "${d.details.assignment}" imepewa alama ${d.details.grade} kati ya ${d.details.max}. Utaona pia maoni ya mwalimu wako.`, action: 'Tazama alama na maoni' },
      application_received: { subject: `Maombi mapya: ${d.details.reference}`, text: `${d.details.applicant} ametuma maombi (nambari ya kumbukumbu ${d.details.reference}). Maombi yanasubiri kupitiwa.`, action: 'Fungua maombi' },
      assessment_submitted: { subject: `Tathmini ya kujiunga imewasilishwa: ${d.details.reference}`, text: `${d.details.applicant} amewasilisha tathmini ya kujiunga (nambari ya kumbukumbu ${d.details.reference}). Alama inayopendekezwa iko tayari, inasubiri uithibitishe.`, action: 'Fungua maombi' },
    }),
  },
};

/** One notification's message: its kind's sentence and button, then where to turn such e-mails off. */
function notificationWording(
  d: MailData['notification'],
  words: { greeting: string; settings: string; closing: string; signature: string } & Record<EmailedKind, { subject: string; text: string; action: string }>,
): Wording {
  const kind = words[d.kind];
  return {
    subject: kind.subject,
    greeting: words.greeting,
    paragraphs: [kind.text],
    action: { label: kind.action, href: d.link },
    afterword: `${words.settings} ${d.settingsLink}`,
    closing: words.closing,
    signature: words.signature,
    fromPortal: true,
  };
}

const fill = (template: string, contact: MailContact) => template.replace('{email}', contact.email).replace('{phone}', contact.phone);

/** A message as plain text and as simple, inline-styled HTML (mail clients ignore style sheets), in the reader's direction. */
export function renderMail<K extends MailKind>(kind: K, language: LanguageCode, data: MailData[K], contact: MailContact): RenderedMail {
  const words = WORDING[kind][language](data);
  const common = COMMON[language];
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
