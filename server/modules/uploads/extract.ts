import { inflateSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { getDocumentProxy } from 'unpdf';
import { MAX_CONTENT_CHARACTERS, UPLOAD_EXTENSIONS } from '#shared/schemas/content.ts';
import type { ErrorCode } from '#shared/constants/error-codes.ts';
import { AppError } from '#server/errors.ts';

/** One subtitle cue, times in seconds from the start of the video. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

export interface ExtractedFile {
  text: string;
  /** The type the extension names; the client's claimed content type is not trusted. */
  mimeType: string;
  /** Present for subtitle files (.srt, .vtt): the cues with their times, for video_transcripts. */
  cues?: Cue[];
}

/** Every file type the server can read text from; each upload form allows some of them. */
export const READABLE_EXTENSIONS = ['.txt', '.md', '.markdown', '.pdf', '.srt', '.vtt', '.docx'] as const;
type ReadableExtension = (typeof READABLE_EXTENSIONS)[number];

const MIME_TYPES: Record<ReadableExtension, string> = {
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
  '.pdf': 'application/pdf',
  '.srt': 'application/x-subrip',
  '.vtt': 'text/vtt',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A 400 naming the `file` field, with a translation key for the form and a sentence for people. */
export const fileError = (code: ErrorCode, key: string, message: string) => new AppError(400, code, message, { file: key });

const unsupported = (allowed: readonly string[]) =>
  fileError('UNSUPPORTED_FILE_TYPE', 'validation.file_type_unsupported', `Unsupported file type: upload one of ${allowed.join(', ')}`);

/** The file name without any directory part a client may have sent. */
export function baseFileName(name: string): string {
  return name.split(/[\\/]/).pop()!.trim();
}

export function extensionOf(fileName: string, allowed: readonly string[] = UPLOAD_EXTENSIONS): ReadableExtension | null {
  const match = /\.[^.]+$/.exec(fileName.toLowerCase());
  const ext = match?.[0];
  return ext && allowed.includes(ext) && (READABLE_EXTENSIONS as readonly string[]).includes(ext) ? (ext as ReadableExtension) : null;
}

// PostgreSQL text cannot hold NUL, and other C0 controls (except tab and line breaks) are noise from extraction.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Line breaks normalised, control characters dropped, trailing spaces trimmed, no runs of blank lines. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Strict UTF-8: a file that is not valid UTF-8 (or is binary) is refused rather than guessed at. */
export function decodeUtf8(data: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw fileError('FILE_NOT_UTF8', 'validation.file_not_utf8', 'The file is not valid UTF-8 text');
  }
  if (text.includes('\u0000')) throw fileError('FILE_NOT_UTF8', 'validation.file_not_utf8', 'The file is binary, not text');
  return text;
}

/**
 * What one upload may cost the worker that reads it. A 0.5 MB PDF can inflate
 * to 146 MB, or carry 20,000 pages; each limit stops such a file early, with a 400 that names it.
 * Memory and time are bounded around the worker itself (server/workers/pool.ts).
 */
export const EXTRACTION_LIMITS = {
  /** Pages read from a PDF: a 1,264-page textbook fits, a 20,000-page trap does not. */
  maxPages: 2_000,
  /** Characters kept: the most an upload may store (shared MAX_CONTENT_CHARACTERS). */
  maxCharacters: MAX_CONTENT_CHARACTERS,
  /** Bytes one compressed non-image stream may inflate to; a page's text never needs more. */
  maxStreamBytes: 32 * 1024 * 1024,
  /** Bytes all compressed non-image streams of a PDF may inflate to together. */
  maxDecompressedBytes: 256 * 1024 * 1024,
} as const;
export type ExtractionLimits = { [K in keyof typeof EXTRACTION_LIMITS]: number };

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const tooComplex = (limits: ExtractionLimits) =>
  fileError(
    'FILE_TOO_COMPLEX',
    'validation.file_too_complex',
    `The PDF's compressed content expands beyond the limit (${megabytes(limits.maxStreamBytes)} for one stream, ${megabytes(limits.maxDecompressedBytes)} in all)`,
  );
const textTooLong = (limits: ExtractionLimits) =>
  fileError(
    'FILE_TEXT_TOO_LONG',
    'validation.file_text_too_long',
    `The file holds more than ${limits.maxCharacters.toLocaleString('en')} characters of text, the most one upload may hold`,
  );

/**
 * Inflates every Flate-compressed stream that is not an image, counting the bytes, before pdf.js
 * sees the file: pdf.js would inflate a bomb whole in memory. Images are skipped (text extraction
 * never decodes them, and scanned pages are legitimately large). A stream that is not valid zlib
 * is left for pdf.js to judge.
 */
export function checkPdfDecompressedSize(data: Buffer, limits: ExtractionLimits): void {
  const source = data.toString('latin1');
  const streamKeyword = /\bstream\r?\n/g;
  let total = 0;
  for (let match = streamKeyword.exec(source); match; match = streamKeyword.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end === -1) break;
    const dictionary = source.slice(Math.max(0, source.lastIndexOf('obj', match.index)), match.index);
    streamKeyword.lastIndex = end;
    if (!/\/FlateDecode\b/.test(dictionary) || /\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const budget = Math.min(limits.maxStreamBytes, limits.maxDecompressedBytes - total);
    try {
      total += inflateSync(data.subarray(start, end), { maxOutputLength: budget + 1 }).length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) throw tooComplex(limits);
      continue; // Not zlib after all, or damaged: pdf.js decides.
    }
    if (total > limits.maxDecompressedBytes) throw tooComplex(limits);
  }
}

async function pdfText(data: Buffer, limits: ExtractionLimits): Promise<string> {
  // The extension is a claim; the magic bytes are the evidence.
  if (data.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw fileError('FILE_CONTENT_MISMATCH', 'validation.file_content_mismatch', 'The file is named .pdf but is not a PDF');
  }
  checkPdfDecompressedSize(data, limits);
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    document = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
  } catch {
    throw fileError('FILE_UNREADABLE', 'validation.file_unreadable', 'The PDF could not be read (damaged or encrypted)');
  }
  try {
    if (document.numPages > limits.maxPages) {
      throw fileError(
        'FILE_TOO_MANY_PAGES',
        'validation.file_too_many_pages',
        `The PDF has ${document.numPages.toLocaleString('en')} pages; one upload may have at most ${limits.maxPages.toLocaleString('en')}`,
      );
    }
    // Page by page, so a long book is never held twice and the character limit stops the reading early.
    const pages: string[] = [];
    let characters = 0;
    for (let number = 1; number <= document.numPages; number++) {
      let text: string;
      try {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
        page.cleanup();
      } catch {
        throw fileError('FILE_UNREADABLE', 'validation.file_unreadable', 'The PDF could not be read (damaged or encrypted)');
      }
      characters += text.length;
      if (characters > limits.maxCharacters) throw textTooLong(limits);
      pages.push(text);
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
}

const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

/**
 * The text of a Word document: paragraphs, line breaks and tabs of word/document.xml. Read with
 * fflate, which only inflates that one entry, and only when its declared size is within the
 * text limit: a .docx is a zip, and a zip can be a bomb.
 */
function docxText(data: Buffer, limits: ExtractionLimits): string {
  if (data.subarray(0, 4).toString('latin1') !== 'PK\x03\x04') {
    throw fileError('FILE_CONTENT_MISMATCH', 'validation.file_content_mismatch', 'The file is named .docx but is not a Word document');
  }
  // XML spends many bytes per character of text; ten per character is generous.
  const maxXmlBytes = Math.min(limits.maxStreamBytes, limits.maxCharacters * 10);
  let oversized = false;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), {
      filter: (file) => {
        if (file.name !== 'word/document.xml') return false;
        if (file.originalSize > maxXmlBytes) oversized = true;
        return !oversized;
      },
    });
  } catch {
    throw fileError('FILE_UNREADABLE', 'validation.file_unreadable', 'The Word document could not be read (damaged)');
  }
  if (oversized)
    throw fileError('FILE_TOO_COMPLEX', 'validation.file_too_complex', `The Word document's text expands beyond the limit (${megabytes(maxXmlBytes)})`);
  const xml = entries['word/document.xml'];
  if (!xml) throw fileError('FILE_UNREADABLE', 'validation.file_unreadable', 'The file has no Word document body');
  // Text lives only in <w:t> runs; tabs, breaks and paragraph ends become characters of their own first.
  const marked = strFromU8(xml)
    .replace(/<w:tab\/>/g, '<w:t>\t</w:t>')
    .replace(/<w:br\/>|<\/w:p>/g, '<w:t>\n</w:t>');
  return [...marked.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
    .map((m) => m[1]!)
    .join('')
    .replace(/&(?:amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity]!);
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;

/** `01:02:03,500`, `02:03.500` -> seconds. */
function seconds(timestamp: string): number {
  const [clock, fraction = '0'] = timestamp.split(/[.,]/);
  const parts = clock!.split(':').map(Number);
  const whole = parts.reduce((total, part) => total * 60 + part, 0);
  return Math.round((whole + Number(`0.${fraction}`)) * 1000) / 1000;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&nbsp;': ' ', '&lrm;': '', '&rlm;': '', '&quot;': '"', '&#39;': "'" };

/** Cue text without markup: HTML-like tags (<i>, <v Speaker>, <c.x>, <00:01.000>), SSA overrides ({\an8}) and entities. */
function plainCueText(lines: string[]): string {
  return lines
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&(?:amp|lt|gt|nbsp|lrm|rlm|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Parses SubRip and WebVTT: blocks separated by blank lines; a cue block has a timing line
 * (`start --> end`, settings after it ignored) and text lines after it. Index lines, cue
 * identifiers and NOTE/STYLE/REGION blocks are dropped.
 */
export function parseSubtitles(source: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of source.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((line) => TIMING.test(line));
    if (timingIndex === -1) continue;
    const [, start, end] = TIMING.exec(lines[timingIndex]!)!;
    const text = plainCueText(lines.slice(timingIndex + 1));
    if (text) cues.push({ start: seconds(start!), end: seconds(end!), text });
  }
  return cues;
}

/** The cues as running text: a cue that ends a sentence ends a line, one that does not runs on. */
export function transcriptText(cues: Cue[]): string {
  let text = '';
  for (const cue of cues) {
    if (text) text += /[.!?…"”')\]]$/.test(text) ? '\n' : ' ';
    text += cue.text;
  }
  return text;
}

function subtitles(data: Buffer, ext: '.srt' | '.vtt'): ExtractedFile {
  const source = decodeUtf8(data).replace(/^\uFEFF/, '');
  if (ext === '.vtt' && !/^WEBVTT(?:[ \t\n]|$)/.test(source)) {
    throw fileError('FILE_CONTENT_MISMATCH', 'validation.file_content_mismatch', 'The file is named .vtt but does not start with WEBVTT');
  }
  const cues = parseSubtitles(source);
  if (cues.length === 0 && /\S/.test(source) && ext === '.srt') {
    throw fileError('FILE_CONTENT_MISMATCH', 'validation.file_content_mismatch', 'The file is named .srt but holds no subtitle cues');
  }
  return { text: cleanText(transcriptText(cues)), mimeType: MIME_TYPES[ext], cues };
}

/**
 * The text of an uploaded file: .txt and .md as strict UTF-8, .pdf through
 * unpdf (after checking the `%PDF-` signature and the limits above), .srt and .vtt as their cue
 * text with the cues kept. Any other type, a file whose content contradicts its extension, one
 * with no text or one over a limit is refused with a 400 naming `file`. Runs in a worker thread
 * (server/workers/heavy-work.worker.ts), never on the server's event loop.
 */
export async function extractUploadedFile(
  fileName: string,
  data: Buffer,
  options: { limits?: ExtractionLimits; allowed?: readonly string[] } = {},
): Promise<ExtractedFile> {
  const limits = options.limits ?? EXTRACTION_LIMITS;
  const allowed = options.allowed ?? UPLOAD_EXTENSIONS;
  const ext = extensionOf(fileName, allowed);
  if (!ext) throw unsupported(allowed);
  let extracted: ExtractedFile;
  if (ext === '.pdf') extracted = { text: cleanText(await pdfText(data, limits)), mimeType: MIME_TYPES[ext] };
  else if (ext === '.docx') extracted = { text: cleanText(docxText(data, limits)), mimeType: MIME_TYPES[ext] };
  else if (ext === '.srt' || ext === '.vtt') extracted = subtitles(data, ext);
  else extracted = { text: cleanText(decodeUtf8(data).replace(/^\uFEFF/, '')), mimeType: MIME_TYPES[ext] };
  if (!extracted.text) throw fileError('FILE_EMPTY', 'validation.file_empty', 'No text could be extracted from the file');
  if (extracted.text.length > limits.maxCharacters) throw textTooLong(limits);
  return extracted;
}
