import type { SemanticAnalysis } from '#shared/schemas/papers.ts';
import { keyPhrases, objectiveMatch, readSignals } from '#server/lib/nlp/answer-analysis.ts';
import { contentWords, detectTextLanguage, quote, splitSentences } from '#server/lib/nlp/text.ts';
import { LEXICONS } from '#server/lib/nlp/lexicon.ts';

export interface PaperInput {
  text: string;
  objectives: { id: string; title: string; description: string }[];
}

export interface PaperAnalysis {
  semanticAnalysis: SemanticAnalysis;
  keywords: string[];
  /** The course's learning objectives the paper does not speak to (spec point 3: knowledgeGaps). */
  knowledgeGaps: string[];
}

const WORDS_PER_MINUTE = 200;

/**
 * Reads a reflection paper with the same reading the answers get: its
 * language, themes, argument and rhetoric, a summary of the sentences that carry its themes most,
 * and which of the course's learning objectives it shows. Pure: runs in a worker thread.
 */
export function analysePaper({ text, objectives }: PaperInput): PaperAnalysis {
  const language = detectTextLanguage(text);
  const lexicon = LEXICONS[language];
  const sentences = splitSentences(text);
  const signals = readSignals(sentences, text, language);
  const themes = keyPhrases(text, language, lexicon);
  const words = contentWords(text, lexicon, language);
  const wordCount = (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

  // The two or three sentences that name the most themes, in their order in the paper.
  const themeWords = themes.map((t) => t.toLowerCase());
  const scored = sentences.map((s, index) => ({ s, index, score: themeWords.filter((t) => s.toLowerCase().includes(t)).length }));
  const chosen = [...scored].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, sentences.length > 12 ? 3 : 2);
  const summary = chosen
    .sort((a, b) => a.index - b.index)
    // Each sentence keeps its own end (a quote drops it), so the summary reads as sentences.
    .map((c) => {
      const cut = quote(c.s, 40);
      return cut.endsWith('…') ? cut : `${cut}${c.s.match(/[.!?؟…]+$/u)?.[0] ?? '.'}`;
    })
    .join(' ');

  const shown = objectives.filter((o) => objectiveMatch(words, o, language).shown);
  return {
    semanticAnalysis: {
      language,
      wordCount,
      sentenceCount: sentences.length,
      readingTimeMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
      summary,
      themes: themes.slice(0, 8),
      argumentStructure: {
        claim: signals.claim,
        reasons: signals.reasons.slice(0, 5),
        evidence: signals.evidence.slice(0, 5),
        objections: signals.objections.slice(0, 5),
      },
      rhetoricalDevices: signals.devices,
      objectivesShown: shown.map((o) => ({ objectiveId: o.id, title: o.title })),
    },
    keywords: themes.slice(0, 12),
    knowledgeGaps: objectives.filter((o) => !shown.includes(o)).map((o) => o.title),
  };
}
