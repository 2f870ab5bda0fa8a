import { describe, expect, it } from 'vitest';
import { findEntities } from '#server/lib/nlp/entities.ts';
import { detectTextLanguage } from '#server/lib/nlp/text.ts';
import { readPassage as analyseExcerpt } from '#server/lib/nlp/passage.ts';
import { writeBuiltinQuestions } from './builtin-engine.ts';
import { candidatesFor } from './engine/candidates.ts';
import { fillStem, STEMS } from './engine/stems.ts';
import { questionConfidence, rankConfidences, type GenerationContext } from './grounding.ts';
import { sourceConfidence } from './retrieval.ts';
import { orTsQuery } from './service.ts';

const EXCERPT =
  'Karl Barth argued in Church Dogmatics that the Word of God comes to us in three forms: revealed, written and proclaimed. ' +
  'For the churches of East Africa, this means preaching is not merely human speech but an event in which God addresses the congregation in Nairobi.';

function context(excerpt: string, keywords: string[] = [], extra: Partial<GenerationContext> = {}): GenerationContext {
  return { excerpt, keywords, analysis: analyseExcerpt(excerpt, keywords), sources: [], gaps: [], ...extra };
}

describe('reading a passage', () => {
  const analysis = analyseExcerpt(EXCERPT, ['preaching', 'Word of God', 'revelation']);

  it('splits sentences and names people, places and works', () => {
    expect(analysis.language).toBe('en');
    expect(analysis.sentences).toHaveLength(2);
    expect(analysis.entities.people).toEqual(['Karl Barth']);
    expect(analysis.entities.places).toEqual(expect.arrayContaining(['East Africa', 'Nairobi']));
    expect(analysis.entities.works).toEqual(['Church Dogmatics']);
  });

  it("takes the passage's theological ideas as its key phrases, names and dates left out", () => {
    expect(analysis.keyPhrases).toEqual(expect.arrayContaining(['Word of God', 'preaching']));
    for (const phrase of analysis.keyPhrases) expect(EXCERPT.toLowerCase()).toContain(phrase.toLowerCase());
    expect(analysis.keyPhrases).not.toContain('Church Dogmatics');
    expect(analysis.keyPhrases.join(' ')).not.toMatch(/\d/);
  });

  it('finds keywords by word root and reports the missing ones', () => {
    expect(analysis.keywordsFound).toEqual(['preaching', 'Word of God']);
    expect(analysis.keywordsMissing).toEqual(['revelation']);
  });

  it('tells a view from a happening, a dated fact and a reported opinion', () => {
    const reading = analyseExcerpt(
      'Cheap grace is the deadly enemy of the church. Bonhoeffer was hanged at Flossenbürg in 1945. Critics said that he was naive.',
    );
    const [view, fact, reported] = reading.claims;
    expect(view).toMatchObject({ kind: 'statement', factual: false, reported: false });
    expect(view!.weight).toBeGreaterThan(0);
    expect(fact).toMatchObject({ factual: true });
    expect(reported).toMatchObject({ reported: true });
  });

  it('reads French, Swahili and Arabic passages in their own language, with their ideas', () => {
    const french = analyseExcerpt(
      "Pour Jean-Marc Ela, la théologie doit naître du cri des pauvres. L'Évangile annonce un Dieu qui libère, et la foi se vit sous l'arbre avec les paysans.",
    );
    expect(french.language).toBe('fr');
    expect(french.keyPhrases).toEqual(expect.arrayContaining(['théologie']));
    const swahili = analyseExcerpt(
      'Yusufu aliwasamehe ndugu zake. Msamaha wake ulizaliwa na imani katika neema ya Mungu, na upatanisho ukaiponya familia yake.',
    );
    expect(swahili.language).toBe('sw');
    expect(swahili.entities.people).toContain('Yusufu');
    expect(swahili.keyPhrases.join(' ')).toMatch(/msamaha|neema ya Mungu|upatanisho/i);
    const arabic = analyseExcerpt('عاش أنطونيوس في صحراء مصر، وعلّم تلاميذه أن الصلاة والتوبة طريق الخلاص. وكتب أثناسيوس سيرته.');
    expect(arabic.language).toBe('ar');
    expect(arabic.keyPhrases.join(' ')).toMatch(/الخلاص|الصلاة|التوبة/);
  });
});

describe('entities', () => {
  it('finds names the gazetteer knows and names it does not, and keeps names of God and Scripture references out', () => {
    const found = findEntities(
      'Augustine of Hippo heard a voice in Milan. Simeon Nsibambi prayed with Joe Church in Kampala; God answered. Read Romans 13 and Theological Pitfalls in Africa.',
      'en',
    );
    expect(found.people).toEqual(expect.arrayContaining(['Augustine of Hippo', 'Simeon Nsibambi', 'Joe Church']));
    expect(found.places).toEqual(expect.arrayContaining(['Milan', 'Kampala']));
    expect(found.works).toContain('Theological Pitfalls in Africa');
    expect(found.scriptureReferences).toContain('Romans 13');
    expect(found.people).not.toContain('God');
  });

  it('does not take a plural common noun at the start of a sentence for a person', () => {
    expect(findEntities('Critics answered that Mbiti generalised from a few languages.', 'en').people).not.toContain('Critics');
  });

  it('finds an institution as an organisation, not a place ("Dallas Theological Seminary")', () => {
    const found = findEntities('Byang Kato studied at Dallas Theological Seminary before he wrote his book.', 'en');
    expect(found.places).not.toContain('Dallas');
    expect(found.organizations).toContain('Dallas Theological Seminary');
  });
});

describe('stems', () => {
  it('exist in all four languages with the same slots', () => {
    for (const stem of STEMS) {
      const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const language of ['fr', 'sw', 'ar'] as const) expect(slots(stem.text[language]), `${stem.id} ${language}`).toEqual(slots(stem.text.en));
    }
  });

  it('elide and space French as French is written', () => {
    const stem = STEMS.find((s) => s.id === 'l1-work')!;
    const filled = fillStem(stem, 'fr', { work: 'Le Cri de l’homme africain', person: 'Ela' });
    expect(filled).toContain('d’Ela');
    expect(filled).toMatch(/\u202f\?$/);
    expect(filled).toContain('«\u00a0Le Cri');
  });
});

describe('the built-in engine', () => {
  it("writes one question per level, each different, in the passage's language", () => {
    const drafts = writeBuiltinQuestions(context(EXCERPT, ['preaching']), [1, 2, 3, 4]);
    expect(drafts.map((d) => d.difficultyLevel)).toEqual([1, 2, 3, 4]);
    expect(new Set(drafts.map((d) => d.content)).size).toBe(4);
    const french = writeBuiltinQuestions(
      context(
        "Pour Jean-Marc Ela, la théologie doit naître du cri des pauvres. L'Évangile annonce un Dieu qui libère, et la foi se vit sous l'arbre avec les paysans. Ela enseigne que l'Église doit écouter les paysans.",
      ),
      [1, 2, 3, 4],
    );
    for (const d of french) expect(detectTextLanguage(d.content), d.content).toBe('fr');
  });

  it('never asks whether Scripture itself is right', () => {
    const psalm = analyseExcerpt(
      "The LORD is my shepherd; I shall not want. He maketh me to lie down in green pastures: he leadeth me beside the still waters. He restoreth my soul: he leadeth me in the paths of righteousness for his name's sake.",
    );
    expect(psalm.scripture).toBe(true);
    const judging = candidatesFor(4, psalm, 'psalm', []).filter((c) => ['l4-judge', 'l4-weakest', 'l4-scripture', 'l4-change'].includes(c.stem.id));
    expect(judging).toEqual([]);
  });

  it('asks why the passage "brings in" a person only of someone other than its main person', () => {
    const reading = analyseExcerpt(
      'Byang Kato warned against universalism. Kato answered John Mbiti on eschatology, and Kato held that Scripture judges every culture.',
    );
    const bringIn = candidatesFor(2, reading, 'kato', []).filter((c) => c.stem.id === 'l2-person-concept');
    for (const c of bringIn) expect(c.slots.person).not.toBe('Byang Kato');
  });

  it('quotes at level 1 no whole sentence, and never a fragment', () => {
    const drafts = writeBuiltinQuestions(context(EXCERPT), [1]);
    const sentences = analyseExcerpt(EXCERPT).sentences.map((s) => s.replace(/[.!?]$/, ''));
    for (const s of sentences) expect(drafts[0]!.content).not.toContain(s);
  });

  it('asks about the passage as a whole when it offers nothing to quote', () => {
    const [draft] = writeBuiltinQuestions(context('It was a long day, and then it was over.'), [3]);
    expect(draft!.content).toBe('What would this passage change in the life of your congregation? Name one concrete step.');
    expect(draft!.confidence).toBe(0.3);
    expect(draft!.reasoning).toMatch(/^Level 3 .*Generic:/);
  });
});

describe('confidence', () => {
  it("gives a question more confidence the more of it is the passage's own words and the better its sources", () => {
    const base = { level: 2, keywordCoverage: 0.5, sources: [], fallback: false };
    expect(questionConfidence({ ...base, templateShare: 0.3 })).toBeGreaterThan(questionConfidence({ ...base, templateShare: 0.8 }));
    expect(questionConfidence({ ...base, templateShare: 0.3, sources: [{ confidence: 0.9 }] })).toBeGreaterThan(
      questionConfidence({ ...base, templateShare: 0.3 }),
    );
    expect(questionConfidence({ ...base, templateShare: 0.3, fallback: true })).toBe(0.3);
  });

  it("calibrates a source's relevance: the passage's words in order, or its rare words shared with one text above the rest, count; one shared word does not", () => {
    const extract = sourceConfidence({ sequence: 0.95, trigram: 0.9, termShare: 0.6, nameShare: 0, relativeRank: 1, rareShare: 0.6, rareLead: 0.3 });
    const paraphrase = sourceConfidence({ sequence: 0.08, trigram: 0.35, termShare: 0.3, nameShare: 0, relativeRank: 1, rareShare: 0.5, rareLead: 0.25 });
    const oneWord = sourceConfidence({ sequence: 0, trigram: 0.2, termShare: 0.07, nameShare: 0, relativeRank: 1, rareShare: 0.1, rareLead: 0 });
    expect(extract).toBeGreaterThan(0.9);
    expect(paraphrase).toBeGreaterThan(0.5);
    expect(oneWord).toBeLessThan(0.1);
  });

  it('ranks artifacts relative to the best match', () => {
    expect(rankConfidences([0.4, 0.2, 0])).toEqual([0.95, 0.73, 0.5]);
    expect(rankConfidences([])).toEqual([]);
  });
});

describe('orTsQuery', () => {
  it('keeps words only, so no tsquery syntax reaches PostgreSQL', () => {
    expect(orTsQuery(['grace & !works:*', '(faith) <-> |'])).toBe('grace | works | faith');
    expect(orTsQuery(['!!!', ''])).toBeNull();
  });
});
