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

describe('questions that presume only what the passage says', () => {
  it('does not ask who Jacob is when the psalm names only "the God of Jacob", nor weigh a request as a view someone held', () => {
    const psalm =
      'God is our refuge and strength, a very present help in trouble. Therefore will not we fear, though the earth be removed. ' +
      'The LORD of hosts is with us; the God of Jacob is our refuge. Be still, and know that I am God: I will be exalted among the heathen.';
    expect(
      questionsOn(psalm)
        .map((q) => q.content)
        .join(' '),
    ).not.toMatch(/Who is Jacob|example of Jacob|Jacob choose/);
    const story =
      'And when the prophet came to the city gate, behold, a widow was there gathering sticks. And he said unto her, Bring me, I pray thee, a little water in a vessel. ' +
      'And she said, As the LORD liveth, I have nothing but a handful of meal. And the prophet said unto her, Fear not; make me thereof a little cake first. ' +
      'And she went and did according to his saying, and the meal did not fail.';
    expect(
      questionsOn(story)
        .map((q) => q.content)
        .join(' '),
    ).not.toMatch(/held that (?:make|bring|fear)/i);
  });

  it('asks about Philip, who acts in the Arabic story, not Isaiah, whose book is being read', () => {
    const story =
      'ثم إن ملاك الرب كلم فيلبس قائلا: «قم واذهب نحو الجنوب». فقام وذهب. وكان الخصي راجعا وجالسا على مركبته وهو يقرأ النبي إشعياء. ' +
      'فبادر إليه فيلبس، وسمعه يقرأ، فقال: «ألعلك تفهم ما أنت تقرأ؟» ففتح فيلبس فاه فبشره بيسوع.';
    const asked = questionsOn(story).map((q) => q.content);
    expect(asked.some((q) => q.includes('فيلبس'))).toBe(true);
    expect(asked.filter((q) => /(?:مثال|قرارات|يتعلّموا من) ?إشعياء/u.test(q))).toEqual([]);
  });

  it('asks how far a prophecy is fulfilled only of a sentence that looks ahead', () => {
    const oracle =
      'Thus saith the LORD: Woe unto them that grind the faces of the poor, and take away the right of the needy. I hate your feast days, and I despise your assemblies. ' +
      'Your hands are full of blood; wash you, make you clean. In that day the LORD shall bind up the breach of his people, and the poor shall eat and be satisfied.';
    for (const question of questionsOn(oracle).filter((q) => q.stem?.id === 'l4-prophecy-fulfil')) expect(question.content).toMatch(/shall|will/);
  });

  it('weighs a life at its turn, not at its date of death', () => {
    const life =
      'Josephine Bakhita was born in Darfur around 1869 and was kidnapped by slave traders as a child. She was sold several times and beaten by her owners. ' +
      'In 1889 an Italian court declared her free. Bakhita refused to return with her mistress and chose to stay with the sisters who had taught her the faith. ' +
      'For fifty years she served as a doorkeeper and cook in their convent at Schio. She died in 1947 and was declared a saint in 2000.';
    const asked = questionsOn(life)
      .map((q) => q.content)
      .join(' ');
    expect(asked).not.toMatch(/died in 1947|was born/);
    expect(asked).toMatch(/refused to return/);
  });

  it("does not ask what must hold, or what follows, for a preacher's remark to the hearers or a wish in the first person", () => {
    const sermon =
      'Friends, when our Lord taught us to pray, he said: give us this day our daily bread. Nobody prays this prayer alone. ' +
      'Some of you are worried about school fees, about the rains, about the harvest of grace in your homes. ' +
      'God was teaching his people that trust is not a store-room but a daily walk of faith. ' +
      'Do not let tomorrow’s bread eat today’s peace, for grace is given for today.';
    const asked = questionsOn(sermon).map((q) => q.content);
    expect(
      asked.filter((q) => /to hold|is right|what follows from this|agree with|whole truth|meet resistance/i.test(q) && /“(?:Some of you|Do not let)/.test(q)),
    ).toEqual([]);
  });
});
