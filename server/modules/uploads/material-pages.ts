import { posix } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { Parser } from 'htmlparser2';
import { marked, type Token, type Tokens } from 'marked';
import { getDocumentProxy } from 'unpdf';
import { MATERIAL_FILE_EXTENSIONS, type MaterialFormat, type ReadingBlock, type ReadingPage } from '#shared/schemas/materials.ts';
import { checkPdfDecompressedSize, cleanText, decodeUtf8, EXTRACTION_LIMITS, fileError, type ExtractionLimits } from './extract.ts';

/** What the reader needs from an uploaded material file; runs in a worker thread (server/workers). */
export interface MaterialFileReading {
  format: MaterialFormat;
  /** The type the content proved to be; the client's claim is not trusted. */
  mimeType: string;
  /** The reflowable text; null for audio. */
  pages: ReadingPage[] | null;
}

const mismatch = (what: string) => fileError('FILE_CONTENT_MISMATCH', 'validation.file_content_mismatch', `The file is named ${what} but its content is not`);
const unreadable = (what: string) => fileError('FILE_UNREADABLE', 'validation.file_unreadable', `The ${what} could not be read (damaged or encrypted)`);
const tooLong = (limits: ExtractionLimits) =>
  fileError('FILE_TEXT_TOO_LONG', 'validation.file_text_too_long', `The file holds more than ${limits.maxCharacters.toLocaleString('en')} characters of text`);

/** Characters of text on one reading page of Markdown, plain text or an EPUB chapter: a few phone screens. */
const PAGE_TARGET = 3_500;
/** A heading starts a new page once the page holds this much. */
const PAGE_MIN_BEFORE_HEADING = 1_200;

const blockLength = (block: ReadingBlock) => block.text.length;

/** Cuts a run of blocks into pages: at a main heading once a page has some text, or when a page is full. */
export function paginate(blocks: ReadingBlock[]): ReadingPage[] {
  const pages: ReadingPage[] = [];
  let current: ReadingBlock[] = [];
  let size = 0;
  for (const block of blocks) {
    const startsSection = block.kind === 'heading' && (block.level ?? 1) <= 2;
    if (current.length > 0 && ((startsSection && size >= PAGE_MIN_BEFORE_HEADING) || size + blockLength(block) > PAGE_TARGET * 1.5)) {
      pages.push({ blocks: current });
      current = [];
      size = 0;
    }
    current.push(block);
    size += blockLength(block);
  }
  if (current.length > 0) pages.push({ blocks: current });
  return pages;
}

/** Plain text of Markdown inline tokens (emphasis, links and code keep their words). */
function inlineText(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((token) => {
      if (token.type === 'br') return '\n';
      if (token.type === 'html') return '';
      if ('tokens' in token && token.tokens) return inlineText(token.tokens, token.raw);
      return 'text' in token ? String(token.text) : '';
    })
    .join('');
}

/** Markdown as reading blocks, through marked's lexer; raw HTML is dropped, never rendered. */
export function markdownBlocks(source: string): ReadingBlock[] {
  const blocks: ReadingBlock[] = [];
  const walk = (tokens: Token[], quoted: boolean) => {
    for (const token of tokens) {
      if (token.type === 'heading') {
        const heading = token as Tokens.Heading;
        blocks.push({ kind: 'heading', level: Math.min(3, heading.depth), text: inlineText(heading.tokens, heading.text).trim() });
      } else if (token.type === 'paragraph' || token.type === 'text' || token.type === 'code') {
        const text = inlineText((token as Tokens.Paragraph).tokens, (token as Tokens.Paragraph).text).trim();
        if (text) blocks.push({ kind: quoted ? 'quote' : 'paragraph', text });
      } else if (token.type === 'blockquote') {
        walk((token as Tokens.Blockquote).tokens, true);
      } else if (token.type === 'list') {
        const list = token as Tokens.List;
        const start = typeof list.start === 'number' ? list.start : 1;
        list.items.forEach((item, index) => {
          const text = item.tokens
            .map((child) => inlineText('tokens' in child ? child.tokens : undefined, 'text' in child ? String(child.text) : ''))
            .join(' ')
            .replace(/\s+\n/g, '\n')
            .trim();
          if (text) blocks.push({ kind: 'item', text, ...(list.ordered ? { level: start + index } : {}) });
        });
      } else if (token.type === 'table') {
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows]) {
          const text = row
            .map((cell) => inlineText(cell.tokens, cell.text))
            .join(' · ')
            .trim();
          if (text) blocks.push({ kind: 'paragraph', text });
        }
      }
    }
  };
  walk(marked.lexer(source), false);
  return blocks;
}

/** Plain text: paragraphs at blank lines, line breaks inside a paragraph kept (verse, lists). */
export function textBlocks(source: string): ReadingBlock[] {
  return source
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((text) => ({ kind: 'paragraph' as const, text }));
}

const HEADING_TAGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 3, h5: 3, h6: 3 };
const BLOCK_TAGS = new Set(['p', 'div', 'section', 'article', 'li', 'blockquote', 'tr', 'dd', 'dt', 'figcaption', 'pre', 'body', ...Object.keys(HEADING_TAGS)]);
const SKIPPED_TAGS = new Set(['script', 'style', 'head', 'title', 'svg', 'math', 'nav']);

/** An XHTML chapter as reading blocks (htmlparser2); markup is read, never passed on. */
export function htmlBlocks(source: string): ReadingBlock[] {
  const blocks: ReadingBlock[] = [];
  const open: string[] = [];
  let skipping = 0;
  let buffer = '';
  let orderedIndex: number[] = [];
  const flush = () => {
    const text = buffer
      .replace(/[ \t\r\f\v]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
    buffer = '';
    if (!text) return;
    const heading = open.findLast((tag) => tag in HEADING_TAGS);
    if (heading) blocks.push({ kind: 'heading', level: HEADING_TAGS[heading], text: text.replace(/\n/g, ' ') });
    else if (open.includes('li')) {
      const inOrdered = open.findLast((tag) => tag === 'ol' || tag === 'ul') === 'ol';
      blocks.push({ kind: 'item', text, ...(inOrdered ? { level: orderedIndex.at(-1) } : {}) });
    } else blocks.push({ kind: open.includes('blockquote') ? 'quote' : 'paragraph', text });
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED_TAGS.has(name)) skipping++;
        if (BLOCK_TAGS.has(name)) flush();
        if (name === 'ol') orderedIndex.push(0);
        if (name === 'li' && open.findLast((tag) => tag === 'ol' || tag === 'ul') === 'ol') orderedIndex[orderedIndex.length - 1]!++;
        if (name === 'br') buffer += '\n';
        open.push(name);
      },
      ontext(text) {
        if (skipping === 0) buffer += text;
      },
      onclosetag(name) {
        if (BLOCK_TAGS.has(name)) flush();
        const at = open.lastIndexOf(name);
        if (at !== -1) open.length = at;
        if (name === 'ol') orderedIndex = orderedIndex.slice(0, -1);
        if (SKIPPED_TAGS.has(name)) skipping = Math.max(0, skipping - 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, xmlMode: false },
  );
  parser.write(source);
  parser.end();
  flush();
  return blocks;
}

interface PdfLine {
  text: string;
  size: number;
  y: number;
}

const LIST_MARK = /^(?:[•▪●◦‣∙·-]|\d{1,3}[.)])\s+/;

/** A PDF page's lines as blocks: paragraphs at wider gaps, headings in larger type, items after a bullet or number. */
export function pdfPageBlocks(lines: PdfLine[], bodySize: number): ReadingBlock[] {
  const blocks: ReadingBlock[] = [];
  let current: ReadingBlock | null = null;
  let previous: PdfLine | null = null;
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) {
      current = null;
      previous = null;
      continue;
    }
    const heading = line.size >= bodySize * 1.1 && text.length < 120;
    const gap = previous ? Math.abs(previous.y - line.y) : 0;
    if (heading && current?.kind === 'heading' && previous && Math.abs(previous.size - line.size) < 0.5 && gap <= line.size * 1.6) {
      // A heading set over two lines.
      current.text += ' ' + text;
      previous = line;
      continue;
    }
    const newParagraph = !current || heading || current.kind === 'heading' || gap > Math.max(line.size, previous!.size) * 1.6 || LIST_MARK.test(text);
    if (newParagraph) {
      const number = /^(\d{1,3})[.)]\s/.exec(text);
      current = heading
        ? { kind: 'heading', level: line.size >= bodySize * 1.6 ? 1 : line.size >= bodySize * 1.25 ? 2 : 3, text }
        : LIST_MARK.test(text)
          ? { kind: 'item', text: text.replace(LIST_MARK, ''), ...(number ? { level: Number(number[1]) } : {}) }
          : { kind: 'paragraph', text };
      blocks.push(current);
    } else if (/[A-Za-z\u00C0-\u024F]-$/.test(current!.text) && /^[a-z\u00E0-\u024F]/.test(text)) {
      // A word broken across lines: "theo-" + "logy".
      current!.text = current!.text.slice(0, -1) + text;
    } else {
      current!.text += ' ' + text;
    }
    previous = line;
  }
  return blocks;
}

/** A PDF's pages as reading pages, one for one, so the page count is the PDF's own. */
async function pdfPages(data: Buffer, limits: ExtractionLimits): Promise<ReadingPage[]> {
  if (data.subarray(0, 5).toString('latin1') !== '%PDF-') throw mismatch('.pdf');
  checkPdfDecompressedSize(data, limits);
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    document = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
  } catch {
    throw unreadable('PDF');
  }
  try {
    if (document.numPages > limits.maxPages) {
      throw fileError(
        'FILE_TOO_MANY_PAGES',
        'validation.file_too_many_pages',
        `The PDF has ${document.numPages.toLocaleString('en')} pages; at most ${limits.maxPages.toLocaleString('en')}`,
      );
    }
    const linesByPage: PdfLine[][] = [];
    const sizes: number[] = [];
    let characters = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const lines: PdfLine[] = [];
      try {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        let line: PdfLine | null = null;
        for (const item of content.items) {
          if (!('str' in item)) continue;
          // pdf.js marks a line's end with an empty item set in the next line's type: it carries no size.
          if (item.str) {
            const size = Math.abs(item.transform[3] ?? item.height) || item.height;
            line ??= { text: '', size, y: item.transform[5] ?? 0 };
            line.text += item.str;
            line.size = Math.max(line.size, size);
          }
          if (item.hasEOL && line) {
            lines.push(line);
            line = null;
          }
        }
        if (line) lines.push(line);
        page.cleanup();
      } catch {
        throw unreadable('PDF');
      }
      for (const line of lines) {
        characters += line.text.length;
        for (let i = 0; i < line.text.length; i += 40) sizes.push(line.size);
      }
      if (characters > limits.maxCharacters) throw tooLong(limits);
      linesByPage.push(lines);
    }
    // The body's type size is the one most characters are set in.
    sizes.sort((a, b) => a - b);
    const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 10;
    return linesByPage.map((lines) => ({ blocks: pdfPageBlocks(lines, bodySize) }));
  } finally {
    await document.destroy();
  }
}

/**
 * An EPUB's chapters in reading order: META-INF/container.xml names the package, whose spine
 * orders the XHTML documents. Entries are inflated only within the text limit (a zip can be a bomb).
 */
function epubPages(data: Buffer, limits: ExtractionLimits): ReadingPage[] {
  if (data.subarray(0, 4).toString('latin1') !== 'PK\x03\x04') throw mismatch('.epub');
  const maxEntryBytes = Math.min(limits.maxStreamBytes, limits.maxCharacters * 10);
  let total = 0;
  let oversized = false;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), {
      filter: (file) => {
        if (!/\.(x?html?|opf|xml)$/i.test(file.name) && file.name !== 'mimetype') return false;
        total += file.originalSize;
        if (file.originalSize > maxEntryBytes || total > limits.maxDecompressedBytes) oversized = true;
        return !oversized;
      },
    });
  } catch {
    throw unreadable('EPUB');
  }
  if (oversized) throw fileError('FILE_TOO_COMPLEX', 'validation.file_too_complex', 'The EPUB expands beyond the size limit');
  if (strFromU8(entries['mimetype'] ?? new Uint8Array()).trim() !== 'application/epub+zip') throw mismatch('.epub');
  const container = strFromU8(entries['META-INF/container.xml'] ?? new Uint8Array());
  const packagePath = /<rootfile[^>]*full-path="([^"]+)"/i.exec(container)?.[1];
  const opf = packagePath ? entries[packagePath] : undefined;
  if (!packagePath || !opf) throw unreadable('EPUB');
  const packageXml = strFromU8(opf);
  const base = posix.dirname(packagePath);
  const hrefs = new Map<string, string>();
  for (const item of packageXml.matchAll(/<item\b[^>]*>/gi)) {
    const id = /\bid="([^"]+)"/i.exec(item[0])?.[1];
    const href = /\bhref="([^"]+)"/i.exec(item[0])?.[1];
    if (id && href) hrefs.set(id, posix.normalize(posix.join(base, decodeURIComponent(href.split('#')[0]!))));
  }
  const pages: ReadingPage[] = [];
  let characters = 0;
  for (const itemref of packageXml.matchAll(/<itemref\b[^>]*\bidref="([^"]+)"[^>]*>/gi)) {
    if (/\blinear="no"/i.test(itemref[0])) continue;
    const document = entries[hrefs.get(itemref[1]!) ?? ''];
    if (!document) continue;
    const blocks = htmlBlocks(strFromU8(document));
    characters += blocks.reduce((sum, block) => sum + block.text.length, 0);
    if (characters > limits.maxCharacters) throw tooLong(limits);
    pages.push(...paginate(blocks));
  }
  return pages;
}

/** MP3 (an ID3 tag or an MPEG audio frame) or M4A (an ISO media file whose brand is audio). */
function audioMimeType(data: Buffer, ext: '.mp3' | '.m4a'): string {
  if (ext === '.mp3') {
    const id3 = data.subarray(0, 3).toString('latin1') === 'ID3';
    const frame = data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0;
    if (!id3 && !frame) throw mismatch('.mp3');
    return 'audio/mpeg';
  }
  if (data.subarray(4, 8).toString('latin1') !== 'ftyp') throw mismatch('.m4a');
  return 'audio/mp4';
}

/** The extension of a material's file name when it is one materials may carry. */
export function materialExtension(fileName: string): (typeof MATERIAL_FILE_EXTENSIONS)[number] | null {
  const ext = /\.[^.]+$/.exec(fileName.toLowerCase())?.[0];
  return ext && (MATERIAL_FILE_EXTENSIONS as readonly string[]).includes(ext) ? (ext as (typeof MATERIAL_FILE_EXTENSIONS)[number]) : null;
}

/**
 * Reads an uploaded material: checks that the content is what the name says
 * and turns documents into reflowable pages. A 400 names `file` for any problem.
 */
export async function readMaterialFile(fileName: string, data: Buffer, limits: ExtractionLimits = EXTRACTION_LIMITS): Promise<MaterialFileReading> {
  const ext = materialExtension(fileName);
  if (!ext) {
    throw fileError('UNSUPPORTED_FILE_TYPE', 'validation.file_type_unsupported', `Unsupported file type: upload one of ${MATERIAL_FILE_EXTENSIONS.join(', ')}`);
  }
  if (data.length === 0) throw fileError('FILE_EMPTY', 'validation.file_empty', 'The file is empty');
  if (ext === '.mp3' || ext === '.m4a') return { format: 'audio', mimeType: audioMimeType(data, ext), pages: null };
  let reading: MaterialFileReading;
  if (ext === '.pdf') reading = { format: 'pdf', mimeType: 'application/pdf', pages: await pdfPages(data, limits) };
  else if (ext === '.epub') reading = { format: 'epub', mimeType: 'application/epub+zip', pages: epubPages(data, limits) };
  else {
    const source = cleanText(decodeUtf8(data).replace(/^\uFEFF/, ''));
    if (source.length > limits.maxCharacters) throw tooLong(limits);
    reading =
      ext === '.txt'
        ? { format: 'text', mimeType: 'text/plain; charset=utf-8', pages: paginate(textBlocks(source)) }
        : { format: 'markdown', mimeType: 'text/markdown; charset=utf-8', pages: paginate(markdownBlocks(source)) };
  }
  const pages = reading.pages!.map((page) => ({ blocks: page.blocks.filter((block) => block.text.trim()) }));
  // A scanned PDF has pages but no text: still a material (its file opens); other formats are text or nothing.
  if (reading.format !== 'pdf' && !pages.some((page) => page.blocks.length > 0))
    throw fileError('FILE_EMPTY', 'validation.file_empty', 'No text could be read from the file');
  return { ...reading, pages };
}
