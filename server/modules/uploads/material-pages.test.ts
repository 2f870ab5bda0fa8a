import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EXTRACTION_LIMITS } from './extract.ts';
import { buildPdf } from '#server/test/pdf-builder.ts';
import { htmlBlocks, markdownBlocks, paginate, readMaterialFile } from './material-pages.ts';

const epub = (chapters: Record<string, string>, spine = Object.keys(chapters)) =>
  Buffer.from(
    zipSync({
      mimetype: [strToU8('application/epub+zip'), { level: 0 }],
      'META-INF/container.xml': strToU8('<container><rootfiles><rootfile full-path="OPS/book.opf"/></rootfiles></container>'),
      'OPS/book.opf': strToU8(
        `<package><manifest>${Object.keys(chapters)
          .map((name) => `<item id="${name}" href="text/${name}.xhtml" media-type="application/xhtml+xml"/>`)
          .join('')}</manifest><spine>${spine.map((name) => `<itemref idref="${name}"/>`).join('')}</spine></package>`,
      ),
      ...Object.fromEntries(
        Object.entries(chapters).map(([name, body]) => [`OPS/text/${name}.xhtml`, strToU8(`<html><head><title>x</title></head><body>${body}</body></html>`)]),
      ),
    }),
  );

describe('the reading view of a material', () => {
  it('reads an EPUB in spine order, as headings, paragraphs, numbered items and quotes, with no markup or script', async () => {
    const book = epub(
      {
        two: '<h2>Second</h2><p>After &amp; before.</p>',
        one: '<h1>First</h1><script>alert(1)</script><p>Grace <em>alone</em>.</p><ol><li>One</li><li>Two</li></ol><blockquote><p>In the beginning</p></blockquote>',
      },
      ['one', 'two'],
    );
    const reading = await readMaterialFile('book.epub', book);
    expect(reading.format).toBe('epub');
    expect(reading.pages!.flatMap((page) => page.blocks)).toEqual([
      { kind: 'heading', level: 1, text: 'First' },
      { kind: 'paragraph', text: 'Grace alone.' },
      { kind: 'item', level: 1, text: 'One' },
      { kind: 'item', level: 2, text: 'Two' },
      { kind: 'quote', text: 'In the beginning' },
      { kind: 'heading', level: 2, text: 'Second' },
      { kind: 'paragraph', text: 'After & before.' },
    ]);
  });

  it('refuses an EPUB whose text would expand beyond the limit, and a zip that is not an EPUB', async () => {
    const bomb = epub({ one: `<p>${'a'.repeat(200_000)}</p>` });
    await expect(readMaterialFile('bomb.epub', bomb, { ...EXTRACTION_LIMITS, maxCharacters: 10_000 })).rejects.toMatchObject({ code: 'FILE_TOO_COMPLEX' });
    const notEpub = Buffer.from(zipSync({ 'word/document.xml': strToU8('<w:t>hi</w:t>') }));
    await expect(readMaterialFile('book.epub', notEpub)).rejects.toMatchObject({ code: 'FILE_CONTENT_MISMATCH' });
  });

  it('keeps a PDF page for page, so the reader counts the pages the PDF has', async () => {
    const reading = await readMaterialFile('guide.pdf', buildPdf(['Page one text.', 'Page two text.', 'Page three text.']));
    expect(reading.pages!.map((page) => page.blocks.map((block) => block.text))).toEqual([['Page one text.'], ['Page two text.'], ['Page three text.']]);
  });

  it('drops raw HTML from Markdown instead of passing it to the reader', () => {
    expect(markdownBlocks('Hello <img src=x onerror=alert(1)> **world**\n\n<div>block html</div>')).toEqual([{ kind: 'paragraph', text: 'Hello  world' }]);
  });

  it('decodes entities and keeps line breaks inside a paragraph (verse)', () => {
    expect(htmlBlocks('<p>The LORD is my shepherd;<br/>I shall not want &mdash; Ps 23</p>')).toEqual([
      { kind: 'paragraph', text: 'The LORD is my shepherd;\nI shall not want — Ps 23' },
    ]);
  });

  it('cuts long text into pages at main headings, never splitting a block', () => {
    const paragraph = (n: number) => ({ kind: 'paragraph' as const, text: `${n} ${'word '.repeat(300)}` });
    const blocks = [
      { kind: 'heading' as const, level: 1, text: 'Title' },
      paragraph(1),
      { kind: 'heading' as const, level: 2, text: 'Part two' },
      paragraph(2),
      paragraph(3),
      paragraph(4),
    ];
    const pages = paginate(blocks);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]!.blocks[0]).toEqual({ kind: 'heading', level: 2, text: 'Part two' });
    expect(pages.flatMap((page) => page.blocks)).toEqual(blocks);
  });
});
