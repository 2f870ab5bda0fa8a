import { describe, expect, it } from 'vitest';
import { analyseExcerpt } from './analysis.ts';
import { writeBuiltinQuestions } from './builtin-engine.ts';
import { groundingConfidence, rankConfidences, type GenerationContext } from './grounding.ts';
import { orTsQuery } from './service.ts';

const EXCERPT =
  'Karl Barth argued in Church Dogmatics that the Word of God comes to us in three forms: revealed, written and proclaimed. ' +
  'For the churches of East Africa, this means preaching is not merely human speech but an event in which God addresses the congregation in Nairobi.';

function context(excerpt: string, keywords: string[], extra: Partial<GenerationContext> = {}): GenerationContext {
  return { excerpt, keywords, analysis: analyseExcerpt(excerpt, keywords), sources: [], gaps: [], ...extra };
}

describe('analyseExcerpt (compromise)', () => {
  const analysis = analyseExcerpt(EXCERPT, ['preaching', 'Word of God', 'revelation']);

  it('splits sentences and names people and places', () => {
    expect(analysis.sentences).toHaveLength(2);
    expect(analysis.entities.people).toEqual(['Karl Barth']);
    expect(analysis.entities.places).toEqual(expect.arrayContaining(['East Africa', 'Nairobi']));
  });

  it('ranks noun phrases that occur verbatim in the excerpt, keyword-related ones first', () => {
    expect(analysis.keyPhrases.slice(0, 2)).toEqual(['Word of God', 'preaching']);
    expect(analysis.keyPhrases).toEqual(expect.arrayContaining(['Church Dogmatics', 'human speech']));
    for (const phrase of analysis.keyPhrases) expect(EXCERPT.toLowerCase()).toContain(phrase.toLowerCase());
    expect(analysis.keyPhrases).not.toContain('us');
  });

  it('finds keywords by word root and reports the missing ones', () => {
    expect(analysis.keywordsFound).toEqual(['preaching', 'Word of God']);
    expect(analysis.keywordsMissing).toEqual(['revelation']);
    expect(analyseExcerpt(EXCERPT, ['church', 'congregations']).keywordsFound).toEqual(['church', 'congregations']);
  });

  it('does not take a capitalised common noun for a person', () => {
    const grace = analyseExcerpt("The Reformers held that God's grace is received through faith, not earned by works.", []);
    expect(grace.entities.people).not.toContain('grace');
    expect(grace.keyPhrases).toContain("God's grace");
  });
});

describe('writeBuiltinQuestions', () => {
  it('chooses the Socratic type from the level, evidence rather than assumptions when nobody is cited', () => {
    const cited = writeBuiltinQuestions(context(EXCERPT, ['preaching']), [4, 1, 3, 2]);
    expect(cited.map((q) => [q.difficultyLevel, q.questionType])).toEqual([
      [1, 'clarification'],
      [2, 'assumptions'],
      [3, 'implications'],
      [4, 'viewpoints'],
    ]);
    expect(cited[1]!.content).toContain('Karl Barth');
    expect(cited[2]!.content).toMatch(/in a setting like (East Africa|Nairobi)/);
    const uncited = writeBuiltinQuestions(context('Grace is received through faith, and faith comes by hearing the word preached.', []), [2]);
    expect(uncited[0]!.questionType).toBe('evidence');
  });

  it('names the best retrieved source at level 4 and in the reasoning', () => {
    const sources = [{ id: 'x', title: 'Homiletics for African Pulpits', author: null, course: 'Preaching' as const, rank: 0.3, confidence: 0.95, passage: '' }];
    const [question] = writeBuiltinQuestions(context(EXCERPT, ['preaching'], { sources }), [4]);
    expect(question!.content).toContain('"Homiletics for African Pulpits"');
    expect(question!.reasoning).toContain('Homiletics for African Pulpits');
  });

  it('still names words of the excerpt when compromise finds no noun phrase', () => {
    const [question] = writeBuiltinQuestions(context('and so on and so forth, again and again.', []), [1]);
    expect(question!.content).toMatch(/"[^"]*(and so|again)[^"]*"/);
  });
});

describe('confidence formulas', () => {
  it('scales ranks against the best into 0.5-0.95', () => {
    expect(rankConfidences([0.4, 0.2, 0])).toEqual([0.95, 0.73, 0.5]);
    expect(rankConfidences([])).toEqual([]);
  });

  it('grows with grounding and falls with level, within 0.5-0.95', () => {
    expect(groundingConfidence({ level: 1, keywordCoverage: 1, phrasesNamed: 2, sourceCount: 3 })).toBe(0.95);
    expect(groundingConfidence({ level: 4, keywordCoverage: 1, phrasesNamed: 2, sourceCount: 3 })).toBe(0.86);
    expect(groundingConfidence({ level: 1, keywordCoverage: 0.5, phrasesNamed: 1, sourceCount: 0 })).toBe(0.65);
    expect(groundingConfidence({ level: 4, keywordCoverage: 0, phrasesNamed: 0, sourceCount: 0 })).toBe(0.5);
  });
});

describe('orTsQuery', () => {
  it('ORs plain lower-case words and drops every tsquery operator', () => {
    expect(orTsQuery(['Word of God', 'grace & !works:*', "'); drop table x; --"])).toBe('word | of | god | grace | works | drop | table | x');
    expect(orTsQuery(['Ukristo wa Kiafrika', 'l’Église'])).toBe('ukristo | wa | kiafrika | l | église');
    expect(orTsQuery(['!!!', '   '])).toBeNull();
  });
});
