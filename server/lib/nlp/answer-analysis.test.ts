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
