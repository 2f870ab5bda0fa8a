import { deflateSync } from 'node:zlib';

/** One page: its text, or raw content-stream bytes (for a page built to hurt). */
export type PdfPage = string | { contentStream: Buffer; compressed?: boolean };

const escapePdfString = (text: string) => text.replace(/[()\\]/g, '\\$&');

/**
 * A valid PDF whose pages show the given texts in Helvetica, written object by object with a
 * correct cross-reference table. `compress` deflates the text pages' content streams, as real
 * PDFs do. Used to test extraction, including files built to exhaust a reader.
 */
export function buildPdf(pages: PdfPage[], options: { compress?: boolean } = {}): Buffer {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const catalog = add('');
  const pageTree = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const pageIds: number[] = [];
  for (const page of pages) {
    const raw = typeof page === 'string' ? Buffer.from(`BT /F1 12 Tf 72 720 Td (${escapePdfString(page)}) Tj ET`, 'latin1') : page.contentStream;
    const compressed = typeof page === 'string' ? Boolean(options.compress) : Boolean(page.compressed);
    const data = compressed && typeof page === 'string' ? deflateSync(raw) : raw;
    const filter = compressed ? ' /Filter /FlateDecode' : '';
    const contents = add(Buffer.concat([Buffer.from(`<< /Length ${data.length}${filter} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]));
    pageIds.push(
      add(`<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pageTree} 0 R >>`, 'latin1');
  objects[pageTree - 1] = Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`, 'latin1');

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

/** A one-page PDF whose compressed content stream inflates to `inflatedBytes` of blank space: small on disk, huge in memory. */
export function decompressionBombPdf(inflatedBytes: number): Buffer {
  const blank = Buffer.alloc(inflatedBytes, 0x20);
  return buildPdf([{ contentStream: deflateSync(blank, { level: 9 }), compressed: true }]);
}
