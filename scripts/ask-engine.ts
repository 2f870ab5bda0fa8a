// npm run ask:engine -- passages.json — the built-in engine's four questions for passages it has
// not seen, for a reader to grade by hand. The file holds [{ "id", "text", "keywords"? }]; the
// language and genre are the engine's own reading. No library is consulted (no database).
// Prints JSON: per passage, what the engine read and its question at each level.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { readPassage } from '#server/lib/nlp/passage.ts';
import { writeBuiltinQuestions } from '#server/modules/questions/builtin-engine.ts';

const PassagesFile = z.array(z.object({ id: z.string(), text: z.string().min(1), keywords: z.array(z.string()).default([]) }));

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run ask:engine -- <passages.json>');
  process.exit(2);
}
const passages = PassagesFile.parse(JSON.parse(readFileSync(file, 'utf8')));
const out = passages.map((passage) => {
  const analysis = readPassage(passage.text, passage.keywords);
  const drafts = writeBuiltinQuestions({ excerpt: passage.text, keywords: passage.keywords, analysis, sources: [], gaps: [] }, [1, 2, 3, 4]);
  return {
    id: passage.id,
    language: analysis.language,
    genre: analysis.genre,
    scripture: analysis.scripture,
    questions: drafts.map((d) => ({ level: d.difficultyLevel, type: d.questionType, stem: d.stem?.id, confidence: d.confidence, question: d.content })),
  };
});
console.log(JSON.stringify(out, null, 2));
