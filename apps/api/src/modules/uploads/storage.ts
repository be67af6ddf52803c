import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/** Where uploaded files live; disk today, an S3-compatible bucket later behind the same interface. */
export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
}

/** Keys are relative paths made by the API itself; anything climbing out of the root is refused. */
function safeKey(key: string): string {
  const normalized = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
  if (normalized.startsWith('/') || normalized.includes('..')) throw new Error(`invalid storage key: ${key}`);
  return normalized;
}

export function diskStorage(root: string): FileStorage {
  return {
    put: async (key, body) => {
      const path = join(root, safeKey(key));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    get: async (key) => {
      try {
        return await readFile(join(root, safeKey(key)));
      } catch {
        return null;
      }
    },
  };
}

export function memoryStorage(): FileStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    put: async (key, body) => {
      files.set(safeKey(key), body);
    },
    get: async (key) => files.get(safeKey(key)) ?? null,
  };
}
