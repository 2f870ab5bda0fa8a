import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './answer-analysis.ts';

const question = {
  content: 'Why does Paul say in Romans 3 that sinners are justified by grace through faith, and not by works of the law?',
  difficultyLevel: 1,
  keywords: ['grace', 'faith', 'justification'],
  sourceExcerpt: 'Sinners are justified freely by his grace through the redemption that is in Christ Jesus.',
};

describe('the analysis of one answer', () => {
  it('hears the other view a student weighs when they write "some people say"', () => {
    const answer =
      'I think Paul says we are justified by grace because nobody can keep the whole law. For example Abraham believed God before the law was given, so faith comes first. Some people say works matter, but works follow faith and do not earn it.';
    const { argumentStructure, analysisData } = analyseAnswer({ answer, question, objectives: [] });
    expect(argumentStructure.objections).toEqual(['Some people say works matter, but works follow faith and do not earn it.']);
    expect(analysisData.observations.map((o) => o.code)).toContain('weighs_objection');
  });
});

describe('the central claim of an answer', () => {
  const claimOf = (answer: string) => analyseAnswer({ answer, question, objectives: [] }).argumentStructure.claim;

  it('takes the sentence that concludes, not the restatement the answer opens on, in each language', () => {
    expect(
      claimOf(
        'Paul dit que tous ont péché et sont privés de la gloire de Dieu, Romains 3 : 23. Il n’y a point de distinction. Donc nous sommes justifiés par la grâce de Dieu.',
      ),
    ).toBe('Donc nous sommes justifiés par la grâce de Dieu.');
    expect(claimOf('Paulo anaandika kwamba wote wamefanya dhambi. Hakuna tofauti kati ya watu. Kwa hiyo tunahesabiwa haki kwa neema ya Mungu peke yake.')).toBe(
      'Kwa hiyo tunahesabiwa haki kwa neema ya Mungu peke yake.',
    );
  });

  it('takes what the student would do at application, and never an exclamation or a story from ministry', () => {
    expect(
      claimOf(
        'The Bible is clear that Christians must not eat food sacrificed to idols. When I was a young pastor a man asked me the same thing. I would tell him to go to the funeral but not to eat at the shrine.',
      ),
    ).toBe('I would tell him to go to the funeral but not to eat at the shrine.');
    expect(claimOf('Gloire à Dieu ! Le salut est un don de Dieu et non le fruit de nos œuvres.')).toBe(
      'Le salut est un don de Dieu et non le fruit de nos œuvres.',
    );
  });

  it('never offers a function word as a keyword', () => {
    const { keywords } = analyseAnswer({
      answer: 'Nous pouvons nous approcher parce que Jésus est notre souverain sacrificateur devant Dieu, parce qu’il a souffert devant nous.',
      question,
      objectives: [],
    });
    expect(keywords.filter((k) => ['parce', 'devant', 'que'].includes(k))).toEqual([]);
  });
});
