import type { DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import type { SOCRATIC_QUESTION_TYPES } from '#shared/schemas/questions.ts';
import type { TextLanguage } from '#server/lib/nlp/text.ts';
import type { ClaimKind } from '#server/lib/nlp/passage.ts';

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
    /** Only for Scripture itself: defending what the Bible says, where other texts are weighed. */
    scriptureOnly?: boolean;
    /** A secondary person of the passage (not its main one): "why does the passage bring in X" presumes X is brought in. */
    secondaryPerson?: boolean;
    /** The quoted statement is about God, faith or the church in general, not about what a named person or group did: "where is it weakest?" weighs a thesis, not a report. */
    general?: boolean;
    /** The quoted sentence opens on a person doing something ("Kato urged the churches…"): "was this right?" judges a choice, not a state, what God did or what befell a people. */
    personChooses?: boolean;
    /** An idea worded in more than one word ("justification by faith"): one word alone ("clergy") is rarely something one defends an understanding of. */
    phrase?: boolean;
    /** The quoted sentence may report someone's view ("Critics answered that…"): the question asks why the passage tells it, not whether it is true. */
    reportedOk?: boolean;
    /** The idea is named in a statement the passage makes in its own voice: "the passage's view of X" presumes it has one. */
    ownVoiceConcept?: boolean;
    /** The idea is named in two sentences or more: "how does the passage describe X?" presumes it does more than name X once. */
    dwelt?: boolean;
    /** The person is not the one who persecutes or kills in the passage: "what can leaders learn from Kabaka Mwanga?" presumes a model, "were his choices wise?" weighs a massacre as a choice. */
    exemplary?: boolean;
    /** The person opens a sentence doing something ("Lwanga protected the boys"): "were their choices wise?" presumes choices the passage tells. */
    acts?: boolean;
  };
  /** Where the answer lies when not in the quoted sentence: "what happened next" is answered by the sentence after it. */
  answeredBy?: 'next-sentence';
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
      en: 'According to the passage, what did {speaker} hold?',
      fr: 'Selon le passage, quelle est la position de {speaker} ?',
      sw: 'Kwa mujibu wa kifungu, {speaker} alishikilia msimamo gani?',
      ar: 'بحسب النص، ما موقف {speaker}؟',
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
    requires: { mainPerson: true },
    level: 1,
    type: 'clarification',
    text: {
      en: 'How is {person} connected with {work}, according to the passage?',
      fr: 'Selon le passage, quel est le lien de {person} avec l’ouvrage « {work} » ?',
      sw: 'Kwa mujibu wa kifungu, {person} anahusianaje na kazi iitwayo “{work}”?',
      ar: 'ما صلة {person} بالعمل «{work}» بحسب النص؟',
    },
  },
  {
    id: 'l1-concept',
    requires: { strongConcept: true },
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
    requires: { strongConcept: true },
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
    requires: { strongConcept: true },
    level: 1,
    type: 'clarification',
    text: {
      en: 'What does the passage say about “{concept}”?',
      fr: 'Que dit le passage à propos du terme « {concept} » ?',
      sw: 'Kifungu kinasema nini kuhusu “{concept}”?',
      ar: 'ماذا يقول النص عن «{concept}»؟',
    },
  },
  {
    id: 'l1-describe',
    requires: { strongConcept: true, dwelt: true },
    level: 1,
    type: 'clarification',
    text: {
      en: 'How does the passage describe “{concept}”?',
      fr: 'Comment le passage présente-t-il le terme « {concept} » ?',
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
    id: 'l1-blank-word',
    requires: { strongConcept: true, theology: true, notFactual: true },
    level: 1,
    type: 'clarification',
    claimKinds: ['statement', 'command', 'event'],
    text: {
      en: 'Which word completes “{blanked}”, and what does it mean here?',
      fr: 'Quel mot complète « {blanked} », et quel sens a-t-il ici ?',
      sw: 'Ni neno gani linalokamilisha “{blanked}”, na lina maana gani hapa?',
      ar: 'ما الكلمة التي تكمل «{blanked}»، وما معناها هنا؟',
    },
  },
  {
    id: 'l1-blank-missing',
    requires: { strongConcept: true, theology: true, notFactual: true },
    level: 1,
    type: 'clarification',
    claimKinds: ['statement', 'command', 'event'],
    text: {
      en: '“{blanked}”: which word is missing, and what does it mean?',
      fr: '« {blanked} » : quel mot manque, et que signifie-t-il ici ?',
      sw: '“{blanked}”: neno gani limeachwa, na lina maana gani hapa?',
      ar: '«{blanked}»: ما الكلمة الناقصة، وما معناها هنا؟',
    },
  },
  {
    id: 'l1-next',
    requires: { middle: true, narrative: true, ownVoice: true },
    answeredBy: 'next-sentence',
    level: 1,
    type: 'clarification',
    claimKinds: ['event'],
    text: {
      en: '“{event}.” What happened next, according to the passage?',
      fr: '« {event}. » Que se passe-t-il ensuite, selon le passage ?',
      sw: '“{event}.” Kwa mujibu wa kifungu, nini kilitokea baadaye?',
      ar: '«{event}». ماذا حدث بعد ذلك بحسب النص؟',
    },
  },
  {
    id: 'l1-followed',
    requires: { middle: true, narrative: true, ownVoice: true },
    answeredBy: 'next-sentence',
    level: 1,
    type: 'clarification',
    claimKinds: ['event'],
    text: {
      en: '“{event}.” According to the passage, what followed?',
      fr: '« {event}. » D’après le passage, qu’est-ce qui a suivi ?',
      sw: '“{event}.” Kwa mujibu wa kifungu, ni nini kilichofuata?',
      ar: '«{event}». ما الذي تلا ذلك بحسب النص؟',
    },
  },
  {
    id: 'l1-who-held',
    level: 1,
    type: 'clarification',
    text: {
      en: 'Who in the passage held that {proposition}?',
      fr: 'Selon le passage, qui soutenait que {proposition} ?',
      sw: 'Ni nani katika kifungu aliyeshikilia kwamba {proposition}?',
      ar: 'بحسب النص، من الذي رأى {proposition}؟',
    },
  },
  {
    id: 'l1-means',
    requires: { strongConcept: true },
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
    requires: { general: true, notScripture: true, theology: true, notFactual: true, ownVoice: true },
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
      ar: 'من رأي {speaker} {proposition}. ما الذي يجب أن يكون صحيحًا لكي يصمد هذا الرأي؟',
    },
  },
  {
    id: 'l2-connect',
    requires: { strongConcept: true },
    level: 2,
    type: 'evidence',
    text: {
      en: 'How does the passage connect “{concept}” with “{concept2}”?',
      fr: 'Comment le passage relie-t-il les termes « {concept} » et « {concept2} » ?',
      sw: 'Kifungu kinaunganishaje “{concept}” na “{concept2}”?',
      ar: 'كيف يربط النص بين «{concept}» و«{concept2}»؟',
    },
  },
  {
    id: 'l2-connect-link',
    requires: { strongConcept: true },
    level: 2,
    type: 'evidence',
    text: {
      en: 'What has “{concept}” to do with “{concept2}” here?',
      fr: 'Dans ce passage, quel rapport y a-t-il entre « {concept} » et « {concept2} » ?',
      sw: 'Katika kifungu hiki, “{concept}” kinahusiana vipi na “{concept2}”?',
      ar: 'ما صلة «{concept}» بـ«{concept2}» في هذا النص؟',
    },
  },

  {
    id: 'l2-why',
    requires: { general: true, notScripture: true, theology: true, notFactual: true, ownVoice: true },
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
    id: 'l2-assumes-about',
    requires: { theology: true, notFactual: true },
    level: 2,
    type: 'assumptions',
    claimKinds: ['statement', 'command'],
    text: {
      en: 'What does “{claim}” assume about “{concept}”?',
      fr: 'Que présuppose « {claim} » au sujet du terme « {concept} » ?',
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
      fr: 'Que tient pour acquis « {clause} » au sujet du terme « {concept} » ?',
      sw: 'Maneno “{clause}” yanachukulia nini kuhusu “{concept}”?',
      ar: 'ماذا تفترض العبارة «{clause}» عن «{concept}»؟',
    },
  },
  {
    id: 'l2-event-why',
    requires: { theology: true, reportedOk: true },
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
    id: 'l2-event-point',
    requires: { theology: true, reportedOk: true },
    level: 2,
    type: 'evidence',
    claimKinds: ['event'],
    text: {
      en: '“{event}.” What point is the passage making with this?',
      fr: '« {event}. » Où le passage veut-il en venir avec cela ?',
      sw: '“{event}.” Kifungu kinataka kuonyesha nini kwa jambo hili?',
      ar: '«{event}». ما الذي يريد النص أن يبيّنه بهذا؟',
    },
  },
  {
    id: 'l2-event-fit',
    requires: { theology: true, reportedOk: true },
    level: 2,
    type: 'evidence',
    claimKinds: ['event'],
    text: {
      en: '“{event}.” How does this fit the whole passage?',
      fr: '« {event}. » Comment cela s’inscrit-il dans l’ensemble du passage ?',
      sw: '“{event}.” Jambo hili linahusianaje na kifungu kizima?',
      ar: '«{event}». كيف ينسجم هذا مع بقية النص؟',
    },
  },

  {
    id: 'l2-concept-role',
    requires: { strongConcept: true, ownVoiceConcept: true, notScripture: true },
    level: 2,
    type: 'assumptions',
    text: {
      en: 'What part does “{concept}” play in the argument?',
      fr: 'Quel rôle joue le terme « {concept} » dans l’argumentation ?',
      sw: 'Wazo la “{concept}” lina nafasi gani katika hoja?',
      ar: 'ما دور «{concept}» في الحجة؟',
    },
  },

  // Level 3: carrying the passage into the life of a congregation.
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
    requires: { theology: true, minWeight: 2, notFactual: true, reportedOk: true },
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
    id: 'l3-event-ministry',
    requires: { theology: true, minWeight: 2, notFactual: true, reportedOk: true },
    level: 3,
    type: 'implications',
    claimKinds: ['event'],
    text: {
      en: '“{event}.” What does this mean for your ministry today?',
      fr: '« {event}. » Qu’est-ce que cela signifie pour votre ministère aujourd’hui ?',
      sw: '“{event}.” Jambo hili lina maana gani kwa huduma yako leo?',
      ar: '«{event}». ماذا يعني هذا لخدمتك اليوم؟',
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
      ar: 'من رأي {speaker} {proposition}. أين يمكن أن يُحدث هذا الرأي فرقًا في كنيستك اليوم؟',
    },
  },
  {
    id: 'l3-person',
    requires: { mainPerson: true, exemplary: true },
    level: 3,
    type: 'implications',
    text: {
      en: 'What can church leaders learn from {person} here?',
      fr: 'Que peuvent apprendre de {person} les responsables d’Église ?',
      sw: 'Viongozi wa kanisa wanaweza kujifunza nini kwa {person} hapa?',
      ar: 'ماذا يمكن لقادة الكنيسة أن يتعلّموا من {person} هنا؟',
    },
  },
  {
    id: 'l3-person-example',
    requires: { mainPerson: true, exemplary: true },
    level: 3,
    type: 'implications',
    text: {
      en: 'What does the example of {person} say to church leaders today?',
      fr: 'Que dit l’exemple de {person} aux responsables d’Église aujourd’hui ?',
      sw: 'Mfano wa {person} hapa unawafundisha nini viongozi wa kanisa leo?',
      ar: 'بماذا يخاطب مثالُ {person} قادةَ الكنيسة اليوم؟',
    },
  },

  {
    id: 'l3-preach',
    requires: { strongConcept: true },
    level: 3,
    type: 'implications',
    text: {
      en: 'How would you preach on “{concept}” from this passage?',
      fr: 'Comment prêcheriez-vous sur le thème « {concept} » à partir de ce passage ?',
      sw: 'Ungehubirije “{concept}” kutoka katika kifungu hiki?',
      ar: 'كيف تبني عظة عن «{concept}» انطلاقًا من هذا النص؟',
    },
  },

  {
    id: 'l3-new-believer',
    requires: { strongConcept: true, dwelt: true },
    level: 3,
    type: 'implications',
    text: {
      en: 'How would you explain “{concept}” to a new believer, using this passage?',
      fr: 'Comment expliqueriez-vous « {concept} » à un nouveau croyant à partir de ce passage ?',
      sw: 'Ungemweleza vipi muumini mpya maana ya “{concept}” kwa kutumia kifungu hiki?',
      ar: 'كيف تشرح «{concept}» لمؤمن جديد انطلاقًا من هذا النص؟',
    },
  },
  {
    id: 'l3-teach-concept',
    requires: { theology: true, notFactual: true, strongConcept: true },
    level: 3,
    type: 'implications',
    claimKinds: ['statement', 'command'],
    text: {
      en: '“{claim}.” How should this shape what you teach about “{concept}”?',
      fr: '« {claim}. » Comment cela devrait-il façonner ce que vous enseignez sur le thème « {concept} » ?',
      sw: '“{claim}.” Jambo hili lingepaswa kuathiri vipi mafundisho yako kuhusu “{concept}”?',
      ar: '«{claim}». كيف ينبغي أن يشكّل هذا ما تعلّمه عن «{concept}»؟',
    },
  },

  {
    id: 'l3-preach-on',
    requires: { general: true, theology: true, notFactual: true },
    level: 3,
    type: 'implications',
    claimKinds: ['statement', 'command'],
    text: {
      en: 'How would you preach on “{claim}”?',
      fr: 'Comment prêcheriez-vous sur « {claim} » ?',
      sw: 'Ungehubirije juu ya “{claim}”?',
      ar: 'كيف تقدّم عظة عن «{claim}»؟',
    },
  },
  {
    id: 'l3-person-event',
    requires: { mainPerson: true, notFactual: true, exemplary: true },
    level: 3,
    type: 'implications',
    claimKinds: ['event'],
    text: {
      en: '“{event}.” What can church leaders learn from {person} here?',
      fr: '« {event}. » Que peuvent apprendre de {person} les responsables d’Église ?',
      sw: '“{event}.” Viongozi wa kanisa wanaweza kujifunza nini kwa {person} hapa?',
      ar: '«{event}». ماذا يمكن لقادة الكنيسة أن يتعلّموا من {person} هنا؟',
    },
  },

  // Level 4: judging the passage against other views, and answering it.
  {
    id: 'l4-reply',
    requires: { general: true, notScripture: true, theology: true, notFactual: true },
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
      ar: 'من رأي {speaker} {proposition}. بماذا يردّ ناقدٌ على هذا الرأي، ومَن المحقّ؟',
    },
  },
  {
    id: 'l4-speaker-scripture',
    level: 4,
    type: 'viewpoints',
    text: {
      en: '{speaker} held that {proposition}. Is this faithful to Scripture? Defend your answer.',
      fr: 'Selon {speaker}, {proposition}. Cette position est-elle fidèle à l’Écriture ? Défendez votre réponse.',
      sw: 'Kwa mujibu wa {speaker}, {proposition}. Je, msimamo huu unaendana na Maandiko? Tetea jibu lako.',
      ar: 'من رأي {speaker} {proposition}. هل هذا الرأي أمين للكتاب المقدس؟ دافع عن جوابك.',
    },
  },
  {
    id: 'l4-scripture-defend',
    requires: { scriptureOnly: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['statement', 'command'],
    text: {
      en: '“{claim}.” How would you defend this to someone in your community who doubts it?',
      fr: '« {claim}. » Comment défendriez-vous cette parole devant quelqu’un de votre entourage qui en doute ?',
      sw: '“{claim}.” Ungelitetea vipi neno hili mbele ya mtu katika jamii yako anayelitilia shaka?',
      ar: '«{claim}». كيف تدافع عن هذا القول أمام شخص في مجتمعك يشكّ فيه؟',
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
    requires: { strongConcept: true, ownVoiceConcept: true, notScripture: true },
    level: 4,
    type: 'viewpoints',
    text: {
      en: 'Is the passage’s view of “{concept}” convincing? Why?',
      fr: 'Ce que le passage dit du thème « {concept} » est-il convaincant ? Pourquoi ?',
      sw: 'Je, mtazamo wa kifungu kuhusu “{concept}” unashawishi? Kwa nini?',
      ar: 'هل نظرة النص إلى «{concept}» مقنعة؟ ولماذا؟',
    },
  },
  {
    id: 'l4-weakest',
    requires: { general: true, notScripture: true, theology: true, notFactual: true, ownVoice: true },
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
    requires: { strongConcept: true, phrase: true, dwelt: true },
    level: 4,
    type: 'viewpoints',
    text: {
      en: 'Which understanding of “{concept}” would you defend, and why?',
      fr: 'Quelle interprétation du terme « {concept} » défendriez-vous, et pourquoi ?',
      sw: 'Ni ufahamu upi wa “{concept}” ambao ungeutetea, na kwa nini?',
      ar: 'أيّ فهم لـ«{concept}» تدافع عنه، ولماذا؟',
    },
  },
  {
    id: 'l4-person',
    requires: { mainPerson: true, narrative: true, exemplary: true, acts: true },
    level: 4,
    type: 'viewpoints',
    text: {
      en: 'Which choices of {person} would you defend or question? Why?',
      fr: 'Quels choix de {person} défendriez-vous ou contesteriez-vous ? Pourquoi ?',
      sw: 'Ungetetea au kuhoji maamuzi yapi ya {person}? Kwa nini?',
      ar: 'أيّ قرارات {person} هنا تدافع عنها، وأيّها تسائلها؟',
    },
  },
  {
    id: 'l4-person-wise',
    requires: { mainPerson: true, narrative: true, exemplary: true, acts: true },
    level: 4,
    type: 'viewpoints',
    text: {
      en: 'Did {person} choose wisely here? Why?',
      fr: 'Les choix de {person} étaient-ils sages ? Pourquoi ?',
      sw: 'Je, {person} alichagua kwa busara hapa? Kwa nini?',
      ar: 'كيف تحكم على قرارات {person} هنا؟ علّل جوابك.',
    },
  },
  {
    id: 'l4-person-otherwise',
    requires: { mainPerson: true, narrative: true, exemplary: true, acts: true },
    level: 4,
    type: 'viewpoints',
    text: {
      en: 'What would you have done differently from {person}? Why?',
      fr: 'Qu’auriez-vous fait autrement que {person} ? Pourquoi ?',
      sw: 'Ungefanya nini tofauti na {person}? Kwa nini?',
      ar: 'ماذا كنت ستفعل بخلاف {person}؟ ولماذا؟',
    },
  },
  {
    id: 'l4-change',
    requires: { general: true, notScripture: true, theology: true, notFactual: true },
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
    requires: { general: true, theology: true, notFactual: true, strongConcept: true, notScripture: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['statement', 'command'],
    text: {
      en: 'Does “{claim}” do justice to “{concept}”? Defend your answer.',
      fr: '« {claim} » rend-il justice au thème « {concept} » ? Défendez votre réponse.',
      sw: 'Je, kauli “{claim}” inalitendea haki wazo la “{concept}”? Tetea jibu lako.',
      ar: 'هل يُنصف القول «{claim}» مفهوم «{concept}»؟ دافع عن جوابك.',
    },
  },
  {
    id: 'l4-person-event',
    requires: { mainPerson: true, notFactual: true, exemplary: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['event'],
    text: {
      en: '“{event}.” Would you defend what {person} did here? Why?',
      fr: '« {event}. » Défendriez-vous ce que {person} a fait ici ? Pourquoi ?',
      sw: '“{event}.” Je, ungetetea alichofanya {person} hapa? Kwa nini?',
      ar: '«{event}». هل تدافع عن تصرّف {person} هنا؟ ولماذا؟',
    },
  },
  {
    id: 'l4-event-judge',
    requires: { theology: true, notFactual: true, reportedOk: true, notScripture: true, personChooses: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['event'],
    text: {
      en: '“{event}.” Was this right? Defend your answer.',
      fr: '« {event}. » Était-ce juste ? Défendez votre réponse.',
      sw: '“{event}.” Je, ni sahihi? Tetea jibu lako.',
      ar: '«{event}». هل كان هذا صوابًا؟ دافع عن جوابك.',
    },
  },
  {
    id: 'l4-event-weigh',
    requires: { theology: true, notFactual: true, reportedOk: true, notScripture: true, personChooses: true },
    level: 4,
    type: 'viewpoints',
    claimKinds: ['event'],
    text: {
      en: '“{event}.” How do you judge this in the light of Scripture?',
      fr: '« {event}. » Comment jugez-vous cela à la lumière de l’Écriture ?',
      sw: '“{event}.” Unalitathmini vipi jambo hili kwa mwanga wa Maandiko?',
      ar: '«{event}». كيف تحكم على هذا في ضوء الكتاب المقدس؟',
    },
  },
];

const SLOT = /\{(\w+)\}/g;
/** French words whose "h" is mute, so "de" and "le" elide before them ("l’homme", "d’histoire"); before others they do not ("le héros"). */
const MUTE_H = /^(?:homme|hommes|humanité|histoire|histoires|héritage|hérésie|hérésies|humilité|honneur|harmonie|hospitalité|hymne|hymnes|heure|habitude|hébreu|hébreux)/iu;

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
      .replace(/(?<![\p{L}])(qu|d|l)e ((?:«\s*)?[AEIOUÀÂÉÈÊÎÔÛaeiouàâéèêîôûh])/gu, (_, word: string, next: string) => (/^(?:«\s*)?h/iu.test(next) && !MUTE_H.test(next.replace(/^«\s*/u, '')) ? `${word}e ${next}` : `${word}’${next}`))
      .replace(/\s*([?!;])/g, '\u202f$1')
      .replace(/\s+:/g, '\u00a0:')
      .replace(/«\s*/g, '«\u00a0')
      .replace(/\s*»/g, '\u00a0»');
  }
  return text.replace(/ {2,}/g, ' ').trim();
}
