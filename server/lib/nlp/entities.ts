import { BIBLE_BOOKS, DIVINE_NAMES, GIVEN_NAMES, GROUPS, PERSON_TITLES } from './gazetteer/names.ts';
import { PEOPLE } from './gazetteer/people.ts';
import { PLACES } from './gazetteer/places.ts';
import { WORKS } from './gazetteer/works.ts';
import { functionWordSet } from './function-words.ts';
import { TASHKEEL, type TextLanguage } from './text.ts';

/**
 * Named entities in a passage, in the four languages: people, places and written
 * works, by a curated gazetteer first and by the marks a reader uses for a name the gazetteer
 * does not know: capitals, a title before it ("Bishop", "Askofu", "القديس"), a verb of writing
 * before a title, quotation marks, a given name, a preposition of place. Names of God, peoples
 * and movements, Scripture references and institutions are never people, places or works.
 * Pure and synchronous: it runs in a worker thread.
 */

export type EntityKind = 'person' | 'place' | 'work' | 'organization';

export interface Entities {
  people: string[];
  places: string[];
  works: string[];
  organizations: string[];
  /** "Romans 13", "Luka 10:25": references, never people or works. */
  scriptureReferences: string[];
}

type GazetteerKind = EntityKind | 'divine' | 'group' | 'book';

interface Token {
  text: string;
  start: number;
  end: number;
  /** Letters, marks, digits, with inner apostrophes, hyphens and an initial's period. */
  word: boolean;
  sentenceStart: boolean;
}

const ARABIC = /[\u0600-\u06ff]/;

const nameKeys = new Map<string, string>();

/** The form names are compared in: case-folded, one kind of apostrophe, Arabic without vowel marks and with one alef. */
export function nameKey(text: string): string {
  // The same names and sentences are compared many times over while questions are written: computed once each.
  let key = nameKeys.get(text);
  if (key === undefined) {
    if (nameKeys.size > 20_000) nameKeys.clear();
    nameKeys.set(text, (key = computeNameKey(text)));
  }
  return key;
}

function computeNameKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(TASHKEEL, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/[’‘`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const tokenKeys = (text: string) =>
  tokenize(text)
    .filter((t) => t.word)
    .map((t) => nameKey(t.text));

interface GazetteerEntry {
  kind: GazetteerKind;
  tokens: string[];
}

let index: Map<string, GazetteerEntry[]> | null = null;

/** The gazetteer as a map from first token to the entries starting with it, longest first. */
function gazetteer(): Map<string, GazetteerEntry[]> {
  if (index) return index;
  const built = new Map<string, GazetteerEntry[]>();
  const add = (kind: GazetteerKind, surface: string) => {
    const tokens = tokenKeys(surface);
    if (tokens.length === 0) return;
    const list = built.get(tokens[0]!) ?? [];
    if (!list.some((e) => e.kind === kind && e.tokens.join(' ') === tokens.join(' '))) list.push({ kind, tokens });
    built.set(tokens[0]!, list);
  };
  for (const forms of PEOPLE) for (const form of forms) add('person', form);
  for (const forms of PLACES) for (const form of forms) add('place', form);
  for (const forms of WORKS) for (const form of forms) add('work', form);
  for (const forms of BIBLE_BOOKS) for (const form of forms) add('book', form);
  for (const form of DIVINE_NAMES) add('divine', form);
  for (const form of GROUPS) add('group', form);
  for (const list of built.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  index = built;
  return built;
}

const lazySet = (values: () => Iterable<string>) => {
  let set: Set<string> | null = null;
  return () => (set ??= new Set([...values()].map(nameKey)));
};
const titles = lazySet(() => PERSON_TITLES.flatMap((t: string) => [t, t.replace(/\.$/, '')]));
const givenNames = lazySet(() => GIVEN_NAMES);

/** Splits text into word and punctuation tokens with their offsets, marking each sentence's first word. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // A word: letters/marks/digits, with inner ' ’ - and a trailing period only for a one-letter initial ("S.").
  const pattern = /(\p{Lu}\.(?=\s)|[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*)|([^\s\p{L}\p{M}\p{N}])/gu;
  let sentenceStart = true;
  for (const match of text.matchAll(pattern)) {
    const word = match[1] !== undefined;
    const token: Token = { text: match[0], start: match.index!, end: match.index! + match[0].length, word, sentenceStart: word && sentenceStart };
    tokens.push(token);
    if (word) sentenceStart = false;
    else if (/[.!?؟…:;]/.test(match[0]) || /\n/.test(text.slice(token.end, token.end + 2))) sentenceStart = /[.!?؟…]/.test(match[0]);
  }
  return tokens;
}

const capitalised = (word: string) => /^\p{Lu}/u.test(word);
const isInitial = (word: string) => /^\p{Lu}\.$/u.test(word);

/** Joiners allowed inside a name or a title: "Augustine of Hippo", "Jean de Léry", "Theology and Identity". */
const NAME_JOINERS = new Set([
  'of',
  'de',
  'du',
  'des',
  'la',
  'le',
  'van',
  'von',
  'der',
  'den',
  'bin',
  'ibn',
  'al',
  'el',
  'da',
  'dos',
  'do',
  "d'",
  'wa',
  'na',
  'ya',
]);
const TITLE_JOINERS = new Set([
  'of',
  'the',
  'a',
  'an',
  'and',
  'in',
  'on',
  'to',
  'for',
  'with',
  'from',
  'as',
  'at',
  'by',
  'or',
  'without',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  "l'",
  'et',
  'en',
  'à',
  'au',
  'aux',
  'pour',
  'sur',
  'dans',
  'ya',
  'wa',
  'na',
  'za',
  'la',
  'kwa',
]);

/** Words that put a title after them: "wrote Theological Pitfalls in Africa", "son livre Le Cri…", "kitabu chake…". */
const WORK_CUES = new Set([
  'wrote',
  'writes',
  'written',
  'write',
  'published',
  'publishes',
  'book',
  'books',
  'treatise',
  'treatises',
  'titled',
  'entitled',
  'called',
  'hymn',
  'sermon',
  'essay',
  'study',
  'studies',
  'volume',
  'catechism',
  'work',
  'classic',
  'letter',
  'tract',
  'pamphlet',
  'edited',
  'translated',
  'composed',
  'écrit',
  'écrivit',
  'livre',
  'ouvrage',
  'intitulé',
  'intitulée',
  'publié',
  'publia',
  'traité',
  'recueil',
  'essai',
  'cantique',
  'lettre',
  'kitabu',
  'aliandika',
  'ameandika',
  'kiitwacho',
  'kinachoitwa',
  'kazi',
  'wimbo',
  'barua',
  'kitabu chake',
]);
/** Words that put a place after them. */
const PLACE_CUES = new Set([
  'in',
  'at',
  'near',
  'from',
  'to',
  'into',
  'across',
  'toward',
  'towards',
  'outside',
  'around',
  'à',
  'en',
  'au',
  'aux',
  'vers',
  'près',
  'depuis',
  'huko',
  'mjini',
  'nchini',
  'katika',
  'kutoka',
  'hadi',
  'mpaka',
  'kwenda',
  'kijijini',
  'mji',
  'jijini',
]);
/** Verbs and words that follow a person's name. */
const PERSON_FOLLOWERS = new Set([
  'argued',
  'argues',
  'wrote',
  'writes',
  'said',
  'says',
  'taught',
  'teaches',
  'held',
  'holds',
  'believed',
  'believes',
  'insisted',
  'insists',
  'warned',
  'warns',
  'claimed',
  'claims',
  'asked',
  'asks',
  'answered',
  'replied',
  'preached',
  'preaches',
  'died',
  'was',
  'became',
  'met',
  'founded',
  'led',
  'learned',
  'studied',
  'translated',
  'served',
  'refused',
  'urged',
  'urges',
  'called',
  'heard',
  'saw',
  'went',
  'came',
  'returned',
  'lived',
  'prayed',
  'baptised',
  'baptized',
  'affirme',
  'affirma',
  'écrit',
  'écrivit',
  'enseigne',
  'enseigna',
  'soutient',
  'soutint',
  'dit',
  'déclare',
  'déclara',
  'mourut',
  'fonda',
  'devint',
  'naquit',
  'alisema',
  'alifundisha',
  'aliandika',
  'alikufa',
  'alizaliwa',
  'alikuwa',
  'aliamini',
  'alianzisha',
  'aliongoza',
  'alihubiri',
  'anasema',
  'anafundisha',
]);
/** The last word of an institution's name: such a run is an organisation, not a person, place or work. */
const INSTITUTION_HEADS = new Set([
  'church',
  'churches',
  'seminary',
  'university',
  'college',
  'institute',
  'society',
  'council',
  'commission',
  'circle',
  'mission',
  'missions',
  'enterprise',
  'association',
  'fellowship',
  'conference',
  'movement',
  'cathedral',
  'monastery',
  'abbey',
  'school',
  'faculty',
  'academy',
  'alliance',
  'union',
  'board',
  'convention',
  'synod',
  'diocese',
  'order',
  'brotherhood',
  'congregation',
  'community',
  'press',
  'bible society',
  'église',
  'université',
  'institut',
  'société',
  'conseil',
  'commission',
  'séminaire',
  'faculté',
  'mission',
  'cathédrale',
  'monastère',
  'ordre',
  'communauté',
  'kanisa',
  'chuo',
  'taasisi',
  'baraza',
  'jumuiya',
  'umoja',
  'shirika',
]);
const MONTHS_AND_DAYS = new Set([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'januari',
  'februari',
  'machi',
  'aprili',
  'juni',
  'julai',
  'agosti',
  'septemba',
  'oktoba',
  'novemba',
  'desemba',
  'jumatatu',
  'jumanne',
  'jumatano',
  'alhamisi',
  'ijumaa',
  'jumamosi',
  'jumapili',
]);
/** Arabic words that announce a person, a place or a work after them. */
const ARABIC_WORK_CUES = new Set([
  'كتاب',
  'كتابه',
  'كتابها',
  'كتبه',
  'مؤلفه',
  'مؤلَّفه',
  'مؤلفاته',
  'رسالته',
  'رسالة',
  'مقالة',
  'مقالاته',
  'ترنيمة',
  'ترنيمته',
  'قصيدة',
  'قصيدته',
  'مجلة',
  'مجلته',
  'مجموعة',
  'مجموعاته',
  'بعنوان',
  'كتب',
  // "المعروفة بـ«الطومس»": known as.
  'المعروفة',
  'المعروف',
]);
const ARABIC_PLACE_CUES = new Set(['مدينة', 'بلدة', 'قرية', 'إقليم', 'منطقة', 'دير']);

/** Arabic attaches "and", "in", "to", "as" and "the" to the word: و ب ل ف ك, then ال. */
function arabicVariants(key: string): string[] {
  const variants = [key];
  const bare = key.replace(/^[وفبلك](?=\p{L}{3,})/u, '');
  if (bare !== key) variants.push(bare);
  for (const v of [...variants]) if (v.startsWith('لل')) variants.push(`ال${v.slice(2)}`);
  return variants;
}

interface GazetteerHit {
  length: number;
  kinds: Set<GazetteerKind>;
  prefix: number;
}

/**
 * The longest gazetteer entries starting at token `i` (several kinds may share a form: "Luke" a
 * person and a book, "Romans" a book and a people), or null. Punctuation inside a name is stepped
 * over ("Olodumare: God…", "Apostles' Creed", "Cry, the Beloved Country").
 */
function gazetteerMatch(tokens: Token[], i: number, language: TextLanguage): GazetteerHit | null {
  const first = tokens[i]!;
  const firstKey = nameKey(first.text);
  const keys = language === 'ar' || ARABIC.test(first.text) ? arabicVariants(firstKey) : [...new Set([firstKey, firstKey.replace(/'s$/, '')])];
  // Latin-script names are written with a capital: "grace" is not Grace, "mark" is not Mark ("1 Corinthians" starts with a number).
  if (!ARABIC.test(first.text) && !capitalised(first.text) && !/^\d/.test(first.text)) return null;
  let best: GazetteerHit | null = null;
  for (const key of keys) {
    for (const entry of gazetteer().get(key) ?? []) {
      let t = i;
      let matched = 0;
      for (let w = 0; w < entry.tokens.length; w++) {
        if (w > 0) while (t < tokens.length && !tokens[t]!.word && /^[.:,'’–-]$/.test(tokens[t]!.text)) t++;
        const token = tokens[t];
        if (!token || !token.word) break;
        const tokenKey = w === 0 ? key : nameKey(token.text);
        // "Calvin's Institutes": a possessive still names the person.
        if (tokenKey !== entry.tokens[w] && tokenKey !== `${entry.tokens[w]}'s`) break;
        matched++;
        t++;
      }
      if (matched !== entry.tokens.length) continue;
      const length = t - i;
      const prefix = key === firstKey || firstKey === `${key}'s` ? 0 : firstKey.length - key.length;
      if (!best || length > best.length) best = { length, kinds: new Set([entry.kind]), prefix };
      else if (length === best.length) best.kinds.add(entry.kind);
    }
  }
  return best;
}

const hasDigitNext = (tokens: Token[], i: number) => {
  const next = tokens[i];
  return Boolean(next && next.word && /^\d/.test(next.text));
};

/** The text of tokens i..j (exclusive), as written in the passage. */
const spanText = (text: string, tokens: Token[], i: number, j: number, prefix = 0) => text.slice(tokens[i]!.start + prefix, tokens[j - 1]!.end);

/** A capitalised run from token i: capitalised words and initials, with joiners between them. */
function capitalisedRun(tokens: Token[], i: number, joiners: Set<string>): number {
  let j = i;
  let end = i;
  while (j < tokens.length) {
    const token = tokens[j]!;
    if (token.word && (capitalised(token.text) || isInitial(token.text))) {
      j++;
      end = j;
      continue;
    }
    if (token.word && joiners.has(token.text.toLowerCase()) && tokens[j + 1]?.word && capitalised(tokens[j + 1]!.text)) {
      j++;
      continue;
    }
    break;
  }
  return end;
}

/** Whether the tokens i..j sit inside quotation marks or *italics*. */
function quoted(text: string, tokens: Token[], i: number, j: number): boolean {
  const before = text.slice(Math.max(0, tokens[i]!.start - 2), tokens[i]!.start);
  const after = text.slice(tokens[j - 1]!.end, tokens[j - 1]!.end + 2);
  return (/[“"«*_]\s?$/.test(before) && /^\s?[”"»*_]/.test(after)) || (/['‘]$/.test(before) && /^['’]/.test(after));
}

const previousWord = (tokens: Token[], i: number, back = 1): Token | undefined => {
  let seen = 0;
  for (let k = i - 1; k >= 0; k--) {
    if (tokens[k]!.word) {
      seen++;
      if (seen === back) return tokens[k];
    } else if (/[.!?؟;]/.test(tokens[k]!.text)) return undefined;
  }
  return undefined;
};
const nextWord = (tokens: Token[], j: number): Token | undefined => {
  for (let k = j; k < tokens.length; k++) {
    if (tokens[k]!.word) return tokens[k];
    if (!/[,'’]/.test(tokens[k]!.text)) return undefined;
  }
  return undefined;
};

/** Finds the people, places, works and organisations a passage names. */
export function findEntities(text: string, language: TextLanguage): Entities {
  const tokens = tokenize(text);
  const lowerWords = new Set(tokens.filter((t) => t.word && !capitalised(t.text)).map((t) => t.text.toLowerCase()));
  const functionWords = functionWordSet(language);
  const found: { text: string; kind: EntityKind; index: number }[] = [];
  const scripture: string[] = [];
  const covered = new Set<number>();
  const add = (kind: EntityKind, i: number, j: number, prefix = 0) => {
    for (let k = i; k < j; k++) covered.add(k);
    const value = spanText(text, tokens, i, j, prefix)
      .replace(/['’]s$/u, '')
      .replace(/[.,;:]+$/u, '');
    // "Pauvres de", "Council of": a name cut before its end is not a name.
    const last = value.split(/\s+/).pop()!.toLowerCase();
    if (value.includes(' ') && (NAME_JOINERS.has(last) || TITLE_JOINERS.has(last))) return;
    // "L'abîme dit : Elle n'est point en moi": an article elided onto a common noun, capitalised only as a sentence opens.
    if (/^[LlDd]['’]\p{Ll}/u.test(value)) return;
    if (value.length >= 2) found.push({ text: value, kind, index: i });
  };

  // 1. The gazetteer, longest match first.
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i]!.word || covered.has(i)) continue;
    const match = gazetteerMatch(tokens, i, language);
    if (!match) continue;
    const j = i + match.length;
    const { kinds } = match;
    // "Romans 13", "Luka 10:25": a reference, whatever else the name may be.
    if (kinds.has('book') && hasDigitNext(tokens, j)) {
      let k = j + 1;
      while (k < tokens.length && (tokens[k]!.word ? /^\d/.test(tokens[k]!.text) : /^[:.,–-]$/.test(tokens[k]!.text))) k++;
      while (k > j && !tokens[k - 1]!.word) k--;
      scripture.push(spanText(text, tokens, i, k, match.prefix));
      for (let c = i; c < k; c++) covered.add(c);
      i = k - 1;
      continue;
    }
    if (kinds.has('divine') || kinds.has('group')) {
      for (let c = i; c < j; c++) covered.add(c);
      i = j - 1;
      continue;
    }
    // "Calvin's Institutes of the Christian Religion": a longer title starting after the owner's possessive wins.
    if (kinds.has('work') && /['’]s$/u.test(tokens[i]!.text)) {
      const after = tokens[i + 1]?.word ? gazetteerMatch(tokens, i + 1, language) : null;
      if (after?.kinds.has('work') && i + 1 + after.length > j) {
        if (
          gazetteer()
            .get(nameKey(tokens[i]!.text).slice(0, -2))
            ?.some((e) => e.kind === 'person')
        )
          add('person', i, i + 1);
        continue;
      }
    }
    // A book's name with no chapter ("Rev.", "John said"): a person when the name is one, else left to the next pass.
    const kind: EntityKind | null = kinds.has('person')
      ? 'person'
      : kinds.has('place')
        ? 'place'
        : kinds.has('work')
          ? 'work'
          : givenNames().has(nameKey(tokens[i]!.text))
            ? 'person'
            : null;
    if (!kind) continue;
    if (language !== 'ar') {
      const runEnd = capitalisedRun(tokens, i, NAME_JOINERS);
      const last = tokens[runEnd - 1];
      // A known place at the start of a longer capitalised name is part of that name ("Dallas Theological Seminary").
      if (kind === 'place' && runEnd > j && last && INSTITUTION_HEADS.has(last.text.toLowerCase())) {
        add('organization', i, runEnd);
        i = runEnd - 1;
        continue;
      }
      // A known given name followed by a surname the gazetteer does not know is one person ("Samuel Mwangi").
      if (
        kind === 'person' &&
        match.length === 1 &&
        runEnd > j &&
        tokens.slice(j, runEnd).every((t, k) => !covered.has(j + k) && !(t.word && gazetteerMatch(tokens, j + k, language)))
      ) {
        add('person', i, runEnd);
        i = runEnd - 1;
        continue;
      }
    }
    add(kind, i, j, match.prefix);
    // "Calvin's Institutes": the owner of a title named by possessive is a person of the passage too.
    const owner = nameKey(tokens[i]!.text);
    if (
      kind === 'work' &&
      owner.endsWith("'s") &&
      gazetteer()
        .get(owner.slice(0, -2))
        ?.some((e) => e.kind === 'person' && e.tokens.length === 1)
    ) {
      found.push({ text: tokens[i]!.text.replace(/['’]s$/u, ''), kind: 'person', index: i });
    }
    i = j - 1;
  }

  // 2. Names the gazetteer does not know.
  if (language === 'ar') findArabicNames(text, tokens, covered, add);
  else findCapitalisedNames(text, tokens, covered, lowerWords, functionWords, add);

  return collect(found, scripture);
}

/** A plural of a common noun ("critics", "scholars", "missionaries"): not a name even when capitalised at a sentence's start. */
const PLURAL_COMMON = /^(?:[a-z]+(?:ics|ers|ors|ists|ians|ies|ants|ents|ars|ites)|critics|scholars|elders|leaders|others|many|some)$/u;

type Add = (kind: EntityKind, i: number, j: number, prefix?: number) => void;

function findCapitalisedNames(text: string, tokens: Token[], covered: Set<number>, lowerWords: Set<string>, functionWords: Set<string>, add: Add) {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.word || covered.has(i) || !capitalised(token.text)) continue;
    let start = i;
    let titled = false;
    // A title first ("Bishop", "Askofu Mkuu", "Père"): evidence of a person, not part of the name.
    while (start < tokens.length && tokens[start]!.word && titles().has(nameKey(tokens[start]!.text).replace(/\.$/, ''))) {
      titled = true;
      start++;
      if (tokens[start] && !tokens[start]!.word && tokens[start]!.text === '.') start++;
    }
    if (start >= tokens.length || !tokens[start]!.word || !capitalised(tokens[start]!.text) || covered.has(start)) {
      i = Math.max(i, start - 1);
      continue;
    }
    const cue = previousWord(tokens, i);
    const cueKey = cue ? nameKey(cue.text) : '';
    const workCue =
      WORK_CUES.has(cueKey) ||
      (cue && WORK_CUES.has(nameKey(previousWord(tokens, i, 2)?.text ?? '')) && /^(his|her|their|son|sa|ses|leur|chake|yake)$/u.test(cueKey));
    const end = capitalisedRun(tokens, start, workCue || quoted(text, tokens, start, start + 1) ? TITLE_JOINERS : NAME_JOINERS);
    let j = end;
    // Stop at a token the gazetteer already claimed.
    for (let k = start; k < end; k++) {
      if (covered.has(k)) {
        j = k;
        break;
      }
    }
    if (j <= start) continue;
    const words = tokens.slice(start, j).filter((t) => t.word);
    const keys = words.map((t) => nameKey(t.text));
    const single = words.length === 1;
    const first = tokens[start]!;
    // A capital at the start of a sentence, on a word the text also writes in lower case or a function word, is no name.
    if (single && (first.sentenceStart || i === start) && (lowerWords.has(keys[0]!) || functionWords.has(keys[0]!)) && !titled) {
      i = j - 1;
      continue;
    }
    if (keys.every((k) => functionWords.has(k) || MONTHS_AND_DAYS.has(k))) {
      i = j - 1;
      continue;
    }
    const last = keys[keys.length - 1]!;
    const isQuoted = quoted(text, tokens, start, j);
    const yearAfter = /^\s*\(\s*\d{3,4}/.test(text.slice(tokens[j - 1]!.end));
    if (INSTITUTION_HEADS.has(last) || (keys.length >= 3 && INSTITUTION_HEADS.has(keys[0]!) && keys[1] === 'of')) {
      add('organization', start, j);
    } else if (workCue || (isQuoted && words.length >= 2) || (yearAfter && words.length >= 2 && !titled && !givenNames().has(keys[0]!))) {
      add('work', start, j);
    } else if (titled || givenNames().has(keys[0]!) || words.some((t) => isInitial(t.text))) {
      add('person', start, j);
    } else if (cue && PLACE_CUES.has(cueKey) && single) {
      add('place', start, j);
    } else if (!single) {
      // Two or more capitalised words the gazetteer does not know: most often a person ("Simeon Nsibambi").
      if (!first.sentenceStart || !functionWords.has(keys[0]!)) add('person', start, j);
    } else if (first.sentenceStart && PLURAL_COMMON.test(keys[0]!)) {
      // "Critics answered…", "Missionaries came…": a plural common noun at the start of a sentence.
    } else {
      const follower = nextWord(tokens, j);
      const possessive = /^['’]s?$/.test(
        text
          .slice(tokens[j - 1]!.end, tokens[j - 1]!.end + 2)
          .trim()
          .slice(0, 2),
      );
      if ((follower && PERSON_FOLLOWERS.has(follower.text.toLowerCase())) || possessive) add('person', start, j);
    }
    i = j - 1;
  }
}

function findArabicNames(text: string, tokens: Token[], covered: Set<number>, add: Add) {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.word || covered.has(i)) continue;
    const key = nameKey(token.text);
    // A title, then a name of one or two words: "القديس أنطونيوس", "مار أفرام".
    if (titles().has(key) && tokens[i + 1]?.word && !covered.has(i + 1)) {
      const two =
        tokens[i + 2]?.word && !covered.has(i + 2) && !functionWordSet('ar').has(nameKey(tokens[i + 2]!.text)) && /^ال/.test(nameKey(tokens[i + 2]!.text))
          ? 2
          : 1;
      add('person', i + 1, i + 1 + two);
      i += two;
      continue;
    }
    // A name of the Bible that several people bear ("فيلبس", "يوحنا"): a person, whichever of them it is.
    if (givenNames().has(key)) {
      add('person', i, i + 1);
      continue;
    }
    // A work after "كتاب": its title in «».
    if (ARABIC_WORK_CUES.has(key)) {
      const rest = text.slice(token.end);
      // "مؤلَّفه الكبير «…»": an adjective may come between; "المعروفة بـ«…»": the preposition with its stretching stroke.
      const title = /^\s*(?:ال[\p{L}\p{M}]+\s+)?(?:بـ?\s*)?[«"“]([^»"”]{2,80})[»"”]/u.exec(rest);
      if (title) {
        const startAt = token.end + title[0].indexOf(title[1]!);
        const endAt = startAt + title[1]!.length;
        const first = tokens.findIndex((t) => t.start >= startAt);
        let last = first;
        while (last < tokens.length && tokens[last]!.end <= endAt) last++;
        if (first >= 0 && last > first) add('work', first, last);
        i = Math.max(i, last - 1);
      }
      continue;
    }
    if (ARABIC_PLACE_CUES.has(key) && tokens[i + 1]?.word && !covered.has(i + 1)) {
      add('place', i + 1, i + 2);
      i += 1;
    }
  }
}

/** One entry per entity, in the fullest form written: "Kato" folds into "Byang Kato". */
function collect(found: { text: string; kind: EntityKind; index: number }[], scripture: string[]): Entities {
  const byKind = (kind: EntityKind) => {
    const forms: string[] = [];
    for (const f of found.filter((e) => e.kind === kind).sort((a, b) => a.index - b.index)) {
      const key = nameKey(f.text);
      if (forms.some((form) => nameKey(form) === key)) continue;
      forms.push(f.text);
    }
    return forms.filter((form) => {
      const words = nameKey(form).split(' ');
      // A shorter form that is the start or end of a longer one names the same one.
      return !forms.some((other) => {
        if (other === form) return false;
        const longer = nameKey(other).split(' ');
        if (longer.length <= words.length) return false;
        const prefix = words.every((w, i) => longer[i] === w);
        const suffix = words.every((w, i) => longer[longer.length - words.length + i] === w);
        return prefix || suffix;
      });
    });
  };
  const people = byKind('person');
  const places = byKind('place');
  const works = byKind('work');
  const organizations = byKind('organization');
  // A "person" that is a word of a work's title belongs to the title ("Olodumare" in "Olodumare: God in Yoruba Belief").
  const inWork = (name: string) =>
    works.some((w) =>
      nameKey(w)
        .split(/[\s:]+/)
        .includes(nameKey(name)),
    );
  return {
    people: people.filter((p) => !inWork(p)),
    places: places.filter((p) => !inWork(p) && !people.some((person) => nameKey(person) === nameKey(p))),
    works,
    organizations,
    scriptureReferences: [...new Set(scripture)],
  };
}
