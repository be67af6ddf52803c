// `npm start`: builds the web app when it has not been built yet, then runs the one process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('apps/web/dist/index.html')) run(['run', 'build', '-w', '@brilho/web']);
run(['run', 'start', '-w', '@brilho/api']);
