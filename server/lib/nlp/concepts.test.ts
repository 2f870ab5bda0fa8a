import { describe, expect, it } from 'vitest';
import { conceptsIn } from './concepts.ts';

describe('naming an Arabic idea without the particles fused onto it', () => {
  it('drops "and" and "in" from an idea ("وقداسة", "وبنعمة"), never the first letter of a word that begins with one ("فداء", "بركة")', () => {
    const named = conceptsIn('نؤمن بالمحبة وقداسة الحياة وبنعمة الله وفداء المسيح وبركة الكنيسة', 'ar').map((c) => c.text);
    expect(named).toEqual(expect.arrayContaining(['قداسة', 'نعمة', 'فداء', 'بركة']));
    expect(named.some((t) => /^و/u.test(t) || t === 'داء' || t === 'ركة')).toBe(false);
  });
});
