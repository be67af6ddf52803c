// Where a page's boot spends its main thread: a CPU profile of /login, the dashboard signed in or the public
// professional page under a 4× slowed CPU (as Lighthouse's mobile run), its self time summed by function and
// mapped to the sources when the build has source maps (`cd apps/web && npx vite build --sourcemap`).
// Not part of CI.
//
//   cd e2e && node --import tsx tools/profile-boot.ts [login|dashboard|public] [top]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map';
import { startApp } from '../support/harness';
import { apiSession } from '../support/orders';

const target = process.argv[2] ?? 'dashboard';
const top = Number(process.argv[3] ?? 40);
const dist = new URL('../../apps/web/dist/', import.meta.url).pathname;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

const app = await startApp();
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const customer = await apiSession(app, 'cliente@brilho.test', 'brilho123');
  const listed = await customer.call('/professionals?page[size]=1');
  const professionalId = (listed.body.data as { id: string }[])[0]!.id;
  const url = {
    login: `${app.baseUrl}/login`,
    dashboard: `${app.baseUrl}/`,
    public: `${app.baseUrl}/pesquisa/profissionais/${professionalId}`,
  }[target]!;
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823 });
  await page.goto(`${app.baseUrl}/api/health`);
  await page.evaluate(
    (token) => (token ? localStorage.setItem('brilho.token', token) : localStorage.clear()),
    target === 'dashboard' ? customer.token : '',
  );
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle0' });
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const selfTime = new Map<number, number>();
  for (const [i, id] of profile.samples.entries())
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = async (scriptUrl: string) => {
    const file = join(dist, new URL(scriptUrl).pathname);
    if (!maps.has(file)) {
      maps.set(
        file,
        existsSync(`${file}.map`)
          ? await new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
          : null,
      );
    }
    return maps.get(file)!;
  };
  const byName = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const node of profile.nodes) {
    const time = (selfTime.get(node.id) ?? 0) / 1000;
    if (!time) continue;
    const { functionName, url: scriptUrl, lineNumber, columnNumber } = node.callFrame;
    let where = scriptUrl ? `${new URL(scriptUrl).pathname}:${lineNumber}:${columnNumber}` : '';
    let source = '(native)';
    if (scriptUrl.startsWith(app.baseUrl)) {
      const map = await consumer(scriptUrl);
      const original = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (original?.source) {
        source = original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
        where = `${source}:${original.line} ${original.name ?? ''}`;
      } else source = new URL(scriptUrl).pathname;
    }
    const key = `${functionName || '(anonymous)'} ${where}`;
    byName.set(key, (byName.get(key) ?? 0) + time);
    const pkg = source
      .split('/')
      .slice(0, source.startsWith('@') ? 2 : 1)
      .join('/');
    byFile.set(pkg, (byFile.get(pkg) ?? 0) + time);
  }
  // Who calls the browser's own work (appendChild, insertBefore…): its callers' names, two levels up.
  const parentOf = new Map<number, ProfileNode>();
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const callers = new Map<string, number>();
  for (const node of profile.nodes) {
    const time = (selfTime.get(node.id) ?? 0) / 1000;
    if (!time || node.callFrame.url || node.callFrame.functionName.startsWith('(')) continue;
    const chain: string[] = [node.callFrame.functionName];
    let up = parentOf.get(node.id);
    for (let depth = 0; up && depth < 4; depth += 1, up = parentOf.get(up.id)) {
      const frame = nodeById.get(up.id)!.callFrame;
      let name = frame.functionName || '(anonymous)';
      if (frame.url.startsWith(app.baseUrl)) {
        const original = (await consumer(frame.url))?.originalPositionFor({
          line: frame.lineNumber + 1,
          column: frame.columnNumber,
        });
        if (original?.source)
          name = `${original.name ?? name} ${original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${original.line}`;
      }
      chain.push(name);
    }
    const key = chain.join(' < ');
    callers.set(key, (callers.get(key) ?? 0) + time);
  }
  const total = [...byName.values()].reduce((a, b) => a + b, 0);
  console.log(`${target}: ${total.toFixed(0)} ms sampled (4× CPU)`);
  console.log('\nby package/file:');
  for (const [name, time] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${time.toFixed(0).padStart(7)} ms  ${name}`);
  console.log('\nby function (self):');
  for (const [name, time] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${time.toFixed(0).padStart(7)} ms  ${name}`);
  console.log('\nnative work by caller:');
  for (const [name, time] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${time.toFixed(0).padStart(7)} ms  ${name}`);
} finally {
  await browser.close();
  await app.stop();
}
