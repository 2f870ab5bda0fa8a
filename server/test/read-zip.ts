import { unzipSync } from 'fflate';

/** The entries of a zip, in archive order, read with fflate. */
export function readZip(zip: Buffer): { name: string; data: Buffer }[] {
  return Object.entries(unzipSync(new Uint8Array(zip))).map(([name, data]) => ({ name, data: Buffer.from(data) }));
}
