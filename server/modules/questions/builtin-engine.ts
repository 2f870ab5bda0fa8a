import { DIFFICULTY_LEVELS, type DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import type { TextLanguage } from '#server/lib/nlp/text.ts';
import { chooseQuestions, type Candidate } from './engine/candidates.ts';
import type { SlotName, SocraticQuestionType } from './engine/stems.ts';
import { keywordCoverage, phrasesNamedIn, questionKeywords, questionConfidence, type DraftQuestion, type GenerationContext } from './grounding.ts';

/** Why each Socratic type suits its level; quoted in the reasoning. */
const TYPE_PURPOSE: Record<SocraticQuestionType, string> = {
  clarification: 'asks the learner to say what the text says, without the question giving the answer away',
  assumptions: 'surfaces what a statement of the passage takes for granted',
  evidence: 'asks what in the text supports a statement or a connection it draws',
  implications: 'moves from the text to what it asks of a congregation',
  viewpoints: 'sets the passage against other views and asks for a defended judgment',
};

/**
 * When a passage offers nothing to fill any stem of a level (a line or two without a clear
 * statement, name or idea), the level's question asks about the passage as a whole.
 */
const FALLBACK: Record<DifficultyLevel, { type: SocraticQuestionType; text: Record<TextLanguage, string> }> = {
  1: {
    type: 'clarification',
    text: {
      en: 'What is the main point of the passage? Say it in your own words.',
      fr: 'Quelle est l’idée principale du passage\u202f? Dites-la avec vos propres mots.',
      sw: 'Wazo kuu la kifungu hiki ni lipi? Lieleze kwa maneno yako mwenyewe.',
      ar: 'ما الفكرة الرئيسية في النص؟ عبّر عنها بكلماتك الخاصة.',
    },
  },
  2: {
    type: 'assumptions',
    text: {
      // The student chooses the sentence: usable for any passage, where a question about "the passage" as a whole is too vague to answer well.
      en: 'Choose the sentence of the passage that matters most to its message. What does it take for granted?',
      fr: 'Choisissez la phrase du passage qui compte le plus pour son message. Que tient-elle pour acquis\u202f?',
      sw: 'Chagua sentensi ya kifungu iliyo muhimu zaidi kwa ujumbe wake. Inachukulia nini kuwa kweli bila kuthibitisha?',
      ar: 'اختر الجملة الأهم لرسالة النص. ما الذي تفترضه دون أن تثبته؟',
    },
  },
  3: {
    type: 'implications',
    text: {
      en: 'What would this passage change in the life of your congregation? Name one concrete step.',
      fr: 'Que changerait ce passage dans la vie de votre assemblée\u202f? Nommez une démarche concrète.',
      sw: 'Kifungu hiki kingebadilisha nini katika maisha ya kanisa lako? Taja hatua moja halisi.',
      ar: 'ما الذي سيغيّره هذا النص في حياة كنيستك؟ اذكر خطوة عملية واحدة.',
    },
  },
  4: {
    type: 'viewpoints',
    text: {
      // Right for Scripture too: helping a community hear a hard word, not asking whether the Bible is right or needs defending.
      en: 'Which part of this passage would your community find hardest to accept, and how would you help them hear it?',
      fr: 'Quelle partie de ce passage votre communauté aurait-elle le plus de mal à accepter, et comment l’aideriez-vous à l’entendre\u202f?',
      sw: 'Ni sehemu gani ya kifungu hiki ambayo jamii yako ingepata ugumu zaidi kuikubali, na ungeisaidiaje kuielewa?',
      ar: 'أيّ جزء من هذا النص سيجد مجتمعك صعوبة أكبر في قبوله، وكيف تساعده على الإصغاء إليه؟',
    },
  },
};

const quote = (text: string) => `"${text}"`;

const SLOT_KINDS: Record<SlotName, 'name' | 'concept' | 'clause'> = {
  claim: 'clause',
  clause: 'clause',
  blanked: 'clause',
  main: 'clause',
  reason: 'clause',
  proposition: 'clause',
  event: 'clause',
  speaker: 'name',
  person: 'name',
  work: 'name',
  concept: 'concept',
  concept2: 'concept',
  sourceLine: 'clause',
  sourceTitle: 'name',
  first: 'clause',
  second: 'clause',
  action: 'clause',
  purpose: 'clause',
};

function reasoningFor(level: DifficultyLevel, type: SocraticQuestionType, candidate: Candidate | undefined, context: GenerationContext): string {
  const levelName = DIFFICULTY_LEVELS.find((l) => l.level === level)!.name;
  const { language, entities, sentences } = context.analysis;
  const parts = [`Level ${level} (${levelName}): ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} question, which ${TYPE_PURPOSE[type]}.`];
  if (candidate?.source) {
    parts.push(
      `Sets the passage beside the approved library text ${quote(candidate.source.title)}${candidate.source.author ? ` (${candidate.source.author})` : ''}, quoting ${quote(candidate.source.quote)}.`,
    );
  } else if (candidate) {
    const quoted = Object.values(candidate.slots);
    parts.push(
      `Stem ${candidate.stem.id}, filled from the passage with ${quoted.map(quote).join(' and ')} (${Math.round((1 - candidate.templateShare) * 100)}% of its words are the passage's).`,
    );
  } else {
    parts.push(
      'Generic: the passage offered no statement, name or idea this level could quote, so the question asks about the passage as a whole and could be asked of any passage.',
    );
  }
  parts.push(
    `Read in ${language}: ${sentences.length} sentence${sentences.length === 1 ? '' : 's'}` +
      (entities.people.length ? `; people: ${entities.people.join(', ')}` : '') +
      (entities.places.length ? `; places: ${entities.places.join(', ')}` : '') +
      (entities.works.length ? `; works: ${entities.works.join(', ')}` : '') +
      '.',
  );
  if (context.keywords.length) {
    const { keywordsFound, keywordsMissing } = context.analysis;
    parts.push(
      `Keywords found in the excerpt: ${keywordsFound.length ? keywordsFound.join(', ') : 'none'}` +
        (keywordsMissing.length ? `; not found: ${keywordsMissing.join(', ')}.` : '.'),
    );
  }
  parts.push(
    context.sources.length
      ? `Approved training content consulted: ${context.sources.map((s) => `${quote(s.title)} (${s.confidence})`).join(', ')}.`
      : 'No approved training content was relevant enough to consult.',
  );
  return parts.join(' ');
}

/**
 * The built-in engine: no network, no key. For each level, candidates from every stem of that
 * level filled from the passage, checked and ranked; the best becomes the question, in the
 * passage's language (engine/candidates.ts).
 */
export function writeBuiltinQuestions(context: GenerationContext, levels: DifficultyLevel[]): DraftQuestion[] {
  const chosen = chooseQuestions(levels, context.analysis, context.excerpt, context.keywords, context.sources);
  const coverage = keywordCoverage(context);
  return [...levels]
    .sort((a, b) => a - b)
    .map((level) => {
      const candidate = chosen.get(level);
      const type = candidate?.stem.type ?? FALLBACK[level].type;
      const content = candidate?.content ?? FALLBACK[level].text[context.analysis.language];
      const named = phrasesNamedIn(content, context);
      return {
        difficultyLevel: level,
        questionType: type,
        content,
        reasoning: reasoningFor(level, type, candidate, context),
        confidence: questionConfidence({
          level,
          templateShare: candidate?.templateShare ?? 1,
          keywordCoverage: coverage,
          sources: context.sources,
          fallback: !candidate,
        }),
        keywords: questionKeywords(named, context),
        ...(candidate?.source && { librarySource: { title: candidate.source.title, author: candidate.source.author, quote: candidate.source.quote } }),
        stem: candidate
          ? {
              id: candidate.stem.id,
              words: candidate.stemWords,
              // A library text's title is its admin's words, not a piece cut from the passage: it is not checked as a fill.
              slots: Object.entries(candidate.slots)
                .filter(([name]) => name !== 'sourceTitle')
                .map(([name, text]) => ({ text, kind: SLOT_KINDS[name as SlotName] })),
            }
          : { id: `fallback-${level}`, words: content.split(/\s+/).length, slots: [] },
      };
    });
}
