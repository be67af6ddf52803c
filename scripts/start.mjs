// `npm start`: one node process. Builds the web app (once, when apps/web/dist is missing) and the API (when its
// bundle is missing or older than its sources), then runs the compiled server in this same process: no tsx, no
// npm → sh → node chain behind it. The server prints how long the start took. package.json runs it with
// `--max-semi-space-size=2`: V8's young generation otherwise grows to 16 MB semi-spaces at start and keeps them
// while idle (decision 0124).
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
// No source maps by default: Node keeps the map of every module that ships one (ours and the npm packages'), 24 MB of
// the idle server's heap (decision 0124). `NODE_OPTIONS=--enable-source-maps npm start` points stack traces at the
// TypeScript sources again.
await import(pathToFileURL(serverBundle).href);
