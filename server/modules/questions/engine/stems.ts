import type { DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import type { SOCRATIC_QUESTION_TYPES } from '#shared/schemas/questions.ts';
import type { TextLanguage } from '#server/lib/nlp/text.ts';
import type { ClaimKind } from './reading.ts';

/**
 * The stems questions are written from (issue 12), by level (Bloom: 1 remember and understand,
 * 2 analyse, 3 apply, 4 evaluate and create) and Socratic type (Paul and Elder), in the four
 * languages, written by the team: a question is in the passage's language because its stem is.
 * Each stem is short, so most of a question's words are the passage's own, and names the slots
 * it needs; the engine fills them only from what the passage says, so no stem can assert what
 * the passage does not.
 *
 * Slots: {claim} a sentence of the passage; {clause} part of one (between commas), with {concept} in it;
 * {blanked} a sentence with its key theological word left out; {main} and {reason} the two halves of a "because"
 * sentence; {speaker} and {proposition} "X held that P"; {event} a narrated sentence; {person},
 * {work} names the passage gives; {concept}, {concept2} its key phrases (in one sentence together).
 */

export type SocraticQuestionType = (typeof SOCRATIC_QUESTION_TYPES)[number];
export type SlotName = 'claim' | 'clause' | 'blanked' | 'main' | 'reason' | 'speaker' | 'proposition' | 'event' | 'person' | 'work' | 'concept' | 'concept2';

export interface Stem {
  id: string;
  level: DifficultyLevel;
  type: SocraticQuestionType;
  /** The claim kinds a {claim} or {event} slot may take. */
  claimKinds?: ClaimKind[];
  /**
   * What the quoted sentence or named idea must be for the question to make sense: carry theology
   * (a question of application or judgment about "he was born in 1809" is absurd), not be a dated
   * fact, be said in the passage's own voice ("Is the passage right that critics said…" is a false
   * premise), name a theological idea rather than any noun phrase, be the passage's main person.
   */
  requires?: {
    theology?: boolean;
    /** At least this many theological terms in the sentence (default 1 when `theology`). */
    minWeight?: number;
    notFactual?: boolean;
    ownVoice?: boolean;
    theologicalConcept?: boolean;
    /** A theological idea the passage dwells on (named twice, or in several words): enough to preach on or to judge. */
    strongConcept?: boolean;
    mainPerson?: boolean;
    /** A sentence with one before and one after it: "what led to this, and what followed" has an answer in the passage. */
    middle?: boolean;
    /** A passage that tells a story (most of its sentences narrate): asking what led to an event makes sense there. */
    narrative?: boolean;
    /** Not for Scripture itself: one does not ask whether the Bible is right, or where it is weakest. */
    notScripture?: boolean;
    /** A secondary person of the passage (not its main one): "why does the passage bring in X" presumes X is brought in. */
    secondaryPerson?: boolean;
  };
  text: Record<TextLanguage, string>;
}

export const STEMS: Stem[] = [
  // Level 1: what the passage says, asked without giving the answer away.
  {
    id: 'l1-reason',
    level: 1,
    type: 'clarification',
    text: {
      en: '“{main}.” What reason does the passage give for this?',
      fr: '« {main}. » Quelle raison le passage en donne-t-il ?',
      sw: '“{main}.” Kifungu kinatoa sababu gani ya jambo hili?',
      ar: '«{main}». ما السبب الذي يذكره النص لذلك؟',
    },
  },
  {
    id: 'l1-speaker',
    level: 1,
    type: 'clarification',
    text: {
      en: 'According to the passage, what did {speaker} hold, and why?',
      fr: 'Selon le passage, quelle est la position de {speaker}, et sur quoi repose-t-elle ?',
      sw: 'Kwa mujibu wa kifungu, {speaker} alishikilia msimamo gani, na kwa nini?',
      ar: 'بحسب النص، ما موقف {speaker}، وعلامَ يقوم هذا الموقف؟',
    },
  },
  {
    id: 'l1-person',
    requires: { mainPerson: true },
    level: 1,
    type: 'clarification',
    text: {
      en: 'Who is {person} in the passage, and what part do they play?',
      fr: 'Qui est {person} dans ce passage, et quel rôle le passage lui donne-t-il ?',
      sw: '{person} ni nani katika kifungu hiki, na kifungu kinampa nafasi gani?',
      ar: 'مَن {person} في هذا النص، وما دور هذه الشخصية فيه؟',
    },
  },
  {
    id: 'l1-work',
    level: 1,
    type: 'clarification',
    text: {
      en: 'What does the passage say about {work}, and how is {person} connected with it?',
      fr: 'Que dit le passage de l’ouvrage « {work} », et quel est le lien de {person} avec cet ouvrage ?',
      sw: 'Kifungu kinasema nini kuhusu kazi iitwayo “{work}”, na {person} anahusianaje na kazi hiyo?',
      ar: 'ماذا يقول النص عن «{work}»، وما صلة {person} بهذا العمل؟',
    },
  },
  {
    id: 'l1-concept',
    level: 1,
    type: 'clarification',
    text: {
      en: 'Explain “{concept}” as the passage uses it.',
      fr: 'Expliquez « {concept} » au sens où le passage l’emploie.',
      sw: 'Eleza neno “{concept}” kama kifungu kinavyolitumia.',
      ar: 'اشرح معنى «{concept}» كما يفهمه النص.',
    },
  },
  {
    id: 'l1-pair',
    requires: { theologicalConcept: true },
    level: 1,
    type: 'clarification',
    text: {
      en: 'How are “{concept}” and “{concept2}” related in the passage?',
      fr: 'Quel lien le passage fait-il entre « {concept} » et « {concept2} » ?',
      sw: 'Kifungu kinaonyesha uhusiano gani kati ya “{concept}” na “{concept2}”?',
      ar: 'ما العلاقة بين «{concept}» و«{concept2}» في النص؟',
    },
  },

  {
    id: 'l1-says',
    level: 1,
    type: 'clarification',
    text: {
      en: 'What does the passage say about “{concept}”?',
      fr: 'Que dit le passage au sujet de « {concept} » ?',
      sw: 'Kifungu kinasema nini kuhusu “{concept}”?',
      ar: 'ماذا يقول النص عن «{concept}»؟',
    },
  },
  {
    id: 'l1-describe',
    level: 1,
    type: 'clarification',
    text: {
      en: 'How does the passage describe “{concept}”?',
      fr: 'Comment le passage décrit-il « {concept} » ?',
      sw: 'Kifungu kinaeleza “{concept}” kwa namna gani?',
      ar: 'كيف يصف النص «{concept}»؟',
    },
  },
  {
    id: 'l1-blank',
    requires: { strongConcept: true, theology: true, notFactual: true },
    level: 1,
    type: 'clarification',
    claimKinds: ['statement', 'command', 'event'],
    text: {
      en: 'Fill the gap: “{blanked}”. What does the missing word mean here?',
      fr: 'Complétez : « {blanked} ». Que signifie ici le mot manquant ?',
      sw: 'Jaza pengo: “{blanked}”. Neno hilo lina maana gani hapa?',
      ar: 'أكمل الفراغ: «{blanked}». ما معنى الكلمة الناقصة هنا؟',
    },
  },
  {
    id: 'l1-who-held',
    level: 1,
    type: 'clarification',
    text: {
      en: 'Who, according to the passage, held that {proposition}, and why?',
      fr: 'Selon le passage, qui soutenait que {proposition}, et pourquoi ?',
      sw: 'Kwa mujibu wa kifungu, ni nani aliyeshikilia kwamba {proposition}, na kwa nini?',
      ar: 'بحسب النص، من الذي رأى أنّ {proposition}، ولماذا؟',
    },
  },
  {
    id: 'l1-means',
    level: 1,
    type: 'clarification',
    text: {
      en: 'What does the passage mean by “{concept}”?',
      fr: 'Que veut dire le passage par « {concept} » ?',
      sw: 'Kifungu kinamaanisha nini kwa “{concept}”?',
      ar: 'ماذا يقصد النص بـ«{concept}»؟',
    },
  },

  {
    id: 'l1-gap',
    requires: { strongConcept: true, theology: true, notFactual: true },
    level: 1,
    type: 'clarification',
    claimKinds: ['statement', 'command', 'event'],
    text: {
      en: 'Which idea is missing here: “{blanked}”?',
      fr: 'Quelle idée manque ici : « {blanked} » ?',
      sw: 'Ni wazo gani linalokosekana hapa: “{blanked}”?',
      ar: 'ما الفكرة الناقصة هنا: «{blanked}»؟',
    },
  },
  {
    id: 'l1-in-words',
    requires: { strongConcept: true },
    level: 1,
    type: 'clarification',
    text: {
      en: 'In the words “{clause}”, what does “{concept}” mean?',
      fr: 'Quand le passage dit « {clause} », que signifie « {concept} » ?',
      sw: 'Katika maneno “{clause}”, neno “{concept}” lina maana gani?',
      ar: 'في العبارة «{clause}»، ما معنى «{concept}»؟',
    },
  },
  {
    id: 'l1-meaning-in',
    requires: { strongConcept: true },
    level: 1,
    type: 'clarification',
    text: {
      en: 'What does “{concept}” mean in “{clause}”?',
      fr: 'Que veut dire « {concept} » dans « {clause} » ?',
      sw: 'Neno “{concept}” lina maana gani katika maneno “{clause}”?',
      ar: 'ما معنى «{concept}» في «{clause}»؟',
    },
  },

  {
    id: 'l1-explains',
    requires: { strongConcept: true },
    level: 1,
    type: 'clarification',
    text: {
      en: 'How do the words “{clause}” explain “{concept}”?',
      fr: 'Comment les mots « {clause} » éclairent-ils « {concept} » ?',
      sw: 'Maneno “{clause}” yanaelezaje “{concept}”?',
      ar: 'كيف تشرح العبارة «{clause}» معنى «{concept}»؟',
    },
  },

  {
    id: 'l1-sense-of',
    requires: { strongConcept: true },
    level: 1,
    type: 'clarification',
    text: {
      en: 'In “{clause}”, what sense does “{concept}” have?',
      fr: 'Dans « {clause} », quel sens a « {concept} » ?',
      sw: 'Katika maneno “{clause}”, neno “{concept}” limetumika kwa maana gani?',
      ar: 'في «{clause}»، ما الدلالة التي يحملها تعبير «{concept}»؟',
    },
  },

  // Level 2: analysing what the passage assumes, and the support it gives.
  {
    id: 'l2-assumes',
    requires: { theology: true, notFactual: true },
    level: 2,
    type: 'assumptions',
    claimKinds: ['statement', 'command'],
    text: {
      en: 'What does “{claim}” take for granted?',
      fr: 'Que tient pour acquis l’affirmation « {claim} » ?',
      sw: 'Kauli “{claim}” inachukulia nini kuwa kweli bila kuthibitisha?',
      ar: 'ما الذي يفترضه القول «{claim}» دون أن يثبته؟',
    },
  },
  {
    id: 'l2-support',
    requires: { notScripture: true, theology: true, notFactual: true, ownVoice: true },
    level: 2,
    type: 'evidence',
    claimKinds: ['statement'],
    text: {
      en: 'What in the passage supports “{claim}”, and is it enough?',
      fr: 'Qu’est-ce qui, dans le passage, appuie « {claim} », et est-ce suffisant ?',
      sw: 'Ni nini katika kifungu kinachounga mkono “{claim}”, na je, kinatosha?',
      ar: 'ما الذي في النص يدعم «{claim}»، وهل هو كافٍ؟',
    },
  },
  {
    id: 'l2-reason',
    level: 2,
    type: 'evidence',
    text: {
      en: 'Does “{reason}” really show that “{main}”? What else would you need to know?',
      fr: '« {reason} » suffit-il à montrer que « {main} » ? Que faudrait-il encore savoir ?',
      sw: 'Je, sababu “{reason}” inaonyesha kweli kwamba “{main}”? Ungehitaji kujua nini zaidi?',
      ar: 'هل يُثبت «{reason}» حقًا أنّ «{main}»؟ وماذا تحتاج أن تعرف أيضًا؟',
    },
  },
  {
    id: 'l2-speaker',
    level: 2,
    type: 'assumptions',
    text: {
      en: '{speaker} held that {proposition}. What must be true for this view to stand?',
      fr: 'Selon {speaker}, {proposition}. Que faut-il admettre pour que cette position tienne ?',
      sw: 'Kwa mujibu wa {speaker}, {proposition}. Ni nini lazima kiwe kweli ili msimamo huu uwe na msingi?',
      ar: 'من رأي {speaker} أنّ {proposition}. ما الذي يجب أن يكون صحيحًا لكي يصمد هذا الرأي؟',
    },
  },
  {
    id: 'l2-connect',
    requires: { theologicalConcept: true },
    level: 2,
    type: 'evidence',
    text: {
      en: 'How does the passage connect “{concept}” with “{concept2}”?',
      fr: 'Comment le passage relie-t-il « {concept} » à « {concept2} » ?',
      sw: 'Kifungu kinaunganishaje “{concept}” na “{concept2}”?',
      ar: 'كيف يربط النص بين «{concept}» و«{concept2}»؟',
    },
  },
  {
    id: 'l2-person-concept',
    requires: { secondaryPerson: true, theologicalConcept: true },
    level: 2,
    type: 'assumptions',
    text: {
      en: 'Why does the passage bring in {person} when it speaks of “{concept}”?',
      fr: 'Pourquoi le passage fait-il intervenir {person} quand il parle de « {concept} » ?',
      sw: 'Kwa nini kifungu kinamtaja {person} kinapozungumza kuhusu “{concept}”?',
      ar: 'لماذا يذكر النص {person} حين يتحدث عن «{concept}»؟',
    },
  },
  {
    id: 'l2-event',
    requires: { middle: true, narrative: true, notFactual: true, ownVoice: true },
    level: 2,
    type: 'evidence',
    claimKinds: ['event'],
    text: {
      en: '“{event}.” What led to this, and what followed?',
      fr: '« {event}. » Qu’est-ce qui y a conduit, et qu’est-ce qui a suivi ?',
      sw: '“{event}.” Ni nini kilichosababisha jambo hili, na nini kilichofuata?',
      ar: '«{event}». ما الذي أدّى إلى ذلك، وماذا تلاه؟',
    },
  },

  {
    id: 'l2-why',
    requires: { notScripture: true, theology: true, notFactual: true, ownVoice: true },
    level: 2,
    type: 'evidence',
    claimKinds: ['statement'],
    text: {
      en: 'Why does the passage hold that “{claim}”? Trace the steps of its argument.',
      fr: 'Pourquoi le passage soutient-il que « {claim} » ? Retracez les étapes de son argumentation.',
      sw: 'Kwa nini kifungu kinashikilia kwamba “{claim}”? Fuatilia hatua za hoja yake.',
      ar: 'لماذا يرى النص أنّ «{claim}»؟ تتبّع خطوات حجته.',
    },
  },
  {
    id: 'l2-concept-why',
    requires: { strongConcept: true },
    level: 2,
    type: 'assumptions',
    text: {
      en: 'Why does “{concept}” matter here?',
      fr: 'Pourquoi la notion de « {concept} » est-elle importante ici ?',
      sw: 'Kwa nini “{concept}” ni muhimu hapa?',
      ar: 'ما أهمية «{concept}» هنا؟',
    },
  },

  {
    id: 'l2-assumes-about',
    requires: { theology: true, notFactual: true },
    level: 2,
    type: 'assumptions',
    claimKinds: ['statement', 'command'],
    text: {
      en: 'What does “{claim}” assume about “{concept}”?',
      fr: 'Que présuppose « {claim} » au sujet de « {concept} » ?',
      sw: 'Kauli “{claim}” inachukulia nini kuhusu “{concept}”?',
      ar: 'ماذا يفترض القول «{claim}» عن «{concept}»؟',
    },
  },

  {
    id: 'l2-clause-assumes',
    requires: { strongConcept: true },
    level: 2,
    type: 'assumptions',
    text: {
      en: 'What does “{clause}” take for granted about “{concept}”?',
      fr: 'Que tient pour acquis « {clause} » au sujet de « {concept} » ?',
      sw: 'Maneno “{clause}” yanachukulia nini kuhusu “{concept}”?',
      ar: 'ماذا تفترض العبارة «{clause}» عن «{concept}»؟',
    },
  },
  {
    id: 'l2-event-why',
    requires: { theology: true, notFactual: true },
    level: 2,
    type: 'evidence',
    claimKinds: ['event'],
    text: {
      en: '“{event}.” Why does the passage tell us this?',
      fr: '« {event}. » Pourquoi le passage raconte-t-il cela ?',
      sw: '“{event}.” Kwa nini kifungu kinasimulia jambo hili?',
      ar: '«{event}». لماذا يروي النص هذا؟',
    },
  },

  {
    id: 'l2-behind',
    requires: { strongConcept: true },
    level: 2,
    type: 'assumptions',
    text: {
      en: 'What reasoning lies behind “{clause}”?',
      fr: 'Quel raisonnement se trouve derrière « {clause} » ?',
      sw: 'Ni hoja gani iliyo nyuma ya “{clause}”?',
      ar: 'ما الحجة التي تقف وراء «{clause}»؟',
    },
  },

  {
    id: 'l2-reasons-for',
    requires: { strongConcept: true },
    level: 2,
    type: 'evidence',
    text: {
      en: 'What reasons does the passage give for “{clause}”?',
      fr: 'Quelles raisons le passage donne-t-il à l’appui de « {clause} » ?',
      sw: 'Kifungu kinatoa sababu gani za “{clause}”?',
      ar: 'ما الأسباب التي يقدّمها النص لـ«{clause}»؟',
    },
  },

  {
    id: 'l2-concept-here',
    requires: { theology: true, notFactual: true, strongConcept: true },
    level: 2,
    type: 'assumptions',
    claimKinds: ['statement', 'event', 'command'],
    text: {
      en: '“{claim}.” Why does “{concept}” matter here?',
      fr: '« {claim}. » Pourquoi la notion de « {concept} » est-elle importante ici ?',
      sw: '“{claim}.” Kwa nini “{concept}” ni muhimu hapa?',
      ar: '«{claim}». ما أهمية «{concept}» هنا؟',
    },
  },

  {
    id: 'l2-concept-role',
    requires: { strongConcept: true },
    level: 2,
    type: 'assumptions',
    text: {
      en: 'What part does “{concept}” play in the argument?',
      fr: 'Quel rôle joue la notion de « {concept} » dans l’argumentation du passage ?',
      sw: 'Wazo la “{concept}” lina nafasi gani katika hoja ya kifungu?',
      ar: 'ما دور «{concept}» في الحجة؟',
    },
  },

  // Level 3: carrying the passage into the life of a congregation.
  {
    id: 'l3-practice',
    requires: { theology: true, notFactual: true },
    level: 3,
    type: 'implications',
    claimKinds: ['statement'],
    text: {
      en: 'If “{claim}” is true, what should change in your congregation?',
      fr: 'S’il est vrai que « {claim} », que faudrait-il changer dans votre assemblée ?',
      sw: 'Ikiwa ni kweli kwamba “{claim}”, ni nini kingepaswa kubadilika katika kanisa lako?',
      ar: 'إن كان صحيحًا أنّ «{claim}»، فما الذي ينبغي أن يتغيّر في كنيستك؟',
    },
  },
  {
    id: 'l3-obey',
    requires: { theology: true },
    level: 3,
    type: 'implications',
    claimKinds: ['command'],
    text: {
      en: 'How could your congregation obey “{claim}” this month? Name one concrete step.',
      fr: 'Comment votre assemblée pourrait-elle obéir à « {claim} » ce mois-ci ? Nommez une démarche concrète.',
      sw: 'Kanisa lako lingewezaje kutii “{claim}” mwezi huu? Taja hatua moja halisi.',
      ar: 'كيف يمكن لكنيستك أن تطيع «{claim}» هذا الشهر؟ اذكر خطوة عملية واحدة.',
    },
  },
  {
    id: 'l3-event',
    requires: { theology: true, minWeight: 2, notFactual: true },
    level: 3,
    type: 'implications',
    claimKinds: ['event'],
    text: {
      en: '“{event}.” What does this teach church leaders today?',
      fr: '« {event}. » Qu’est-ce que cela enseigne aux responsables d’Église aujourd’hui ?',
      sw: '“{event}.” Jambo hili linawafundisha nini viongozi wa kanisa leo?',
      ar: '«{event}». ماذا يعلّم هذا قادة الكنيسة اليوم؟',
    },
  },
  {
    id: 'l3-speaker',
    level: 3,
    type: 'implications',
    text: {
      en: '{speaker} held that {proposition}. Where would that make a difference in your church today?',
      fr: 'Selon {speaker}, {proposition}. Où cela changerait-il quelque chose dans votre Église aujourd’hui ?',
      sw: 'Kwa mujibu wa {speaker}, {proposition}. Jambo hili lingeleta tofauti wapi katika kanisa lako leo?',
      ar: 'من رأي {speaker} أنّ {proposition}. أين يمكن أن يُحدث هذا الرأي فرقًا في كنيستك اليوم؟',
    },
  },
  {
    id: 'l3-concept',
    requires: { strongConcept: true },
    level: 3,
    type: 'implications',
    text: {
      en: 'How does “{concept}” show up in your congregation today?',
      fr: 'Où voyez-vous « {concept} » à l’œuvre dans votre assemblée aujourd’hui ?',
      sw: 'Wazo la “{concept}” linajitokezaje katika maisha ya kanisa lako leo?',
      ar: 'كيف ترى «{concept}» في حياة كنيستك اليوم؟',
    },
  },
  {
    id: 'l3-person',
    requires: { mainPerson: true },
    level: 3,
    type: 'implications',
    text: {
      en: 'What can church leaders learn from {person} in this passage?',
      fr: 'Que peuvent apprendre les responsables d’Église de {person} dans ce passage ?',
      sw: 'Viongozi wa kanisa wanaweza kujifunza nini kwa {person} katika kifungu hiki?',
      ar: 'ماذا يمكن لقادة الكنيسة أن يتعلّموا من {person} في هذا النص؟',
    },
  },

  {
    id: 'l3-preach',
    requires: { strongConcept: true },
    level: 3,
    type: 'implications',
    text: {
      en: 'How would you preach “{concept}” from this passage?',
      fr: 'Comment prêcheriez-vous « {concept} » à partir de ce passage ?',
      sw: 'Ungehubirije “{concept}” kutoka katika kifungu hiki?',
      ar: 'كيف تبني عظة عن «{concept}» انطلاقًا من هذا النص؟',
    },
  },
  {
    id: 'l3-tested',
    requires: { theology: true, minWeight: 2, notFactual: true },
    level: 3,
    type: 'implications',
    claimKinds: ['statement'],
    text: {
      en: 'Where is “{claim}” tested in your community, and how would you respond?',
      fr: 'Où l’affirmation « {claim} » est-elle mise à l’épreuve dans votre communauté, et comment y répondriez-vous ?',
      sw: 'Ni wapi katika jamii yako ambapo kauli “{claim}” inajaribiwa, na ungejibuje?',
      ar: 'أين يُمتحن القول «{claim}» في مجتمعك، وكيف تستجيب؟',
    },
  },

  {
    id: 'l3-live',
    requires: { theology: true, notFactual: true },
    level: 3,
    type: 'implications',
    claimKinds: ['statement', 'command'],
    text: {
      en: 'How would you live out “{claim}” this week?',
      fr: 'Comment mettriez-vous en pratique « {claim} » cette semaine ?',
      sw: 'Ungeitekelezaje kauli “{claim}” katika maisha yako wiki hii?',
      ar: 'كيف تطبّق القول «{claim}» في حياتك هذا الأسبوع؟',
    },
  },

  {
    id: 'l3-teach-concept',
    requires: { theology: true, notFactual: true, strongConcept: true },
    level: 3,
    type: 'implications',
    claimKinds: ['statement', 'event', 'command'],
    text: {
      en: '“{claim}.” How should this shape what you teach about “{concept}”?',
      fr: '« {claim}. » Comment cela devrait-il façonner ce que vous enseignez sur « {concept} » ?',
      sw: '“{claim}.” Jambo hili lingepaswa kuathiri vipi mafundisho yako kuhusu “{concept}”?',
      ar: '«{claim}». كيف ينبغي أن يشكّل هذا ما تعلّمه عن «{concept}»؟',
    },
  },

  {
    id: 'l3-preach-on',
    requires: { theology: true, notFactual: true },
    level: 3,
    type: 'implications',
    claimKinds: ['statement', 'event', 'command'],
    text: {
      en: 'How would you preach on “{claim}”?',
      fr: 'Comment prêcheriez-vous sur « {claim} » ?',
      sw: 'Ungehubirije juu ya “{claim}”?',
      ar: 'كيف تقدّم عظة عن «{claim}»؟',
    },
  },
  {
    id: 'l3-person-event',
    requires: { mainPerson: true, notFactual: true },
    level: 3,
    type: 'implications',
    claimKinds: ['event', 'statement'],
    text: {
      en: '“{event}.” What can church leaders learn from {person} here?',
      fr: '« {event}. » Que peuvent apprendre ici les responsables d’Église de {person} ?',
      sw: '“{event}.” Viongozi wa kanisa wanaweza kujifunza nini kwa {person} hapa?',
      ar: '«{event}». ماذا يمكن لقادة الكنيسة أن يتعلّموا من {person} هنا؟',
    },
  },

  // Level 4: judging the passage against other views, and answering it.
  {
    id: 'l4-judge',
    requires: { notScripture: true, theology: true, notFactual: true, ownVoice: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['statement'],
    text: {
      en: 'Is the passage right that “{claim}”? Answer the strongest objection.',
      fr: 'Le passage a-t-il raison d’affirmer « {claim} » ? Répondez à l’objection la plus forte.',
      sw: 'Je, kifungu kiko sahihi kusema “{claim}”? Jibu pingamizi lenye nguvu zaidi.',
      ar: 'هل النص محقّ في قوله «{claim}»؟ أجب عن أقوى اعتراض.',
    },
  },
  {
    id: 'l4-other-reading',
    requires: { theology: true, notFactual: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['statement', 'command', 'event'],
    text: {
      en: 'How might another tradition read “{claim}”? Which reading is more faithful?',
      fr: 'Comment une autre tradition lirait-elle « {claim} » ? Quelle lecture est la plus fidèle ?',
      sw: 'Mapokeo mengine yangeielewaje kauli “{claim}”? Ni ufahamu upi ulio mwaminifu zaidi?',
      ar: 'كيف قد يقرأ تقليد آخر «{claim}»؟ وأيّ القراءتين أكثر أمانة؟',
    },
  },
  {
    id: 'l4-reply',
    requires: { notScripture: true, theology: true, notFactual: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['statement', 'command'],
    text: {
      en: 'Where do you agree with “{claim}”, where not, and why?',
      fr: 'Sur quels points êtes-vous d’accord avec « {claim} », sur lesquels ne l’êtes-vous pas, et pourquoi ?',
      sw: 'Unakubaliana wapi na “{claim}”, wapi hukubaliani, na kwa nini?',
      ar: 'أين تتفق مع «{claim}»، وأين لا، ولماذا؟',
    },
  },
  {
    id: 'l4-speaker',
    level: 4,
    type: 'viewpoints',
    text: {
      en: '{speaker} held that {proposition}. How would a critic answer, and who is right?',
      fr: 'Selon {speaker}, {proposition}. Que répondrait un critique, et qui a raison ?',
      sw: 'Kwa mujibu wa {speaker}, {proposition}. Mkosoaji angejibu nini, na ni nani aliye sahihi?',
      ar: 'من رأي {speaker} أنّ {proposition}. بماذا يردّ ناقدٌ على هذا الرأي، ومَن المحقّ؟',
    },
  },
  {
    id: 'l4-binding',
    requires: { theology: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['command'],
    text: {
      en: 'Does “{claim}” bind churches today as it bound its first hearers? Argue from Scripture.',
      fr: '« {claim} » oblige-t-il les Églises d’aujourd’hui comme il obligeait ses premiers auditeurs ? Argumentez à partir de l’Écriture.',
      sw: 'Je, agizo “{claim}” linayafunga makanisa ya leo kama lilivyowafunga wasikilizaji wake wa kwanza? Jenga hoja kutoka katika Maandiko.',
      ar: 'هل يُلزم «{claim}» كنائس اليوم كما ألزم سامعيه الأوّلين؟ ابنِ حجتك على الكتاب المقدس.',
    },
  },
  {
    id: 'l4-concept',
    requires: { strongConcept: true },
    level: 4,
    type: 'viewpoints',
    text: {
      en: 'Is the passage’s view of “{concept}” convincing? Why?',
      fr: 'La vision de « {concept} » dans le passage est-elle convaincante ? Pourquoi ?',
      sw: 'Je, mtazamo wa kifungu kuhusu “{concept}” unashawishi? Kwa nini?',
      ar: 'هل نظرة النص إلى «{concept}» مقنعة؟ ولماذا؟',
    },
  },
  {
    id: 'l4-weakest',
    requires: { notScripture: true, theology: true, notFactual: true, ownVoice: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['statement'],
    text: {
      en: 'Where is “{claim}” weakest, and how would you strengthen it?',
      fr: 'Quel est le point le plus faible de l’affirmation « {claim} », et comment la renforceriez-vous ?',
      sw: 'Udhaifu mkubwa wa kauli “{claim}” uko wapi, na ungeiimarishaje?',
      ar: 'أين يكمن ضعف القول «{claim}»، وكيف تقوّيه؟',
    },
  },
  {
    id: 'l4-defend',
    requires: { strongConcept: true },
    level: 4,
    type: 'viewpoints',
    text: {
      en: 'Which understanding of “{concept}” would you defend, and why?',
      fr: 'Quelle interprétation de « {concept} » défendriez-vous, et pourquoi ?',
      sw: 'Ni ufahamu upi wa “{concept}” ambao ungeutetea, na kwa nini?',
      ar: 'أيّ فهم لـ«{concept}» تدافع عنه، ولماذا؟',
    },
  },
  {
    id: 'l4-person',
    requires: { mainPerson: true },
    level: 4,
    type: 'viewpoints',
    text: {
      en: 'Which choices of {person} here would you defend, and which would you question?',
      fr: 'Quels choix de {person} défendriez-vous ici, et lesquels remettriez-vous en question ?',
      sw: 'Ni maamuzi yapi ya {person} hapa ambayo ungeyatetea, na yapi ungeyahoji?',
      ar: 'أيّ قرارات {person} هنا تدافع عنها، وأيّها تسائلها؟',
    },
  },
  {
    id: 'l4-scripture',
    requires: { notScripture: true, theology: true, notFactual: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['statement', 'command'],
    text: {
      en: 'Is “{claim}” true to Scripture? Defend your answer.',
      fr: '« {claim} » est-il fidèle à l’Écriture ? Défendez votre réponse.',
      sw: 'Je, kauli “{claim}” inaendana na Maandiko? Tetea jibu lako.',
      ar: 'هل القول «{claim}» أمين للكتاب المقدس؟ دافع عن جوابك.',
    },
  },
  {
    id: 'l4-change',
    requires: { notScripture: true, theology: true, notFactual: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['statement', 'command'],
    text: {
      en: 'What would you add to “{claim}”, or change in it, and why?',
      fr: 'Que changeriez-vous ou ajouteriez-vous à « {claim} », et pourquoi ?',
      sw: 'Ungeongeza nini au kubadilisha nini katika kauli “{claim}”, na kwa nini?',
      ar: 'ماذا تضيف إلى القول «{claim}» أو تغيّر فيه، ولماذا؟',
    },
  },
  {
    id: 'l4-faithful-concept',
    requires: { theology: true, notFactual: true, strongConcept: true, notScripture: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['statement', 'command'],
    text: {
      en: 'Does “{claim}” do justice to “{concept}”? Defend your answer.',
      fr: '« {claim} » rend-il justice à « {concept} » ? Défendez votre réponse.',
      sw: 'Je, kauli “{claim}” inalitendea haki wazo la “{concept}”? Tetea jibu lako.',
      ar: 'هل يُنصف القول «{claim}» مفهوم «{concept}»؟ دافع عن جوابك.',
    },
  },
  {
    id: 'l4-person-event',
    requires: { mainPerson: true, notFactual: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['event', 'statement'],
    text: {
      en: '“{event}.” Would you defend what {person} did here? Why?',
      fr: '« {event}. » Défendriez-vous ce que {person} a fait ici ? Pourquoi ?',
      sw: '“{event}.” Je, ungetetea alichofanya {person} hapa? Kwa nini?',
      ar: '«{event}». هل تدافع عن تصرّف {person} هنا؟ ولماذا؟',
    },
  },
  {
    id: 'l4-concept-best',
    requires: { theology: true, notFactual: true, strongConcept: true, notScripture: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['statement', 'command'],
    text: {
      en: '“{claim}.” Is this the best way to think about “{concept}”?',
      fr: '« {claim}. » Est-ce la meilleure façon de penser « {concept} » ?',
      sw: '“{claim}.” Je, hii ndiyo njia bora ya kufikiri kuhusu “{concept}”?',
      ar: '«{claim}». هل هذه أفضل طريقة للتفكير في «{concept}»؟',
    },
  },
];

const SLOT = /\{(\w+)\}/g;

/** The slots a stem needs. */
export const slotsOf = (stem: Stem): SlotName[] => [...new Set([...stem.text.en.matchAll(SLOT)].map((m) => m[1] as SlotName))];

/** The number of words a stem writes itself in a language, slots excluded. */
export function stemWordCount(stem: Stem, language: TextLanguage): number {
  return stem.text[language]
    .replace(SLOT, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * Fills a stem: each slot with the passage's words. French elides "que", "de", "le" before a
 * vowel ("qu’Augustin", "d’Athanase"), and sets its punctuation with thin no-break spaces.
 */
export function fillStem(stem: Stem, language: TextLanguage, slots: Partial<Record<SlotName, string>>): string {
  let text = stem.text[language].replace(SLOT, (_, name: string) => slots[name as SlotName] ?? '');
  if (language === 'fr') {
    text = text
      .replace(/(?<![\p{L}])(qu|d|l)e ([AEIOUÀÂÉÈÊÎÔÛaeiouàâéèêîôû])/gu, '$1’$2')
      .replace(/\s*([?!;])/g, '\u202f$1')
      .replace(/\s+:/g, '\u00a0:')
      .replace(/«\s*/g, '«\u00a0')
      .replace(/\s*»/g, '\u00a0»');
  }
  return text.replace(/ {2,}/g, ' ').trim();
}
