// Prints each route's initial JS and CSS as served (brotli bytes) and fails the build when one passes
// its budget. A route's initial load is the entry chunk (index.html) plus the route's own lazy chunk,
// each with every chunk it imports statically (Vite preloads those), following the Vite manifest.
// Budgets ratchet: set at what the build reaches (a little above), beside the goal of the performance work. It also
// fails when a customer page loads Leaflet, the operator console or the professional side.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const KB = 1000;

/** Goals of the performance work (kB brotli): JS by kind of route, CSS for every route. */
const GOAL = { js: { login: 90, customer: 150 }, css: 15 };

/**
 * Budgets (kB brotli) a route must not pass: what the build reached when they were set, rounded up a
 * little, so they only go down. Lower them as the app gets lighter; raising one needs a
 * docs/decisions.md entry. A route not listed here must meet the goal.
 */
const BUDGET = {
  js: {
    CyclePage: 96.3,
    DashboardPage: 108.7,
    ForgotPasswordPage: 120,
    HelpPage: 93.7,
    OrderHistoryPage: 117.1,
    OrderPage: 106,
    ProfessionalProfilePage: 94.7,
    NotFoundPage: 130.5,
    ResetPasswordPage: 126.4,
    SubscriptionsPage: 96.9,
    TermsOfUsePage: 90.5,
    VerifyEmailPage: 84.8,
  },
  /** The operator console and the professional side have no goal in one ceiling for each screen. */
  areaJs: 206.5,
  css: {
    'console AuditPage': 15.5,
    'console CitiesPage': 16.5,
    'console CouponsPage': 16.5,
    'console CustomerDetailPage': 15.5,
    'console CustomersPage': 15.5,
    'console DistrictsPage': 17.5,
    'console OrdersPage': 15.5,
    'console ProfessionalDetailPage': 20,
    'console ProfessionalsPage': 17,
    'console SubscriptionsPage': 15.5,
    'console TicketDetailPage': 18,
    'console TicketsPage': 16.5,
  },
};

/** Pages a visitor sees signed out: no top menu. Every other page also loads the menu's chunk. */
const SIGNED_OUT = new Set(['LoginPage', 'SignupPage', 'ForgotPasswordPage', 'ResetPasswordPage']);
const TOP_MENU = 'src/app/layout/TopMenu.tsx';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** Bytes as served: the .br file beside it (scripts/precompress.mjs), else brotli computed here. */
const servedBytes = (file) => {
  const path = join(dist, file);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  return brotliCompressSync(readFileSync(path), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
};

/** The JS and CSS files a set of manifest keys loads, following static imports. */
function initialFiles(keys) {
  const js = new Set();
  const css = new Set();
  const sources = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`budget: ${key} is not in the Vite manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    sources.add(`${chunk.src ?? key} ${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css], sources: [...sources] };
}

/** What no customer page may load: the map library, the operator console, the professional side. */
const NOT_FOR_CUSTOMERS = /leaflet|src\/areas\/|OperatorShell|ProfessionalShell/;

const sum = (files) => files.reduce((total, file) => total + servedBytes(file), 0);
const pageName = (key) =>
  key
    .split('/')
    .pop()
    .replace(/\.tsx?$/, '');

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const OPERATOR_SHELL = 'src/areas/operator/OperatorShell.tsx';
const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
// Every lazy screen of the customer app, the professional side, and each screen of the operator console
// (the console's shell plus that screen).
const routes = [
  ...lazyKeys
    .filter((key) => /^src\/(features\/[^/]+\/\w+Page|areas\/professional\/\w+Shell)\.tsx$/.test(key))
    .map((key) => {
      const name = pageName(key);
      const area = key.startsWith('src/areas/');
      const signedOut = SIGNED_OUT.has(name);
      const keys = [entry, key, ...(signedOut || area || !manifest[TOP_MENU] ? [] : [TOP_MENU])];
      const kind = name === 'LoginPage' ? 'login' : area ? 'area' : 'customer';
      return { name: area ? `${name} (professional)` : name, kind, ...initialFiles(keys) };
    }),
  ...lazyKeys
    .filter((key) => /^src\/areas\/operator\/.+\/\w+Page\.tsx$/.test(key))
    .map((key) => ({
      name: `console ${pageName(key)}`,
      kind: 'area',
      ...initialFiles([entry, OPERATOR_SHELL, key]),
    })),
].sort((a, b) => a.name.localeCompare(b.name));

const fmt = (bytes) => (bytes / KB).toFixed(1).padStart(6);
const col = (value, width) => String(value).padStart(width);
const failures = [];
console.log('\nInitial load per route, as served (brotli, kB = 1000 B); budget ratchets toward the goal:');
console.log(
  `${'route'.padEnd(34)} ${'JS'.padStart(6)} budget  goal ${'CSS'.padStart(6)} budget  goal  files`,
);
for (const route of routes) {
  const js = sum(route.js);
  const css = sum(route.css);
  const jsGoal = GOAL.js[route.kind];
  const jsBudget = BUDGET.js[route.name] ?? (route.kind === 'area' ? BUDGET.areaJs : jsGoal);
  const cssBudget = BUDGET.css[route.name] ?? GOAL.css;
  const over = [];
  if (jsBudget !== undefined && js > jsBudget * KB) over.push(`JS ${fmt(js).trim()} kB > ${jsBudget} kB`);
  if (css > cssBudget * KB) over.push(`CSS ${fmt(css).trim()} kB > ${cssBudget} kB`);
  if (route.kind !== 'area') {
    for (const source of route.sources.filter((s) => NOT_FOR_CUSTOMERS.test(s))) over.push(`loads ${source}`);
  }
  for (const reason of over) failures.push(`${route.name}: ${reason}`);
  console.log(
    `${route.name.padEnd(34)} ${fmt(js)} ${col(jsBudget ?? '—', 6)} ${col(jsGoal ?? '—', 5)} ${fmt(css)} ${col(cssBudget, 6)} ${col(GOAL.css, 5)}  ${route.js.length} js, ${route.css.length} css${over.length ? '  OVER BUDGET' : ''}`,
  );
}
// Fetched after the first render, not before it: not counted above. The toasts with the first toast, the top
// menu's dropdowns on a wide screen only (decision 0123), the chat button right after the first render.
const deferred = [
  'src/app/Toasts.tsx',
  'src/features/support/ChatButton.tsx',
  'src/app/layout/TopMenuPopups.tsx',
].filter((key) => manifest[key]);
const entryFiles = new Set(initialFiles([entry]).js);
for (const key of deferred) {
  const extra = initialFiles([key]).js.filter((file) => !entryFiles.has(file));
  console.log(`  after the first render: ${pageName(key)} ${fmt(sum(extra)).trim()} kB`);
}
if (failures.length) {
  console.error(
    `\nOver budget, or loading what a customer page must not (apps/web/scripts/budget.mjs):\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('Every route within its budget.');
