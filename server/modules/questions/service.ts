import type { FastifyBaseLogger } from 'fastify';
import type { Course } from '#shared/constants/courses.ts';
import type { DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import type { PerformanceGap } from '#shared/schemas/educator.ts';
import type { QuestionSuggestion, suggestionRequestSchema } from '#shared/schemas/questions.ts';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import type { LlmConfig } from '#server/integrations/llm/client.ts';
import { performanceGaps } from '#server/modules/analytics/index.ts';
import { openFoundPapers, paperSearchTerms } from '#server/modules/papers/index.ts';
import type { PaperKey } from '#server/modules/papers/index.ts';
import type { HeavyWork } from '#server/workers/pool.ts';
import type { PassageReading as ExcerptAnalysis } from '#server/lib/nlp/passage.ts';
import { rankConfidences, type DraftQuestion, type GenerationContext } from './grounding.ts';
import { retrieveSources } from './retrieval.ts';
import { LEXICONS } from '#server/lib/nlp/lexicon.ts';
import { contentWords, sharedWords } from '#server/lib/nlp/text.ts';
import { writeLlmQuestions } from './llm-engine.ts';
import { findStudentGaps, objectiveDescriptions } from '#server/modules/curriculum/index.ts';
import * as repo from './repo.ts';

type SuggestionInput = z.output<typeof suggestionRequestSchema>;

/** Top student artifacts referenced. */
const ARTIFACT_LIMIT = 3;
/** One student's own work: their answers, submissions and papers are the evidence the question builds on. */
const STUDENT_ARTIFACT_LIMIT = 5;
const GAP_LIMIT = 3;
/** Key phrases added to the keywords when searching training content. */
const SEARCH_PHRASES = 5;
/** Lexemes in one tsquery: enough for 20 keywords and the phrases, bounded so a query stays cheap. */
const MAX_LEXEMES = 40;

/**
 * A `to_tsquery` string that ORs every word of `terms`: lower-cased, split on anything that is
 * not a letter, mark or digit, so no tsquery operator (& | ! ( ) : * <->) or quote can reach
 * the parser. Null when nothing searchable is left. PostgreSQL stems the words and drops stop words.
 */
export function orTsQuery(terms: string[]): string | null {
  const words = new Set<string>();
  for (const term of terms) {
    for (const word of term
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)) {
      if (/[\p{L}\p{N}]/u.test(word)) words.add(word);
    }
  }
  const lexemes = [...words].slice(0, MAX_LEXEMES);
  return lexemes.length ? lexemes.join(' | ') : null;
}

function uniqueKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  return keywords.filter((k) => {
    const key = k.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The course's gaps that bear on this passage: an objective whose title and
 * description share a content word with the passage; the rest say nothing about this question.
 * A gap's confidence is how far below mastery the course's average progress on that objective
 * sits (1 - averageProgress): a figure read from the data, not a guess.
 */
async function performanceData(db: Database, gaps: PerformanceGap[], analysis: ExcerptAnalysis) {
  const descriptions = await objectiveDescriptions(
    db,
    gaps.map((g) => g.objectiveId),
  );
  const passageWords = contentWords(analysis.sentences.join(' '), LEXICONS[analysis.language], analysis.language);
  const relevant = gaps.filter((gap) => {
    const objectiveWords = contentWords(`${gap.objectiveTitle} ${descriptions.get(gap.objectiveId) ?? ''}`, LEXICONS.en, 'en');
    return sharedWords(objectiveWords, passageWords, analysis.language).length > 0;
  });
  return relevant.slice(0, GAP_LIMIT).map((gap) => ({
    source: `${gap.objectiveTitle} (${gap.category}): ${gap.studentsAffected} ${gap.studentsAffected === 1 ? 'student' : 'students'} affected, average progress ${Math.round(gap.averageProgress * 100)}%`,
    confidence: Math.round(Math.min(1, Math.max(0, 1 - gap.averageProgress)) * 100) / 100,
  }));
}

const shorten = (text: string, max = 60) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * For a chosen student: their own weakest objectives, as their answers have
 * recorded them, with how far below mastery each one is; not the course's gaps.
 */
async function studentPerformanceData(db: Database, studentId: string) {
  const gaps = await findStudentGaps(db, studentId, GAP_LIMIT);
  return gaps.map((gap) => ({
    source: `${gap.title} (${gap.category}): this student's progress ${Math.round(gap.progress * 100)}%, mastery level ${gap.masteryLevel}`,
    confidence: Math.round(Math.min(1, Math.max(0, 1 - gap.progress)) * 100) / 100,
  }));
}

async function studentArtifactReferences(db: Database, paperKey: PaperKey, terms: string[], studentId?: string, course?: Course) {
  // Artifacts are matched on the educator's keywords (and, for one student, the passage's key phrases).
  const tsquery = orTsQuery(terms);
  if (!tsquery) return [];
  const paperTerms = paperSearchTerms(paperKey, terms);
  const artifacts = await repo.findStudentArtifacts(db, { tsquery, paperTerms, studentId, course, limit: studentId ? STUDENT_ARTIFACT_LIMIT : ARTIFACT_LIMIT });
  // A paper is sealed: its title and keywords are opened here, for the few found.
  const papers = await openFoundPapers(
    db,
    paperKey,
    artifacts.filter((a) => a.kind === 'paper').map((a) => a.id),
  );
  const confidences = rankConfidences(artifacts.map((a) => a.rank));
  return artifacts.map((a, i) => {
    const paper = papers.get(a.id);
    return {
      // What the stored question keeps of a paper: whose it is, not its words (papers are sealed at rest).
      ...(a.kind === 'paper' && { stored: `Reflection paper by ${a.studentName} (${a.id})` }),
      source:
        a.kind === 'response'
          ? `Response by ${a.studentName} to "${shorten(a.about)}": ${a.snippet}`
          : a.kind === 'paper'
            ? `Reflection paper by ${a.studentName}, "${shorten(paper?.title ?? '')}": ${paper?.keywords.join(', ') ?? ''}`
            : `Submission by ${a.studentName} for "${shorten(a.about)}": ${a.snippet}`,
      confidence: confidences[i]!,
    };
  });
}

export interface SuggestionDeps {
  llm: LlmConfig | null;
  log: FastifyBaseLogger;
  /** Reads the excerpt in a worker thread: 20,000 characters of NLP would hold the event loop for half a second. */
  analyseExcerpt: HeavyWork['analyseExcerpt'];
  /** Writes the built-in engine's questions in a worker thread too: a long excerpt means thousands of candidates. */
  writeQuestions: HeavyWork['writeQuestions'];
  /** Opens the reflection papers a search finds (they are sealed at rest). */
  paperKey: PaperKey;
}

/**
 * The questions of the requested levels: the LLM's where one is configured and its question
 * passes the check, the built-in engine's for every other level.
 */
async function draftQuestions(deps: SuggestionDeps, context: GenerationContext, levels: DifficultyLevel[]): Promise<DraftQuestion[]> {
  if (!deps.llm) return (await deps.writeQuestions(context, levels)).map((d) => ({ ...d, engine: 'builtin' as const }));
  const results = await writeLlmQuestions(deps.llm, context, levels);
  const failed = results.filter((r) => !r.draft);
  for (const { level, failure } of failed)
    deps.log.warn({ level, kind: failure!.kind, err: failure!.message }, 'LLM question not used; the built-in engine answers for this level');
  if (failed.length === 0) return results.map((r) => r.draft!);
  const fallback = await deps.writeQuestions(
    context,
    failed.map((r) => r.level),
  );
  return results.map((r) => r.draft ?? { ...fallback.find((d) => d.difficultyLevel === r.level)!, engine: 'builtin' as const });
}

/**
 * POST /api/questions/suggestions: read the excerpt, retrieve approved training
 * content, gaps and student artifacts, write one question per level (LLM when configured, else
 * built-in), and store them all in one transaction. With a studentId and no course, the
 * student's own course is the one searched.
 */
export async function suggestQuestions(db: Database, deps: SuggestionDeps, input: SuggestionInput): Promise<QuestionSuggestion[]> {
  const student = input.studentId ? await repo.findStudent(db, input.studentId) : undefined;
  if (input.studentId && !student) throw notFound('Student not found');
  const course = input.course ?? student?.course;
  const keywords = uniqueKeywords(input.targetKeywords);
  const levels = [...input.levels].sort((a, b) => a - b) as DifficultyLevel[];

  const analysis: ExcerptAnalysis = await deps.analyseExcerpt(input.contentSource, keywords);
  const [sources, gaps, artifacts] = await Promise.all([
    retrieveSources(db, { analysis, keywords, course }),
    // The kept gaps, whatever their age (the dashboard's reads refresh them): never a recomputation per question.
    performanceGaps(db, course, Number.POSITIVE_INFINITY),
    studentArtifactReferences(
      db,
      deps.paperKey,
      input.studentId ? [...keywords, ...analysis.keyPhrases.slice(0, SEARCH_PHRASES)] : keywords,
      input.studentId,
      course,
    ),
  ]);

  const context: GenerationContext = { excerpt: input.contentSource, keywords, course, analysis, sources, gaps };
  const clsaTransparency = {
    contentSources: sources.map((s) => ({ source: s.author ? `${s.title} (${s.author})` : s.title, confidence: s.confidence })),
    performanceData: input.studentId ? await studentPerformanceData(db, input.studentId) : await performanceData(db, gaps, analysis),
    studentArtifactReferences: artifacts.map(({ source, confidence }) => ({ source, confidence })),
  };
  const storedTransparency = {
    ...clsaTransparency,
    studentArtifactReferences: artifacts.map(({ stored, source, confidence }) => ({ source: stored ?? source, confidence })),
  };
  const drafts = await draftQuestions(deps, context, levels);

  const stored = await db.transaction((tx) =>
    repo.insertQuestions(
      tx,
      drafts.map((d) => ({
        content: d.content,
        difficultyLevel: d.difficultyLevel,
        keywords: d.keywords,
        sourceContent: input.contentSource,
        course: course ?? null,
        questionType: d.questionType,
        reasoning: d.reasoning,
        confidence: d.confidence,
        // The library text a question sets the passage beside stays with it, quote and all, once the card is gone.
        clsaTransparency: { ...storedTransparency, engine: d.engine ?? 'builtin', ...(d.librarySource && { librarySource: d.librarySource }) },
      })),
    ),
  );

  // Levels are unique per request, so they pair each stored row with its draft whatever order RETURNING uses.
  const idByLevel = new Map(stored.map((row) => [row.difficultyLevel, row.id]));
  return drafts.map(({ stem: _stem, ...d }) => ({ id: idByLevel.get(d.difficultyLevel)!, ...d, clsaTransparency, engine: d.engine ?? 'builtin' }));
}
