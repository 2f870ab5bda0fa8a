import { describe, expect, it } from 'vitest';
import { candidatesFor, chooseQuestions } from './candidates.ts';
import { quotablePart, readPassage } from './reading.ts';

/** The claim of the sentence that starts with `opening`. */
const claimOf = (passage: string, opening: string) => readPassage(passage).claims.find((c) => c.text.startsWith(opening));

describe('reading whose view a sentence states', () => {
  it('takes "For Calvin, …" as Calvin\'s view, and "For the churches of East Africa, …" as the passage\'s own', () => {
    const calvin = claimOf('John Calvin wrote the Institutes in Geneva. For Calvin, true piety is reverence joined with love of God.', 'For Calvin');
    expect(calvin?.reported).toBe(true);
    expect(calvin?.speaker).toBe('John Calvin');
    expect(calvin?.proposition).toBe('true piety is reverence joined with love of God');
    const churches = claimOf('Karl Barth taught in Basel. For the churches of East Africa, this means preaching is an event in which God speaks.', 'For the churches');
    expect(churches?.reported).toBe(false);
  });

  it('names the person behind "he argued" and "Tertullian argued that" after an opening phrase', () => {
    const mbiti = claimOf('John Mbiti studied at Makerere. In traditional thought, he argued, time moves backward rather than forward.', 'In traditional');
    expect(mbiti?.speaker).toBe('John Mbiti');
    expect(mbiti?.proposition).toBe('in traditional thought time moves backward rather than forward');
    const tertullian = claimOf('Tertullian lived at Carthage. Using the legal idea of a prescription, Tertullian argued that heretics had no right to argue from the Scriptures.', 'Using');
    expect(tertullian?.speaker).toBe('Tertullian');
    expect(tertullian?.propositionIsView).toBe(false);
  });

  it('treats what follows a heading of someone\'s ideas as theirs, and never quotes the heading', () => {
    const reading = readPassage('Byang Kato led the churches of Africa. Three ideas stand out in his writings: The Bible judges every culture. Universalism empties mission of its urgency.');
    expect(reading.claims.find((c) => c.text.startsWith('Universalism'))?.reported).toBe(true);
  });

  it('marks sentences that point outside themselves or open on a vague subject', () => {
    const reading = readPassage('Desmond Tutu often explained ubuntu with this saying. Many were pages at the royal court of Buganda.');
    expect(reading.claims[0]?.deictic).toBe(true);
    expect(reading.claims[1]?.vagueSubject).toBe(true);
  });

  it('names the main person where a sentence opens on "He" right after a sentence about them, and only then', () => {
    const reading = readPassage('Tertullian wrote in Latin at Carthage. He later attacked Marcion in five books. Tertullian wrote against Praxeas too. Praxeas answered nothing. He had left Rome. Tertullian died at Carthage.');
    expect(reading.claims[1]?.text).toBe('Tertullian later attacked Marcion in five books');
    expect(reading.claims[4]?.text).toBe('He had left Rome');
  });
});

describe('quoting a long sentence', () => {
  it('keeps its first whole part when it runs past 24 words, and the whole when it is short', () => {
    const long =
      'Tertullian later attacked Marcion at length in the five books of Against Marcion, defending the one God of the Old Testament and the New against the two gods Marcion taught';
    expect(quotablePart(long, 'en')).toBe('Tertullian later attacked Marcion at length in the five books of Against Marcion');
    expect(quotablePart('The Word became flesh and dwelt among us', 'en')).toBe('The Word became flesh and dwelt among us');
  });

  it('takes the content after a colon as the view of the person the opening names', () => {
    const luther = claimOf(
      'Martin Luther taught at Wittenberg. Luther\'s deeper discovery came through the study of Romans: the righteousness of God is not a demand we must meet but a gift received by faith.',
      'The righteousness',
    );
    expect(luther?.speaker).toBe('Martin Luther');
    expect(luther?.propositionIsView).toBe(true);
  });
});

describe('the questions a reading allows', () => {
  const biography =
    'Samuel Crowther was born in Yorubaland. Crowther was baptised at Freetown and studied at Fourah Bay College. Ambrose baptized him at Easter. Crowther translated the Bible into Yoruba so that his people could read the gospel. Crowther later led the Niger mission with African clergy. Crowther preached repentance and faith in Christ to the kings of the Niger. The gospel spread along the Niger through African evangelists who prayed and preached in their own tongues.';

  it('never asks at level 2 and above about a sentence whose "him" cannot be placed', () => {
    const reading = readPassage(biography);
    for (const level of [2, 3, 4] as const) for (const c of candidatesFor(level, reading, biography, [])) expect(c.content).not.toContain('baptized him');
  });

  it('asks "what happened next" only where the next sentence tells what happened', () => {
    const reading = readPassage(biography);
    const next = candidatesFor(1, reading, biography, []).filter((c) => c.stem.answeredBy === 'next-sentence');
    expect(next.length).toBeGreaterThan(0);
    for (const c of next) expect(reading.claims.some((k) => k.sentenceIndex === c.sentences[0]! + 1 && k.kind === 'event')).toBe(true);
  });

  it('judges what people did, never what God did', () => {
    const passage = 'God could neither let his creatures perish nor cancel his warning. Athanasius defended the faith of Nicaea against Arius with courage.';
    const reading = readPassage(passage);
    const judged = candidatesFor(4, reading, passage, []).filter((c) => c.stem.requires?.personChooses);
    expect(judged.every((c) => !c.content.includes('God could neither'))).toBe(true);
  });

  it('chooses four questions on different sentences where the passage has them', () => {
    const reading = readPassage(biography);
    const chosen = [...chooseQuestions([1, 2, 3, 4], reading, biography, []).values()];
    expect(chosen).toHaveLength(4);
    const quoted = chosen.flatMap((c) => (c.slots.event ?? c.slots.claim ?? c.slots.blanked ? c.sentences : []));
    expect(new Set(quoted).size).toBe(quoted.length);
  });
});

describe('quoting in every language', () => {
  it('leaves out a Swahili sentence whose subject is only its verb\'s prefix, and a French one that opens its clause on "il" with nobody named', () => {
    const swahili =
      'Askofu Festo Kivengere alihubiri injili ya msamaha katika Uganda. Kwa miaka mingi aliongoza kazi ya uinjilisti katika Afrika Mashariki. Kivengere aliwaita Wakristo kuwapenda adui zao kwa neema ya Mungu.';
    const sw = readPassage(swahili);
    for (const level of [2, 3, 4] as const) for (const c of candidatesFor(level, sw, swahili, [])) expect(c.content).not.toContain('Kwa miaka mingi aliongoza');
    const french = 'Jean-Marc Ela enseigne à Yaoundé. Dans les villages, il lit la Bible avec les paysans. Ela voit dans la croix un Dieu qui libère les pauvres.';
    const fr = readPassage(french);
    for (const level of [2, 3, 4] as const) for (const c of candidatesFor(level, fr, french, [])) expect(c.content).not.toContain('il lit la Bible');
  });

  it('never makes an idea of a phrase cut before its noun', () => {
    const reading = readPassage('Cheap grace is forgiveness preached without repentance, baptism without church discipline, communion without confession. Costly grace calls us to follow Christ.');
    expect(reading.keyPhrases).not.toContain('baptism without church');
  });
});
