import { describe, expect, it } from 'vitest';
import { cleanClause, slotProblems } from './phrase-checks.ts';

// The fragments the hand-graded run found slotted into questions, and their like in each language.
describe('slot checks', () => {
  it.each([
    ['8). Now love', 'concept', 'brackets'],
    ['African Religions and Philosophy (1969', 'name', 'brackets'],
    ['noble that lead many', 'concept', 'clause_inside'],
    ['art', 'concept', 'lone_function_word'],
    ['believed', 'concept', 'lone_verb'],
    ['he', 'concept', 'lone_function_word'],
    ['the Word of', 'concept', 'ends_with_function_word'],
    ['that lead many', 'concept', 'starts_with_function_word'],
    ['He took up the book and read', 'clause', 'pronoun_subject'],
    ['“Take up and read, he heard', 'clause', 'unbalanced_quotes'],
    ['3. The second point', 'clause', 'digits_with_punctuation'],
  ] as const)('English: %j as a %s is %s', (slot, kind, problem) => {
    expect(slotProblems(slot, 'en', kind)).toContain(problem);
  });

  it.each([
    ['pauvreté de', 'concept', 'ends_with_function_word'],
    ['que la foi', 'concept', 'starts_with_function_word'],
    ['Il a écrit ce livre pour les paysans', 'clause', 'pronoun_subject'],
    ['« Le Cri de l’homme africain', 'name', 'unbalanced_quotes'],
  ] as const)('French: %j as a %s is %s', (slot, kind, problem) => {
    expect(slotProblems(slot, 'fr', kind)).toContain(problem);
  });

  it.each([
    ['neema ya', 'concept', 'ends_with_function_word'],
    ['yeye', 'concept', 'lone_function_word'],
    ['Yeye alikwenda Mombasa na kuanza kazi', 'clause', 'pronoun_subject'],
  ] as const)('Swahili: %j as a %s is %s', (slot, kind, problem) => {
    expect(slotProblems(slot, 'sw', kind)).toContain(problem);
  });

  it.each([
    ['الكلمة في', 'concept', 'ends_with_function_word'],
    ['هو', 'concept', 'lone_function_word'],
    ['هو عاش في الصحراء عشرين سنة', 'clause', 'pronoun_subject'],
  ] as const)('Arabic: %j as a %s is %s', (slot, kind, problem) => {
    expect(slotProblems(slot, 'ar', kind)).toContain(problem);
  });

  it.each([
    ['en', 'costly grace', 'concept'],
    ['en', 'Theological Pitfalls in Africa', 'name'],
    ['en', 'Grace is costly because it costs a man his life', 'clause'],
    ['fr', 'pauvreté anthropologique', 'concept'],
    ['fr', 'La théologie doit partir du cri des pauvres', 'clause'],
    ['sw', 'neema ya Mungu', 'concept'],
    ['sw', 'Krapf alifika Mombasa mwaka 1844', 'clause'],
    ['ar', 'الحياة الرهبانية', 'concept'],
    ['ar', 'عاش أنطونيوس في الصحراء الشرقية', 'clause'],
  ] as const)('%s: %j as a %s passes', (language, slot, kind) => {
    expect(slotProblems(slot, language, kind)).toEqual([]);
  });

  it('takes quotes, the final stop and a leading "And" off a clause to quote', () => {
    expect(cleanClause('And he said unto them, Go ye.', 'en')).toBe('He said unto them, Go ye');
    expect(cleanClause('« Le cœur a ses raisons. »', 'fr')).toBe('Le cœur a ses raisons');
    // The step of a list or a chronology is not quoted with the sentence.
    expect(cleanClause('Tatu, neema ni zawadi ya Mungu.', 'sw')).toBe('Neema ni zawadi ya Mungu');
    expect(cleanClause('ثالثًا: الإيمان يفتح للعقل آفاقًا.', 'ar')).toBe('الإيمان يفتح للعقل آفاقًا');
    expect(cleanClause('1878 : les premières caravanes partent.', 'fr')).toBe('Les premières caravanes partent');
    expect(cleanClause('Na Yesu akasema.', 'sw')).toBe('Yesu akasema');
    expect(cleanClause('For Calvin, true piety is reverence.', 'en')).toBe('For Calvin, true piety is reverence');
    expect(cleanClause('- public confession of sin before the fellowship.', 'en')).toBe('Public confession of sin before the fellowship');
  });
});
