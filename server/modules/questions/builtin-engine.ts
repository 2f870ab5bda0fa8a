import { DIFFICULTY_LEVELS, type DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import { sentenceMentioning } from './analysis.ts';
import {
  groundingConfidence,
  keywordCoverage,
  phrasesNamedIn,
  questionKeywords,
  withoutContainedPhrases,
  type DraftQuestion,
  type GenerationContext,
  type SocraticQuestionType,
} from './grounding.ts';

/** Why each Socratic type suits its level; quoted in the reasoning. */
const TYPE_PURPOSE: Record<SocraticQuestionType, string> = {
  clarification: 'asks the learner to restate what the text says before interpreting it',
  assumptions: 'surfaces what the argument takes for granted',
  evidence: 'asks what in the text supports a connection it draws',
  implications: 'moves from the text to its consequences for ministry',
  viewpoints: 'sets the passage against other perspectives and asks for a reasoned position',
};

/** A quoted sentence longer than this would swamp the question; the phrase alone is quoted instead. */
const MAX_QUOTED_SENTENCE = 200;

const quote = (phrase: string) => `"${phrase}"`;
const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * The phrases a question may build on, best first: the excerpt's concepts (key phrases that are
 * not names of people or places), else any key phrase, else the keywords, else the opening words
 * of the excerpt itself, so a question always names something the educator gave.
 */
function conceptPool(context: GenerationContext): string[] {
  const { entities, keyPhrases, sentences } = context.analysis;
  const names = new Set([...entities.people, ...entities.places, ...entities.organizations].map((e) => e.toLowerCase()));
  const concepts = withoutContainedPhrases(keyPhrases.filter((p) => !names.has(p.toLowerCase())));
  if (concepts.length) return concepts;
  if (keyPhrases.length) return keyPhrases;
  if (context.keywords.length) return context.keywords;
  const opening = (sentences[0] ?? context.excerpt).split(' ').slice(0, 6).join(' ');
  return [opening];
}

interface Framing {
  type: SocraticQuestionType;
  content: string;
  /** What the template filled in from the excerpt and keywords; the template's own words do not count as grounding. */
  filledIn: string[];
}

/** Level 1, Foundational Comprehension and Recall: clarification of what the text says. */
function recall(context: GenerationContext, pool: string[]): Framing {
  const phrase = pool[0]!;
  const sentence = sentenceMentioning(context.analysis, phrase);
  const pointer = sentence && sentence.length <= MAX_QUOTED_SENTENCE ? ` Point to the words in the passage that tell you: ${quote(sentence)}` : '';
  return {
    type: 'clarification',
    content: `In your own words, what does the passage mean by ${quote(phrase)}, and what does it say about it?${pointer}`,
    filledIn: [phrase, pointer ? sentence! : ''],
  };
}

/** Level 2, Analytical Comprehension and Basic Connection: assumptions behind a cited voice, or evidence for a link. */
function connection(context: GenerationContext, pool: string[]): Framing {
  const [main, other] = [pool[1 % pool.length]!, pool[0]!];
  const linked = !same(main, other);
  const voice = context.analysis.entities.people[0] ?? context.analysis.entities.organizations[0];
  if (voice) {
    const subject = linked ? `${quote(main)} when it links it to ${quote(other)}` : quote(main);
    return {
      type: 'assumptions',
      content: `The passage draws on ${voice}. What does it take for granted about ${subject}, and would its argument still hold without that assumption?`,
      filledIn: [voice, main, other],
    };
  }
  return {
    type: 'evidence',
    content: linked
      ? `The passage connects ${quote(main)} with ${quote(other)}. What reasons or evidence does the text itself give for that connection, and are they enough to convince you?`
      : `What reasons or evidence does the passage give for what it says about ${quote(main)}? Quote the words that carry its argument.`,
    filledIn: [main, other],
  };
}

/** Level 3, Deeper Exploration and Application: implications for ministry practice. */
function application(context: GenerationContext, pool: string[]): Framing {
  const phrase = pool[2 % pool.length]!;
  const place = context.analysis.entities.places[0];
  const keyword = [...context.analysis.keywordsFound, ...context.keywords].find((k) => !same(k, phrase));
  const setting = place && !phrase.toLowerCase().includes(place.toLowerCase()) ? ` in a setting like ${place}` : '';
  const bearing = keyword ? ` How does it bear on ${quote(keyword)}?` : '';
  return {
    type: 'implications',
    content: `If what the passage says about ${quote(phrase)} holds, what follows for how you lead and teach your congregation${setting}? Describe one concrete change it would call for.${bearing}`,
    filledIn: [phrase, setting ? place! : '', keyword ?? ''],
  };
}

/** Level 4, Critical Engagement and Broader Understanding: the central idea against other viewpoints, and a defended position. */
function criticalEngagement(context: GenerationContext, pool: string[]): Framing {
  const phrase = pool[0]!;
  const anchor = pool[1 % pool.length]!;
  const source = context.sources[0];
  const compare = source ? `Set it beside ${quote(source.title)}` : 'Set it beside another view you know';
  const stance = same(phrase, anchor) ? 'where you stand' : `where you stand on ${quote(anchor)}`;
  return {
    type: 'viewpoints',
    content: `How might a believer from another tradition or culture read the passage's account of ${quote(phrase)} differently? ${compare}, state the strongest objection fairly, and explain ${stance} and why.`,
    filledIn: [phrase, anchor],
  };
}

const FRAMINGS: Record<DifficultyLevel, (context: GenerationContext, pool: string[]) => Framing> = {
  1: recall,
  2: connection,
  3: application,
  4: criticalEngagement,
};

function reasoningFor(level: DifficultyLevel, framing: Framing, named: string[], context: GenerationContext): string {
  const levelName = DIFFICULTY_LEVELS.find((l) => l.level === level)!.name;
  const { keywordsFound, keywordsMissing, sentences, entities } = context.analysis;
  const parts = [
    `Level ${level} (${levelName}): ${/^[aeiou]/.test(framing.type) ? 'an' : 'a'} ${framing.type} question, which ${TYPE_PURPOSE[framing.type]}.`,
    named.length ? `It names ${named.map(quote).join(', ')} from the excerpt and keywords.` : 'It quotes the opening words of the excerpt.',
    `compromise read ${sentences.length} sentence${sentences.length === 1 ? '' : 's'}` +
      (entities.people.length ? `, people: ${entities.people.join(', ')}` : '') +
      (entities.places.length ? `, places: ${entities.places.join(', ')}` : '') +
      (entities.organizations.length ? `, organizations: ${entities.organizations.join(', ')}` : '') +
      '.',
  ];
  if (context.keywords.length) {
    parts.push(
      `Keywords found in the excerpt: ${keywordsFound.length ? keywordsFound.join(', ') : 'none'}` + (keywordsMissing.length ? `; not found: ${keywordsMissing.join(', ')}.` : '.'),
    );
  }
  parts.push(
    context.sources.length
      ? `Approved training content consulted: ${context.sources.map((s) => `${quote(s.title)} (${s.confidence})`).join(', ')}.`
      : 'No approved training content matched these terms.',
  );
  const gap = context.gaps[0];
  if (gap) parts.push(`Course gap to keep in view: ${quote(gap.objectiveTitle)} (${gap.studentsAffected} students affected).`);
  return parts.join(' ');
}

/**
 * The built-in engine: no network, no key. One question per level, its Socratic type and template
 * chosen by the level's name (spec point 9), built on phrases compromise found in the excerpt.
 */
export function writeBuiltinQuestions(context: GenerationContext, levels: DifficultyLevel[]): DraftQuestion[] {
  const pool = conceptPool(context);
  const coverage = keywordCoverage(context);
  return [...levels]
    .sort((a, b) => a - b)
    .map((level) => {
      const framing = FRAMINGS[level](context, pool);
      const named = phrasesNamedIn(framing.filledIn.join(' | '), context);
      return {
        difficultyLevel: level,
        questionType: framing.type,
        content: framing.content,
        reasoning: reasoningFor(level, framing, named, context),
        confidence: groundingConfidence({ level, keywordCoverage: coverage, phrasesNamed: named.length, sourceCount: context.sources.length }),
        keywords: questionKeywords(named, context),
      };
    });
}
