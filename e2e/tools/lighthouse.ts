// Lighthouse (mobile, simulated throttling: its default) on /login, the dashboard signed in and the public
// professional page, beside two reference pages served in the same run by a bare node server: a static HTML
// form and a minimal React 19 form. Each page is run RUNS times (3 by default) and the medians printed, so the
// ratios to the references count, not the absolute times of a loaded machine. Not part of CI.
//
//   npm run build && cd e2e && node --import tsx tools/lighthouse.ts [runs]
//
// Needs Debian's chromium (/usr/bin/chromium, or CHROMIUM_PATH). Reports land in e2e/artifacts/lighthouse/.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { startApp } from '../support/harness';
import { apiSession } from '../support/orders';

const RUNS = Number(process.argv[2] ?? 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const out = new URL('../artifacts/lighthouse/', import.meta.url).pathname;
const repoRoot = new URL('../../', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const FORM = `<h1>Entrar</h1><form><label>E-mail <input type="email" name="email"></label>
<label>Senha <input type="password" name="password"></label><button>entrar</button></form>`;
const STATIC_PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Referência">
<title>Referência estática</title></head><body>${FORM}</body></html>`;

/** The minimal React 19 page: the same form rendered by React, built by Vite like the app. */
async function buildReactPage(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'brilho-lh-react-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Referência">
<title>Referência React</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`,
  );
  writeFileSync(
    join(dir, 'main.js'),
    `import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
function Form() {
  const [email, setEmail] = useState('');
  return h('main', null, h('h1', null, 'Entrar'), h('form', null,
    h('label', null, 'E-mail ', h('input', { type: 'email', value: email, onChange: (e) => setEmail(e.target.value) })),
    h('label', null, 'Senha ', h('input', { type: 'password' })), h('button', null, 'entrar')));
}
createRoot(document.getElementById('root')).render(h(Form));`,
  );
  await build({
    root: dir,
    base: '/react/',
    logLevel: 'warn',
    configFile: false,
    resolve: {
      alias: {
        react: join(repoRoot, 'node_modules/react'),
        'react-dom': join(repoRoot, 'node_modules/react-dom'),
      },
    },
    build: { outDir: join(dir, 'dist') },
  });
  return join(dir, 'dist');
}

/** The reference pages, brotli-compressed like the app's own files. */
async function startReferences(reactDist: string): Promise<{ server: Server; base: string }> {
  const files = new Map<string, { type: string; body: Buffer }>();
  const add = (path: string, type: string, text: string | Buffer) =>
    files.set(path, { type, body: brotliCompressSync(text) });
  add('/static', 'text/html; charset=utf-8', STATIC_PAGE);
  add('/react/', 'text/html; charset=utf-8', readFileSync(join(reactDist, 'index.html')));
  for (const name of readdirSync(join(reactDist, 'assets'))) {
    add(`/react/assets/${name}`, 'text/javascript', readFileSync(join(reactDist, 'assets', name)));
  }
  const server = createServer((request, response) => {
    const file = files.get(request.url ?? '');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': file.type,
      'content-encoding': 'br',
      'cache-control': request.url?.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const app = await startApp();
const reactDist = await buildReactPage();
const references = await startReferences(reactDist);
const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const customer = await apiSession(app, 'cliente@brilho.test', 'brilho123');
  const listed = await customer.call('/professionals?page[size]=1');
  const professionalId = (listed.body.data as { id: string }[])[0]!.id;
  const pages: { name: string; url: string; signedIn?: boolean }[] = [
    { name: 'reference: static HTML', url: `${references.base}/static` },
    { name: 'reference: React 19 form', url: `${references.base}/react/` },
    { name: '/login', url: `${app.baseUrl}/login` },
    { name: 'dashboard (signed in)', url: `${app.baseUrl}/`, signedIn: true },
    { name: 'public professional page', url: `${app.baseUrl}/pesquisa/profissionais/${professionalId}` },
  ];
  const results = new Map<string, Figures[]>();
  for (let run = 1; run <= RUNS; run += 1) {
    // Round-robin: each round measures every page, so a load spike hits them alike.
    for (const target of pages) {
      const page = await browser.newPage();
      // The app's origin: signed in, the session token where the app keeps it (lib/session.ts); else none.
      if (target.url.startsWith(app.baseUrl)) {
        await page.goto(`${app.baseUrl}/api/health`);
        await page.evaluate(
          (token) => (token ? localStorage.setItem('brilho.token', token) : localStorage.clear()),
          target.signedIn ? customer.token : '',
        );
      }
      const result = await lighthouse(
        target.url,
        { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
        undefined,
        page,
      );
      await page.close();
      if (!result) throw new Error(`lighthouse gave no result for ${target.url}`);
      const { lhr } = result;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const figures: Figures = {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
      };
      if (lhr.runtimeError) console.error(`${target.name}: ${lhr.runtimeError.message}`);
      results.set(target.name, [...(results.get(target.name) ?? []), figures]);
      writeFileSync(
        join(out, `${target.name.replace(/\W+/g, '-')}-${run}.json`),
        typeof result.report === 'string' ? result.report : result.report.join(''),
      );
      console.log(
        `run ${run} ${target.name}: ${figures.score} (LCP ${(figures.lcp / 1000).toFixed(1)} s, TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)})`,
      );
    }
  }
  console.log(`\nLighthouse mobile, simulated throttling — medians of ${RUNS}:`);
  console.log(`${'page'.padEnd(28)} score    FCP s    LCP s   TBT ms     CLS     SI s`);
  for (const [name, runs] of results) {
    const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
    console.log(
      `${name.padEnd(28)} ${String(m('score')).padStart(5)} ${(m('fcp') / 1000).toFixed(2).padStart(8)} ${(m('lcp') / 1000).toFixed(2).padStart(8)} ${m('tbt').toFixed(0).padStart(8)} ${m('cls').toFixed(3).padStart(7)} ${(m('si') / 1000).toFixed(2).padStart(8)}`,
    );
  }
} finally {
  await browser.close();
  references.server.close();
  rmSync(join(reactDist, '..'), { recursive: true, force: true });
  await app.stop();
}
