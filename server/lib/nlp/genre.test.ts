import { describe, expect, it } from 'vitest';
import { readPassage } from './passage.ts';

// One passage of each kind per language, written for this test (Scripture in public-domain versions).
const cases: [string, string, string][] = [
  [
    'confession',
    'en',
    'We believe that God created all things from nothing. We confess that salvation is a gift of grace received through faith. We reject every teaching that makes the ancestors mediators between God and his people.',
  ],
  [
    'confession',
    'fr',
    'Nous croyons que Dieu a créé toutes choses. Nous confessons que le salut est un don de la grâce reçu par la foi. Nous rejetons tout enseignement qui fait des ancêtres des médiateurs.',
  ],
  [
    'confession',
    'sw',
    'Tunaamini kwamba Mungu aliumba vitu vyote. Tunakiri kwamba wokovu ni zawadi ya neema inayopokelewa kwa imani. Tunakataa kila fundisho linalowafanya mababu kuwa wapatanishi.',
  ],
  ['confession', 'ar', 'نؤمن بأن الله خلق كل شيء. ونعترف بأن الخلاص عطية النعمة بالإيمان. ونرفض كل تعليم يجعل الأجداد وسطاء بين الله وشعبه.'],
  [
    'law',
    'en',
    'You shall not steal. You shall not bear false witness against your neighbour. If you lend money to the poor among you, you shall not charge him interest.',
  ],
  [
    'law',
    'fr',
    'Tu ne déroberas point. Tu ne porteras point de faux témoignage contre ton prochain. Si tu prêtes de l’argent au pauvre, tu ne lui imposeras point d’intérêt.',
  ],
  ['law', 'ar', 'لَا تَسْرِقْ. لَا تَشْهَدْ عَلَى قَرِيبِكَ شَهَادَةَ زُورٍ. وَلَا تَأْخُذْ رِبًا مِنَ الْفَقِيرِ.'],
  ['poetry', 'en', 'O LORD, my soul waits for you. I lift up my eyes to the hills. My help comes from the LORD, who made heaven and earth.'],
  ['prophecy', 'en', 'Thus says the LORD: Comfort my people. In that day the lame shall leap like a deer. Woe to those who call evil good.'],
  [
    'sermon',
    'en',
    'Brothers and sisters, we come to the table hungry, and that is no shame. Some of you stayed away this month. Listen: no one here is worthy, and that is why the table is set.',
  ],
  [
    'biography',
    'en',
    'Samuel Ajayi Crowther was born in Osogun around 1809. Crowther was sold as a slave in 1821 and freed the next year. In 1864 Crowther became the first African Anglican bishop, and Crowther died in Lagos in 1891.',
  ],
  [
    'history',
    'en',
    'In 1910 the World Missionary Conference met in Edinburgh. Over a thousand delegates came from mission societies. In 1921 the conference led to the International Missionary Council.',
  ],
  [
    'argument',
    'en',
    'Faith does not begin where reason ends. Therefore a faith that refuses every question becomes superstition. Reason cannot tell us why there is a world at all, and thus it must receive what faith gives.',
  ],
];

describe('reading the genre of a passage', () => {
  for (const [genre, language, text] of cases)
    it(`reads ${genre} in ${language}`, () => {
      const reading = readPassage(text);
      expect(reading.language).toBe(language);
      expect(reading.genre).toBe(genre);
    });
});
