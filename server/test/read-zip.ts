import { crc32, inflateRawSync } from 'node:zlib';

/** Entries of a zip, read from its central directory; throws unless each matches its CRC-32. */
export function readZip(zip: Buffer): { name: string; data: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const total = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = [];
  for (let i = 0; i < total; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`zip entry ${i}: bad central directory signature`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const localNameLength = zip.readUInt16LE(offset + 26);
    const raw = zip.subarray(offset + 30 + localNameLength, offset + 30 + localNameLength + size);
    const data = method === 8 ? inflateRawSync(raw) : raw;
    if (crc32(data) !== crc) throw new Error(`zip entry ${name}: CRC-32 does not match`);
    entries.push({ name, data });
    at += 46 + nameLength;
  }
  return entries;
}
