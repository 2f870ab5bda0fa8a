import { describe, expect, it } from 'vitest';
import { candidatesFor, chooseQuestions } from './candidates.ts';
import { personMentions, quotablePart, readPassage } from '#server/lib/nlp/passage.ts';

/** The claim of the sentence that starts with `opening`. */
const claimOf = (passage: string, opening: string) => readPassage(passage).claims.find((c) => c.text.startsWith(opening));

describe('reading whose view a sentence states', () => {
  it('takes "For Calvin, …" as Calvin\'s view, and "For the churches of East Africa, …" as the passage\'s own', () => {
    const calvin = claimOf('John Calvin wrote the Institutes in Geneva. For Calvin, true piety is reverence joined with love of God.', 'For Calvin');
    expect(calvin?.reported).toBe(true);
    expect(calvin?.speaker).toBe('John Calvin');
    expect(calvin?.proposition).toBe('true piety is reverence joined with love of God');
    const churches = claimOf(
      'Karl Barth taught in Basel. For the churches of East Africa, this means preaching is an event in which God speaks.',
      'For the churches',
    );
    expect(churches?.reported).toBe(false);
  });

  it('names the person behind "he argued" and "Tertullian argued that" after an opening phrase', () => {
    const mbiti = claimOf('John Mbiti studied at Makerere. In traditional thought, he argued, time moves backward rather than forward.', 'In traditional');
    expect(mbiti?.speaker).toBe('John Mbiti');
    expect(mbiti?.proposition).toBe('in traditional thought time moves backward rather than forward');
    const tertullian = claimOf(
      'Tertullian lived at Carthage. Using the legal idea of a prescription, Tertullian argued that heretics had no right to argue from the Scriptures.',
      'Using',
    );
    expect(tertullian?.speaker).toBe('Tertullian');
    expect(tertullian?.propositionIsView).toBe(false);
  });

  it("treats what follows a heading of someone's ideas as theirs, and never quotes the heading", () => {
    const reading = readPassage(
      'Byang Kato led the churches of Africa. Three ideas stand out in his writings: The Bible judges every culture. Universalism empties mission of its urgency.',
    );
    expect(reading.claims.find((c) => c.text.startsWith('Universalism'))?.reported).toBe(true);
  });

  it('marks sentences that point outside themselves or open on a vague subject', () => {
    const reading = readPassage('Desmond Tutu often explained ubuntu with this saying. Many were pages at the royal court of Buganda.');
    expect(reading.claims[0]?.deictic).toBe(true);
    expect(reading.claims[1]?.vagueSubject).toBe(true);
  });

  it('names the main person where a sentence opens on "He" right after a sentence about them, and only then', () => {
    const reading = readPassage(
      'Tertullian wrote in Latin at Carthage. He later attacked Marcion in five books. Tertullian wrote against Praxeas too. Praxeas answered nothing. He had left Rome. Tertullian died at Carthage.',
    );
    expect(reading.claims[1]?.text).toBe('Tertullian later attacked Marcion in five books');
    expect(reading.claims[4]?.text).toBe('He had left Rome');
  });
});

describe('reasons, openings and people a question must not misread', () => {
  it('takes no reason from "because" inside what someone told others', () => {
    const told = claimOf('Joseph wept aloud. He told his brothers not to blame themselves, because God had sent him ahead to save lives.', 'He told');
    expect(told?.reason).toBeUndefined();
    const swahili = claimOf('Yusufu aliwajaribu ndugu zake. Alilia kwa sauti, akawaambia wasijilaumu, kwa sababu Mungu ndiye aliyemtanguliza Misri.', 'Alilia');
    expect(swahili?.reason).toBeUndefined();
    const own = claimOf('Forgiveness is offered freely to every sinner because Christ paid the debt in full on the cross.', 'Forgiveness');
    expect(own?.reason).toBe('Christ paid the debt in full on the cross');
  });

  it('does not quote a sentence that opens on something said before it ("Its centre…", "Huo ndio…")', () => {
    expect(claimOf('The revival spread across Uganda. Its centre was confession of sin in public.', 'Its')?.vagueSubject).toBe(true);
    expect(claimOf('Mwana alirudi kwa baba yake. Huo ndio mwanzo wa toba ya kweli.', 'Huo')?.vagueSubject).toBe(true);
  });

  it('counts "Church" as Joe Church only with its capital', () => {
    expect(personMentions('Joe Church', ['Joe Church met Simeon Nsibambi.', 'The church in Uganda grew.', 'Church prayed with him.'])).toBe(2);
  });

  it('does not weigh the choices of someone the passage names once, in passing', () => {
    const passage =
      'The revival began at Gahini in the 1930s. Its roots lay in a friendship between Joe Church, a missionary doctor, and Simeon Nsibambi. Teams of lay people carried it across Uganda and Kenya. The balokole confessed their sins in public.';
    const reading = readPassage(passage);
    const weighed = candidatesFor(4, reading, passage, []).filter((c) => c.stem.requires?.acts);
    expect(weighed.some((c) => c.content.includes('Joe Church'))).toBe(false);
  });

  it('never offers the persecutor of a passage as a model for church leaders', () => {
    const passage =
      'Young Christians were burned alive at Namugongo on the orders of Kabaka Mwanga II. Mwanga feared the new faith. Mwanga saw their loyalty to Christ as defiance. Charles Lwanga protected the younger pages.';
    const reading = readPassage(passage);
    const models = [3, 4].flatMap((level) => candidatesFor(level as 3 | 4, reading, passage, [])).filter((c) => c.stem.requires?.exemplary);
    expect(models.some((c) => c.content.includes('Mwanga'))).toBe(false);
  });

  it('asks how the passage describes an idea only when it names the idea more than once', () => {
    const once =
      'The missionaries founded a school for catechists at the mission. Converts learned to read and to pray in Swahili. The teachers spoke of justification by faith.';
    const reading = readPassage(once);
    expect(candidatesFor(1, reading, once, []).filter((c) => c.stem.id === 'l1-describe')).toEqual([]);
  });
});

describe('quoting a long sentence', () => {
  it('keeps its first whole part when it runs past 24 words, and the whole when it is short', () => {
    const long =
      'Tertullian later attacked Marcion at length in the five books of Against Marcion, defending the one God of the Old Testament and the New against the two gods Marcion taught';
    expect(quotablePart(long, 'en')).toBe('Tertullian later attacked Marcion at length in the five books of Against Marcion');
    expect(quotablePart('The Word became flesh and dwelt among us', 'en')).toBe('The Word became flesh and dwelt among us');
  });

  it("never cuts at the colon that opens someone's words, where the half would say the opposite", () => {
    const body =
      "L'œil ne peut pas dire à la main: Je n'ai pas besoin de toi; ni la tête dire aux pieds: Je n'ai pas besoin de vous, car tous les membres sont un seul corps.";
    expect(quotablePart(body, 'fr')).toBe("L'œil ne peut pas dire à la main: Je n'ai pas besoin de toi");
  });

  it('reads the objection a text answers as the objection, and "because of" as no reason', () => {
    const essay =
      "L'objection paraît forte: si Dieu est tout-puissant et bon, il devrait empêcher le mal. Pourtant ce raisonnement suppose que nous connaissons toutes les raisons de Dieu.";
    expect(claimOf(essay, "L'objection")?.reported).toBe(true);
    expect(claimOf(essay, 'Pourtant')?.reported).toBeFalsy();
    expect(claimOf('He ordained strength because of thine enemies, that thou mightest still the enemy.', 'He ordained')?.reason).toBeUndefined();
  });

  it('takes the content after a colon as the view of the person the opening names', () => {
    const luther = claimOf(
      "Martin Luther taught at Wittenberg. Luther's deeper discovery came through the study of Romans: the righteousness of God is not a demand we must meet but a gift received by faith.",
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

  it('never asks "what followed" where the next sentence goes back in time', () => {
    const passage =
      'The pages were taught by missionaries at the royal court. Charles Lwanga protected the younger boys and baptised several of them in secret. Joseph Mukasa had already been beheaded for rebuking the king. Pilgrims now walk to Namugongo every June.';
    const reading = readPassage(passage);
    const next = candidatesFor(1, reading, passage, []).filter((c) => c.stem.answeredBy === 'next-sentence');
    expect(next.some((c) => c.content.includes('Charles Lwanga protected'))).toBe(false);
  });

  it('never leaves a gap for a word the same sentence says again', () => {
    const passage =
      'Cheap grace is forgiveness preached without repentance, baptism without church discipline, communion without confession; it is grace without discipleship. Costly grace is the call of Jesus Christ to follow him. Grace costs a disciple his life and gives him true life.';
    const reading = readPassage(passage);
    const blanks = candidatesFor(1, reading, passage, []).filter((c) => c.slots.blanked?.startsWith('Cheap'));
    expect(blanks.length).toBeGreaterThan(0);
    for (const c of blanks) expect(c.slots.blanked).not.toMatch(/^Cheap ____/);
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
    const quoted = chosen.flatMap((c) => ((c.slots.event ?? c.slots.claim ?? c.slots.blanked) ? c.sentences : []));
    expect(new Set(quoted).size).toBe(quoted.length);
  });
});

describe('quoting in every language', () => {
  it('leaves out a Swahili sentence whose subject is only its verb\'s prefix, and a French one that opens its clause on "il" with nobody named', () => {
    const swahili =
      'Askofu Festo Kivengere alihubiri injili ya msamaha katika Uganda. Kwa miaka mingi aliongoza kazi ya uinjilisti katika Afrika Mashariki. Kivengere aliwaita Wakristo kuwapenda adui zao kwa neema ya Mungu.';
    const sw = readPassage(swahili);
    for (const level of [2, 3, 4] as const) for (const c of candidatesFor(level, sw, swahili, [])) expect(c.content).not.toContain('Kwa miaka mingi aliongoza');
    const french =
      'Jean-Marc Ela enseigne à Yaoundé. Dans les villages, il lit la Bible avec les paysans. Ela voit dans la croix un Dieu qui libère les pauvres.';
    const fr = readPassage(french);
    for (const level of [2, 3, 4] as const) for (const c of candidatesFor(level, fr, french, [])) expect(c.content).not.toContain('il lit la Bible');
  });

  it('never makes an idea of a phrase cut before its noun', () => {
    const reading = readPassage(
      'Cheap grace is forgiveness preached without repentance, baptism without church discipline, communion without confession. Costly grace calls us to follow Christ.',
    );
    expect(reading.keyPhrases).not.toContain('baptism without church');
  });
});

describe('reading what a sentence opposes and what it is for', () => {
  it('splits "A, but B" and "not A but B" into their halves, each within its own clause', () => {
    const james = claimOf('Submit to God. God resists the proud, but gives grace to the humble.', 'God resists');
    expect(james?.contrast).toEqual({ first: 'God resists the proud', second: 'gives grace to the humble' });
    const peter = claimOf('Revêtez-vous d’humilité ; car Dieu résiste aux orgueilleux, mais il fait grâce aux humbles.', 'Revêtez');
    expect(peter?.contrast).toEqual({ first: 'Dieu résiste aux orgueilleux', second: 'il fait grâce aux humbles' });
    // "Nothing but" opposes nothing.
    expect(claimOf('The church has nothing but the gospel to give the world.', 'The church')?.contrast).toBeUndefined();
  });

  it('keeps a reference whole in a half, never cutting at the colon of "Warumi 3:23"', () => {
    const claim = claimOf('Paulo anasema katika Warumi 3:23 kwamba wote wamefanya dhambi, lakini neema ya Mungu inatosha kwa kila mmoja wetu.', 'Paulo');
    expect(claim?.contrast?.first).toBe('Paulo anasema katika Warumi 3:23 kwamba wote wamefanya dhambi');
  });

  it('reads the end an action serves, in each language, without its marker', () => {
    expect(claimOf('God sent his Son into the world so that the world through him might be saved.', 'God sent')?.purpose).toEqual({
      main: 'God sent his Son into the world',
      end: 'the world through him might be saved',
    });
    expect(claimOf('Kanisa linakusanyika kila Jumapili ili waumini wajengwe katika imani.', 'Kanisa')?.purpose?.end).toBe('waumini wajengwe katika imani');
  });

  it('asks what the passage sets against the first half, without giving the second away', () => {
    const passage = 'We are not saved by our works, but by the grace of God. Grace teaches us to live soberly. The church proclaims this grace to all.';
    const contrast = candidatesFor(1, readPassage(passage), passage, []).find((c) => c.stem.id === 'l1-contrast-other');
    expect(contrast?.content).toBe('“We are not saved by our works.” What does the passage set against this?');
  });
});

describe('quoting a catechism and its answers', () => {
  it('drops the answer label, and does not quote an answer that needs its question', () => {
    const passage =
      'Question 76. Le pain devient-il le corps du Christ ? Réponse : Non, il ne change pas de nature. Question 77. Qu’est-ce que la Cène ? Réponse : C’est un signe et un sceau des promesses de l’Évangile.';
    const reading = readPassage(passage);
    expect(reading.genre).toBe('confession');
    expect(reading.claims.some((c) => /^Réponse/u.test(c.text))).toBe(false);
    expect(reading.claims.find((c) => c.text.startsWith('Non'))?.deictic).toBe(true);
    expect(reading.claims.some((c) => c.text.startsWith('C’est un signe et un sceau'))).toBe(true);
  });

  it('keeps a French closing quote with its sentence and a Swahili "je!" inside it', () => {
    const french = readPassage('Certains citent le prophète : « Apportez toutes les dîmes. » Mais cet ordre appartient à l’alliance du Sinaï.');
    expect(french.sentences[1]).toBe('Mais cet ordre appartient à l’alliance du Sinaï.');
    const swahili = readPassage('Sikilizeni, ndugu zangu wapenzi; je! Mungu hakuwachagua maskini wa dunia hii? Bali ninyi mmemdharau maskini.');
    expect(swahili.sentences[0]).toBe('Sikilizeni, ndugu zangu wapenzi; je! Mungu hakuwachagua maskini wa dunia hii?');
  });

  it('takes a promise for a statement, not an event, outside a story', () => {
    const psalm = readPassage('I will lift up mine eyes unto the hills. The LORD shall preserve thee from all evil. He shall preserve thy soul.');
    expect(psalm.genre).toBe('poetry');
    expect(psalm.claims.filter((c) => c.kind === 'event')).toEqual([]);
  });
});

describe('what a level-4 question may weigh', () => {
  it('does not ask to judge a scene that carries no theology, even in Scripture', () => {
    const passage =
      'And Jacob went out from Beersheba, and went toward Haran. And Jacob lighted upon a certain place, and tarried there all night, because the sun was set; and Jacob took of the stones of that place, and put them for his pillows. And he dreamed, and behold a ladder set up on the earth. And Jacob awaked out of his sleep, and he said, Surely the LORD is in this place; and I knew it not.';
    const judged = candidatesFor(4, readPassage(passage), passage, []).map((c) => c.content);
    expect(judged.some((q) => /pillows|Beersheba/u.test(q))).toBe(false);
  });

  it('never asks about the name of the kind of text as if it were the idea', () => {
    const passage =
      'Ye shall keep my statutes and my law. Thou shalt not hate thy brother in thine heart. Thou shalt love thy neighbour as thyself: I am the LORD. Ye shall not steal.';
    const asked = (level: 1 | 2 | 3 | 4) => candidatesFor(level, readPassage(passage), passage, []).map((c) => c.slots.concept ?? '');
    expect([1, 2, 3, 4].flatMap((l) => asked(l as 1)).some((c) => /^(?:the )?law$/iu.test(c))).toBe(false);
  });
});
