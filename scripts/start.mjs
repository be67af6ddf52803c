// `npm start`: one node process. Builds the web app (once, when apps/web/dist is missing) and the API (when its
// bundle is missing or older than its sources), then runs the compiled server in this same process: no tsx, no
// npm → sh → node chain behind it. The server prints how long the start took.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiBuildIsStale, buildApi, serverBundle } from '../apps/api/scripts/build.mjs';

// From the repository root, whichever workspace npm ran this from.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

if (!existsSync('apps/web/dist/index.html')) {
  const result = spawnSync('npm', ['run', 'build', '-w', '@brilho/web'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (apiBuildIsStale()) await buildApi();
// Stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
