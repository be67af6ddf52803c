import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { startFakeMaps } from './fake-maps';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// A fresh database migrates and seeds before it answers; on a loaded CI machine that can pass a minute.
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

/**
 * Reports every Content-Security-Policy violation a page sees to the journey's process, from before the app's
 * first script runs (an init script), in every page and popup of the context.
 */
const REPORT_CSP_VIOLATIONS = `
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__brilhoCspViolation(
      event.effectiveDirective + ' refused ' + (event.blockedURI || 'inline') +
        ' (' + (event.sourceFile || event.documentURI) + ':' + event.lineNumber + ')',
    );
  }, true);
`;

export interface RunningApp {
  baseUrl: string;
  browser: Browser;
  /**
   * The CSP violations pages of this app saw since the last call ('page: directive refused what (where)'),
   * handed over and forgotten: `stop()` fails on any nobody took.
   */
  takeCspViolations(): string[];
  newPage(options?: { width?: number; height?: number }): Promise<{ context: BrowserContext; page: Page }>;
  /** Moves the server's clock (only outside production). */
  setClock(iso: string): Promise<void>;
  /** Stops the app; fails when any page saw a CSP violation, so every journey also checks the policy. */
  stop(): Promise<void>;
}

/** The whole product as `npm start` runs it, on a fresh data directory and a free port, plus a browser. */
export async function startApp(): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'brilho-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const maps = await startFakeMaps();
  const child = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
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
      ...maps.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    console.error(output.join(''));
    throw error;
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const cspViolations: string[] = [];
  return {
    baseUrl,
    browser,
    takeCspViolations: () => cspViolations.splice(0),
    newPage: async ({ width = 1280, height = 900 } = {}) => {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height },
        locale: 'pt-BR',
        // axe must measure colours after, not during, the view transition.
        reducedMotion: 'reduce',
      });
      await context.exposeBinding('__brilhoCspViolation', ({ page }, report: string) => {
        cspViolations.push(`${page.url()}: ${report}`);
      });
      await context.addInitScript({ content: REPORT_CSP_VIOLATIONS });
      // The console names violations the event may not reach (a worker, a document without our init script).
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text()))
          cspViolations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => output.push(`[pageerror] ${error.message}\n`));
      return { context, page };
    },
    setClock: async (iso) => {
      const response = await fetch(`${baseUrl}/api/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ set: iso }),
      });
      if (!response.ok) throw new Error(`clock not set: ${response.status}`);
    },
    stop: async () => {
      await browser.close();
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      await maps.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (cspViolations.length > 0)
        throw new Error(`Content-Security-Policy violations:\n${[...new Set(cspViolations)].join('\n')}`);
    },
  };
}
