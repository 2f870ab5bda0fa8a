import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where files live (course materials now, design assets later): a local directory by default.
 * Keys are relative paths such as `materials/hermeneutics/fee-stuart.txt`; anything that would
 * escape the root is refused.
 */
export interface FileStorage {
  put(key: string, data: Buffer | string): Promise<{ size: number }>;
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
}

export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Storage key escapes the storage root: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, path);
      return { size: Buffer.byteLength(data) };
    },
    async read(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
