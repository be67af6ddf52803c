// Compiles the API (and the domain package it imports from source) into one ES module, apps/api/dist/server.mjs,
// so `npm start` runs plain JavaScript in one node process instead of transpiling ~300 files through tsx at
// every start. npm packages stay external (imported from node_modules as usual); only our workspaces are bundled.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(apiRoot, '../..');
export const serverBundle = join(apiRoot, 'dist/server.mjs');
const sources = [join(apiRoot, 'src'), join(repoRoot, 'packages/domain/src')];

/** The newest modification time under `dir` (ms), tests excluded: what the bundle must be newer than. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    latest = Math.max(latest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return latest;
}

/** True when the bundle is missing or older than a source file (or the package manifests). */
export function apiBuildIsStale() {
  let built;
  try {
    built = statSync(serverBundle).mtimeMs;
  } catch {
    return true;
  }
  const manifests = [join(apiRoot, 'package.json'), join(repoRoot, 'packages/domain/package.json')];
  return Math.max(...sources.map(newest), ...manifests.map((path) => statSync(path).mtimeMs)) > built;
}

export async function buildApi() {
  // esbuild arrives with tsx (a dependency of the API), so a fresh `npm install` has it.
  const esbuild = await import('esbuild');
  await esbuild.build({
    // The embedded database's thread beside the server (db/pglite-thread.ts finds it next to itself).
    entryPoints: [join(apiRoot, 'src/server.ts'), join(apiRoot, 'src/db/pglite-worker.mjs')],
    outdir: join(apiRoot, 'dist'),
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Every npm package is imported at run time; our workspaces (TypeScript sources) go into the bundle.
    plugins: [
      {
        name: 'external-packages',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@brilho/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  await esbuild.stop?.();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  await buildApi();
  console.log(`API compilado em ${Math.round(performance.now() - started)} ms: ${serverBundle}`);
}
