// Fails `npm run lint` when a decision record named anywhere in the repository does not exist, when a record is
// missing from the index (docs/decisions.md), or when two records share a number (docs/decisions.md explains them).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/;
const MENTION = /docs\/decisions\/(\d{4}-[a-z0-9-]+\.md)/g;

export function problemsOf({ records, index, mentions }) {
  const problems = [];
  const numbers = new Map();
  for (const name of records) {
    const number = RECORD.exec(name)?.[1];
    if (!number) problems.push(`docs/decisions/${name}: not named NNNN-title.md`);
    else if (numbers.has(number))
      problems.push(`docs/decisions/${name}: number ${number} taken by ${numbers.get(number)}`);
    else numbers.set(number, name);
    if (!index.includes(`(decisions/${name})`))
      problems.push(`docs/decisions/${name}: not listed in docs/decisions.md`);
  }
  for (const { file, name } of mentions)
    if (!records.includes(name)) problems.push(`${file}: names docs/decisions/${name}, which does not exist`);
  return problems;
}

function mentionsIn(root) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    // This check's own test names records that do not exist on purpose.
    .filter(
      (file) => /\.(?:[cm]?[jt]sx?|md|css|json)$/.test(file) && file !== 'scripts/check-decisions.test.mjs',
    );
  return files.flatMap((file) => {
    let text;
    try {
      text = readFileSync(`${root}/${file}`, 'utf8');
    } catch {
      return [];
    }
    return [...text.matchAll(MENTION)].map((match) => ({ file, name: match[1] }));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('..', import.meta.url).pathname;
  const problems = problemsOf({
    records: readdirSync(`${root}docs/decisions`).filter((name) => name.endsWith('.md')),
    index: readFileSync(`${root}docs/decisions.md`, 'utf8'),
    mentions: mentionsIn(root),
  });
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('Every decision record named exists and is in the index.');
}
