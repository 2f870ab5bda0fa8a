import { describe, expect, it } from 'vitest';
import { readPassage } from '#server/lib/nlp/passage.ts';
import { writeBuiltinQuestions } from '../builtin-engine.ts';
import type { RetrievedContent } from '../grounding.ts';

const questionsOn = (text: string, sources: RetrievedContent[] = []) =>
  writeBuiltinQuestions({ excerpt: text, keywords: [], analysis: readPassage(text), sources, gaps: [] }, [1, 2, 3, 4]);

const LAW =
  'If you lend money to any of my people with you who is poor, you shall not be to him as a creditor; neither shall you charge him interest. ' +
  "If you take your neighbor's garment as collateral, you shall restore it to him before the sun goes down, for that is his only covering. " +
  'It will happen, when he cries to me, that I will hear, for I am gracious.';
const CREED =
  'We believe in one God, the Father Almighty, maker of heaven and earth. We believe that the Son became man for our salvation and rose again on the third day. ' +
  'We confess that salvation is a gift of grace received through faith, and not the reward of our works. ' +
  'We reject every teaching that makes the ancestors mediators between God and his people, for there is one mediator between God and men.';
const BIOGRAPHY =
  'Samuel Ajayi Crowther was born in Osogun around 1809. Crowther was sold as a slave in 1821 and freed by a British ship the next year. ' +
  'Crowther studied at Fourah Bay and translated the Bible into Yoruba. In 1864 Crowther became the first African Anglican bishop, and he died in Lagos in 1891.';

describe('questions that suit the kind of passage', () => {
  it('asks about a law as a law, quoting its commands, with no question that could be asked of any passage', () => {
    const questions = questionsOn(LAW);
    expect(questions.map((q) => q.stem?.id)).not.toContainEqual(expect.stringMatching(/^fallback-/));
    expect(questions.some((q) => /law|protect|bind Christians/.test(q.content))).toBe(true);
    expect(questions.every((q) => q.confidence > 0.5)).toBe(true);
  });

  it('asks what a confession affirms or rules out, never for "the example of" someone it names in passing', () => {
    const questions = questionsOn(CREED);
    expect(questions.some((q) => /confession|rule out|sign|Scripture stand behind/.test(q.content))).toBe(true);
    expect(questions.map((q) => q.content).join(' ')).not.toMatch(/example of Pontius Pilate|what followed/i);
  });

  it('does not ask how to preach on a biography', () => {
    expect(
      questionsOn(BIOGRAPHY)
        .map((q) => q.content)
        .join(' '),
    ).not.toMatch(/preach/i);
  });

  it('sets the passage beside an approved source in one question, quoting the source’s own sentence', () => {
    const source: RetrievedContent = {
      id: '00000000-0000-4000-8000-000000000001',
      title: 'Mercy to the Poor in the Law',
      author: null,
      course: 'Old Testament Theology',
      rank: 1,
      confidence: 0.9,
      passage: 'The law of Moses protects the poor borrower from the lender who would take his only covering for the night.',
    };
    const questions = questionsOn(LAW, [source]);
    const beside = questions.filter((q) => q.librarySource);
    expect(beside).toHaveLength(1);
    expect(beside[0]!.librarySource!.quote).toBe('The law of Moses protects the poor borrower from the lender who would take his only covering for the night');
    expect(beside[0]!.content).toContain('Mercy to the Poor in the Law');
  });
});
