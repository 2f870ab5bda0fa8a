import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import { UPLOAD_EXTENSIONS } from '#shared/schemas/content.ts';
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

type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

const MIME_TYPES: Record<UploadExtension, string> = {
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
  '.pdf': 'application/pdf',
  '.srt': 'application/x-subrip',
  '.vtt': 'text/vtt',
};

/** A 400 naming the `file` field, with a translation key for the form and a sentence for people. */
export const fileError = (code: string, key: string, message: string) => new AppError(400, code, message, { file: key });

const unsupported = () =>
  fileError('UNSUPPORTED_FILE_TYPE', 'validation.file_type_unsupported', `Unsupported file type: upload one of ${UPLOAD_EXTENSIONS.join(', ')}`);

/** The file name without any directory part a client may have sent. */
export function baseFileName(name: string): string {
  return name.split(/[\\/]/).pop()!.trim();
}

export function extensionOf(fileName: string): UploadExtension | null {
  const match = /\.[^.]+$/.exec(fileName.toLowerCase());
  const ext = match?.[0];
  return ext && (UPLOAD_EXTENSIONS as readonly string[]).includes(ext) ? (ext as UploadExtension) : null;
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
function decodeUtf8(data: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw fileError('FILE_NOT_UTF8', 'validation.file_not_utf8', 'The file is not valid UTF-8 text');
  }
  if (text.includes('\u0000')) throw fileError('FILE_NOT_UTF8', 'validation.file_not_utf8', 'The file is binary, not text');
  return text;
}

async function pdfText(data: Buffer): Promise<string> {
  // The extension is a claim; the magic bytes are the evidence.
  if (data.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw fileError('FILE_CONTENT_MISMATCH', 'validation.file_content_mismatch', 'The file is named .pdf but is not a PDF');
  }
  try {
    const document = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
    try {
      const { text } = await extractPdfText(document, { mergePages: false });
      return text.join('\n\n');
    } finally {
      await document.destroy();
    }
  } catch {
    throw fileError('FILE_UNREADABLE', 'validation.file_unreadable', 'The PDF could not be read (damaged or encrypted)');
  }
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
 * The text of an uploaded file (issue 5, item 2): .txt and .md as strict UTF-8, .pdf through
 * unpdf (after checking the `%PDF-` signature), .srt and .vtt as their cue text with the cues
 * kept. Any other type, a file whose content contradicts its extension, or one with no text is
 * refused with a 400 naming `file`.
 */
export async function extractUploadedFile(fileName: string, data: Buffer): Promise<ExtractedFile> {
  const ext = extensionOf(fileName);
  if (!ext) throw unsupported();
  let extracted: ExtractedFile;
  if (ext === '.pdf') extracted = { text: cleanText(await pdfText(data)), mimeType: MIME_TYPES[ext] };
  else if (ext === '.srt' || ext === '.vtt') extracted = subtitles(data, ext);
  else extracted = { text: cleanText(decodeUtf8(data).replace(/^\uFEFF/, '')), mimeType: MIME_TYPES[ext] };
  if (!extracted.text) throw fileError('FILE_EMPTY', 'validation.file_empty', 'No text could be extracted from the file');
  return extracted;
}
