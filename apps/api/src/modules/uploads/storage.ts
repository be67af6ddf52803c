import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { storedFiles } from '../../db/schema';

/**
 * Where uploaded files live: the shared database by default (`databaseStorage`), so every API process reads
 * what any of them received; an S3-compatible bucket can come later behind the same interface.
 */
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

/**
 * Files in the `stored_files` table. `legacy` is read when a key is not there: installs from before files
 * moved into the database keep serving what they wrote under `DATA_DIR/uploads`.
 */
export function databaseStorage(db: Db, legacy?: FileStorage): FileStorage {
  return {
    put: async (key, body) => {
      const safe = safeKey(key);
      await db
        .insert(storedFiles)
        .values({ key: safe, body })
        .onConflictDoUpdate({ target: storedFiles.key, set: { body } });
    },
    get: async (key) => {
      const [row] = await db
        .select({ body: storedFiles.body })
        .from(storedFiles)
        .where(eq(storedFiles.key, safeKey(key)));
      if (row) return row.body;
      return legacy ? legacy.get(key) : null;
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
