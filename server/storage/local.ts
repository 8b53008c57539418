import { mkdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './types';

export const UPLOADS_URL_PREFIX = '/uploads/';

export function createLocalStorage(root: string): Storage {
  mkdirSync(root, { recursive: true });
  return {
    localRoot: root,
    async put(key, body) {
      const file = path.join(root, key);
      if (!file.startsWith(root + path.sep)) throw new Error('Storage key escapes the uploads folder');
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      try {
        await fs.writeFile(tmp, body);
        await fs.rename(tmp, file);
      } catch (err) {
        // A full disk leaves a partial (often empty) temporary file: it must not stay behind.
        await fs.rm(tmp, { force: true }).catch(() => undefined);
        throw err;
      }
      return UPLOADS_URL_PREFIX + key;
    },
  };
}
