// Writes docs/decisions/README.md: one line per decision, from each file's heading and status.
// `node tools/decisions-index.js` rewrites it; `--check` exits 1 when it is out of date (the
// unit test runs the check, so a new decision without an index line fails the suite).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/decisions');
const INTRO = `# Decisions

One file per decision: its context, what was decided, and what follows. Numbers are never
reused; a number missing below was set aside for a piece of work that recorded no decision
(033, 034, 040, 041 and 045 were never written; 032's mention of 033 means 050 and 059).
This index is written by \`node tools/decisions-index.js\`; the unit suite checks it is current.
`;

export function decisionsIndex() {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .sort();
  const lines = files.map((file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const heading = /^#\s+(.*)$/m.exec(text)?.[1] ?? file;
    const status = /Status:\s*([^\n]*)/.exec(text)?.[1]?.trim();
    const [number, ...rest] = heading.split(/\s+[—-]\s+/);
    const title = rest.length ? rest.join(' — ') : heading;
    const label = number.replace(/\D/g, '') || file.slice(0, 3);
    return `- [${label}](${file}) — ${title}${status ? ` (${status.replace(/[\s(]+$/, '')})` : ''}`;
  });
  return `${INTRO}\n${lines.join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = path.join(dir, 'README.md');
  const wanted = decisionsIndex();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== wanted) {
      console.error('docs/decisions/README.md is out of date: run node tools/decisions-index.js');
      process.exit(1);
    }
  } else fs.writeFileSync(target, wanted);
}
