import { readFile } from 'node:fs/promises';
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { courseSlug, type Course } from '#shared/constants/courses.ts';
import type { MaterialType, ReadingBlock } from '#shared/schemas/materials.ts';
import { markdownBlocks } from '#server/modules/uploads/index.ts';

/**
 * The demo course materials: study guides and lecture notes the team wrote, in
 * server/db/seed/materials/<course>/<n>.md. The books themselves are not ours to redistribute.
 * Each is published in the format a real one of its kind would come in, so the demo exercises
 * every reader path: a textbook's guide as a PDF, a reading's as an EPUB, lecture notes as Markdown.
 */
export interface DemoMaterialFile {
  fileName: string;
  data: Buffer;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export async function demoMaterialFile(
  course: Course,
  order: number,
  material: { type: MaterialType; title: string; author: string },
): Promise<DemoMaterialFile> {
  const source = await readFile(new URL(`./materials/${courseSlug(course)}/${order}.md`, import.meta.url), 'utf8');
  const base = `${material.type === 'video' ? 'lecture-notes' : 'study-guide'}-${slugify(material.title)}`;
  if (material.type === 'textbook') return { fileName: `${base}.pdf`, data: await pdfOf(markdownBlocks(source), material) };
  if (material.type === 'reading') return { fileName: `${base}.epub`, data: epubOf(markdownBlocks(source), material) };
  return { fileName: `${base}.md`, data: Buffer.from(source) };
}

/** A plain A5 booklet in the standard Helvetica faces (pdfkit). */
function pdfOf(blocks: ReadingBlock[], meta: { title: string; author: string }): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A5', margin: 48, info: { Title: meta.title, Author: meta.author, Creator: 'Kato Theological Institute' } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  for (const block of blocks) {
    if (block.kind === 'heading') {
      const size = block.level === 1 ? 18 : block.level === 2 ? 14 : 12;
      document.moveDown(0.6).font('Helvetica-Bold').fontSize(size).text(block.text).moveDown(0.3);
    } else if (block.kind === 'item') {
      document
        .font('Helvetica')
        .fontSize(10.5)
        .text(`${block.level ? `${block.level}.` : '•'} ${block.text}`, { indent: 0 })
        .moveDown(0.6);
    } else if (block.kind === 'quote') {
      document
        .font('Helvetica-Oblique')
        .fontSize(10.5)
        .text(block.text, document.page.margins.left + 18)
        .moveDown(0.6);
      document.x = document.page.margins.left;
    } else {
      document.font('Helvetica').fontSize(10.5).text(block.text, { lineGap: 1.5 }).moveDown(0.6);
    }
  }
  document.end();
  return done;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function xhtmlOf(title: string, blocks: ReadingBlock[]): string {
  let body = '';
  let list: 'ol' | 'ul' | null = null;
  for (const block of blocks) {
    const wanted = block.kind === 'item' ? (block.level ? 'ol' : 'ul') : null;
    if (list && list !== wanted) body += `</${list}>\n`;
    if (wanted && list !== wanted) body += `<${wanted}>\n`;
    list = wanted;
    const text = escapeXml(block.text);
    if (block.kind === 'heading') body += `<h${block.level ?? 1}>${text}</h${block.level ?? 1}>\n`;
    else if (block.kind === 'item') body += `<li>${text}</li>\n`;
    else if (block.kind === 'quote') body += `<blockquote><p>${text}</p></blockquote>\n`;
    else body += `<p>${text}</p>\n`;
  }
  if (list) body += `</${list}>\n`;
  return `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><head><title>${escapeXml(title)}</title></head><body>\n${body}</body></html>\n`;
}

/** An EPUB 3 with one chapter per main section: mimetype first and stored, then the package. */
function epubOf(blocks: ReadingBlock[], meta: { title: string; author: string }): Buffer {
  const chapters: ReadingBlock[][] = [];
  for (const block of blocks) {
    if (chapters.length === 0 || (block.kind === 'heading' && block.level === 2)) chapters.push([]);
    chapters.at(-1)!.push(block);
  }
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>\n',
    ),
  };
  const titleOf = (chapter: ReadingBlock[]) => chapter.find((block) => block.kind === 'heading')?.text ?? meta.title;
  chapters.forEach((chapter, index) => (files[`OEBPS/chapter-${index + 1}.xhtml`] = strToU8(xhtmlOf(titleOf(chapter), chapter))));
  const nav = chapters.map((chapter, index) => `<li><a href="chapter-${index + 1}.xhtml">${escapeXml(titleOf(chapter))}</a></li>`).join('');
  files['OEBPS/nav.xhtml'] = strToU8(
    `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>${escapeXml(meta.title)}</title></head><body><nav epub:type="toc"><ol>${nav}</ol></nav></body></html>\n`,
  );
  const manifest = chapters.map((_, index) => `<item id="c${index + 1}" href="chapter-${index + 1}.xhtml" media-type="application/xhtml+xml"/>`).join('');
  const spine = chapters.map((_, index) => `<itemref idref="c${index + 1}"/>`).join('');
  files['OEBPS/content.opf'] = strToU8(
    `<?xml version="1.0" encoding="utf-8"?>\n<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:kti:${slugify(meta.title)}</dc:identifier><dc:title>${escapeXml(meta.title)}</dc:title><dc:creator>${escapeXml(meta.author)}</dc:creator><dc:language>en</dc:language><meta property="dcterms:modified">2026-01-01T00:00:00Z</meta></metadata><manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>${manifest}</manifest><spine>${spine}</spine></package>\n`,
  );
  return Buffer.from(zipSync(files, { mtime: new Date('2026-01-01T00:00:00Z') }));
}
