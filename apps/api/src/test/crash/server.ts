import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The real API process (`apps/api/src/server.ts`) for the crash test, as `npm start` runs it (PGlite under
 * `dataDir`, worker included) but without the web app, on a free port. `exited` answers the signal that
 * ended it (SIGKILL when a crash point fired) or its exit code.
 */

const repoRoot = fileURLToPath(new URL('../../../../..', import.meta.url));

export interface Server {
  baseUrl: string;
  exited: Promise<NodeJS.Signals | number | null>;
  /** SIGTERM and wait: the server closes its database. */
  stop(): Promise<void>;
  /** SIGKILL and wait: a crash from outside. */
  kill(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited while starting:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy:\n${output.join('')}`);
}

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // No built web app needed: the API alone.
      WEB_DIST: `${dataDir}/no-web`,
      BRILHO_CRASH_AT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  await waitForHealth(baseUrl, child, output);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { baseUrl, exited, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
