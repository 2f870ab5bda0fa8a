import type { AnswerPart, ResponseAnalysis } from '#shared/schemas/discussions.ts';
import type { SOCRATIC_QUESTION_TYPES } from '#shared/schemas/questions.ts';
import { quote, splitSentences } from '#server/lib/nlp/text.ts';
import type { AnswerLanguage } from '#server/lib/nlp/lexicon.ts';

/**
 * The agent's one question back: it probes the weakest part of the answer,
 * in the answer's language, quoting the student's own words and never the answer it hopes for.
 * The wording is the team's, per language (no machine translation at run time).
 */

type Target = AnswerPart | 'implications';
type Template = (words: { quote: string; keyword: string }) => string;

const TEMPLATES: Record<AnswerLanguage, Record<Target, Template>> = {
  en: {
    focus: ({ keyword, quote }) => `The question asked about ${keyword}. How does what you wrote, “${quote}”, speak to it?`,
    claim: () => 'If you had to put your answer in one sentence, what would you say is true here, and why does it matter?',
    reasons: ({ quote }) => `You wrote: “${quote}”. Why do you hold this? What leads you to it?`,
    evidence: ({ quote }) => `You wrote: “${quote}”. What in the passage, or elsewhere in Scripture, shows this?`,
    objections: ({ quote }) => `Suppose a member of your church disagreed with “${quote}”. What would they say, and how would you answer them?`,
    application: ({ quote }) => `You wrote: “${quote}”. What would this change in the life of your own congregation this month?`,
    evaluation: () => 'You have set out what the passage says. Where do you find its argument strongest, and where weakest? Why?',
    implications: ({ quote }) => `If “${quote}” is true, what follows for the way a pastor leads and teaches? What would have to change?`,
  },
  fr: {
    focus: ({ keyword, quote }) => `La question portait sur ${keyword}. En quoi ce que vous avez écrit, « ${quote} », y répond-il ?`,
    claim: () => 'Si vous deviez résumer votre réponse en une phrase, que diriez-vous qui est vrai ici, et pourquoi est-ce important ?',
    reasons: ({ quote }) => `Vous avez écrit : « ${quote} ». Pourquoi le pensez-vous ? Qu’est-ce qui vous y conduit ?`,
    evidence: ({ quote }) => `Vous avez écrit : « ${quote} ». Qu’est-ce qui, dans le passage ou ailleurs dans l’Écriture, le montre ?`,
    objections: ({ quote }) => `Imaginez qu’un membre de votre église ne soit pas d’accord avec « ${quote} ». Que dirait-il, et que lui répondriez-vous ?`,
    application: ({ quote }) => `Vous avez écrit : « ${quote} ». Qu’est-ce que cela changerait ce mois-ci dans la vie de votre propre assemblée ?`,
    evaluation: () => 'Vous avez exposé ce que dit le passage. Où son argument vous paraît-il le plus solide, et où le plus faible ? Pourquoi ?',
    implications: ({ quote }) =>
      `Si « ${quote} » est vrai, qu’en découle-t-il pour la manière dont un pasteur conduit et enseigne ? Qu’est-ce qui devrait changer ?`,
  },
  sw: {
    focus: ({ keyword, quote }) => `Swali liliuliza kuhusu ${keyword}. Ulichoandika, “${quote}”, kinajibu vipi swali hilo?`,
    claim: () => 'Kama ungefupisha jibu lako kwa sentensi moja, ungesema nini ni kweli hapa, na kwa nini ni muhimu?',
    reasons: ({ quote }) => `Uliandika: “${quote}”. Kwa nini unaamini hivyo? Ni nini kinachokufikisha hapo?`,
    evidence: ({ quote }) => `Uliandika: “${quote}”. Ni nini katika kifungu hiki, au mahali pengine katika Maandiko, kinachoonyesha hivyo?`,
    objections: ({ quote }) => `Tuseme mshiriki wa kanisa lako hakubaliani na “${quote}”. Angesema nini, na ungemjibu vipi?`,
    application: ({ quote }) => `Uliandika: “${quote}”. Jambo hili lingebadilisha nini katika maisha ya kanisa lako mwezi huu?`,
    evaluation: () => 'Umeeleza kile kifungu kinasema. Ni wapi unaona hoja yake ina nguvu zaidi, na wapi ni dhaifu zaidi? Kwa nini?',
    implications: ({ quote }) => `Kama “${quote}” ni kweli, inamaanisha nini kwa jinsi mchungaji anavyoongoza na kufundisha? Ni nini kingepaswa kubadilika?`,
  },
  ar: {
    focus: ({ keyword, quote }) => `كان السؤال عن ${keyword}. كيف يجيب ما كتبته، «${quote}»، عن هذا السؤال؟`,
    claim: () => 'لو أردت أن تلخّص جوابك في جملة واحدة، فما الذي تقول إنه صحيح هنا، ولماذا هو مهم؟',
    reasons: ({ quote }) => `كتبتَ: «${quote}». لماذا تعتقد ذلك؟ وما الذي يقودك إليه؟`,
    evidence: ({ quote }) => `كتبتَ: «${quote}». ما الذي في النص، أو في موضع آخر من الكتاب المقدس، يُظهر ذلك؟`,
    objections: ({ quote }) => `لنفترض أن أحد أعضاء كنيستك لا يوافق على «${quote}». ماذا سيقول، وبماذا تجيبه؟`,
    application: ({ quote }) => `كتبتَ: «${quote}». ما الذي سيغيّره هذا في حياة كنيستك هذا الشهر؟`,
    evaluation: () => 'لقد عرضتَ ما يقوله النص. أين تجد حجته أقوى، وأين تجدها أضعف؟ ولماذا؟',
    implications: ({ quote }) => `إن كان «${quote}» صحيحًا، فما الذي يترتب على ذلك في طريقة قيادة الراعي وتعليمه؟ وما الذي ينبغي أن يتغيّر؟`,
  },
};

const QUESTION_TYPE: Record<Target, (typeof SOCRATIC_QUESTION_TYPES)[number]> = {
  focus: 'clarification',
  claim: 'clarification',
  reasons: 'assumptions',
  evidence: 'evidence',
  objections: 'viewpoints',
  application: 'implications',
  evaluation: 'viewpoints',
  implications: 'implications',
};

export interface FollowUp {
  content: string;
  questionType: (typeof SOCRATIC_QUESTION_TYPES)[number];
  /** The part of the answer the question probes. */
  target: Target;
  language: AnswerLanguage;
  reasoning: string;
}

/** The built-in follow-up: the template for the weakest part, filled with the student's own claim. */
export function writeFollowUp(answer: string, analysis: ResponseAnalysis): FollowUp {
  const language = (analysis.analysisData.language as AnswerLanguage) in TEMPLATES ? (analysis.analysisData.language as AnswerLanguage) : 'en';
  const target: Target = analysis.analysisData.weakestPart ?? 'implications';
  const claim = analysis.argumentStructure.claim ?? splitSentences(answer)[0] ?? answer;
  const keyword = analysis.analysisData.questionKeywordsMissed[0] ?? analysis.keywords[0] ?? '';
  const content = TEMPLATES[language][target === 'focus' && !keyword ? 'claim' : target]({ quote: quote(claim, 14), keyword });
  return {
    content,
    questionType: QUESTION_TYPE[target],
    target,
    language,
    reasoning: `Probes the answer's ${target === 'implications' ? 'implications (every part was present)' : `weakest part: ${target}`}; level ${analysis.analysisData.levelFit.questionLevel} expects ${analysis.analysisData.levelFit.expected}, the answer shows ${analysis.analysisData.levelFit.observed}.`,
  };
}
