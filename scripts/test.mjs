// `npm test`: lint, typecheck, unit, API (SQLite, then PostgreSQL when DATABASE_URL is set,
// with Redis and the two-instance test when REDIS_URL is set too) and e2e. Ends with one plain line "N passed, N failed" summing every suite.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];

const baseEnv = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
delete baseEnv.DATABASE_URL;
delete baseEnv.TEST_DATABASE_URL;
// Only the PostgreSQL run gets Redis: the default runs stay embedded.
delete baseEnv.REDIS_URL;

function run(label, command, args, env = baseEnv) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
}

function record(label, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

/** Runs a check with its output held back, so two can run at once and print whole. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: baseEnv });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** Lint and typecheck are single-threaded: on two cores they run side by side. */
async function checks(list) {
  const results = await Promise.all(list.map(([, command, args]) => runQuietly(command, args)));
  list.forEach(([label], i) => {
    console.log(`\n▶ ${label}`);
    process.stdout.write(results[i].output);
    record(label, results[i].ok);
  });
}

function vitest(label, projects, env = baseEnv) {
  const outputFile = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`);
  const ok = run(label, 'npx', args, env);
  if (!fs.existsSync(outputFile)) {
    totals.failed += 1;
    failures.push(`${label} (no report: the runner crashed)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  // A suite that fails to load has no failed tests but still failed.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  );
  totals.failed += brokenFiles.length;
  if (!ok || report.numFailedTests > 0 || brokenFiles.length > 0) failures.push(label);
}

await checks([
  ['lint (eslint + prettier)', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
]);
vitest('unit + API tests (SQLite)', ['unit', 'api']);
if (process.env.DATABASE_URL) {
  const redisUrl = process.env.REDIS_URL;
  vitest(redisUrl ? 'API tests (PostgreSQL + Redis)' : 'API tests (PostgreSQL)', ['api'], {
    ...baseEnv,
    TEST_DATABASE_URL: process.env.DATABASE_URL,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  if (!redisUrl)
    console.log('\n(REDIS_URL is not set: the two-instance scale-out test did not run)');
} else {
  console.log('\n(DATABASE_URL is not set: the API suite ran on SQLite only)');
}
vitest('e2e tests (Chromium)', ['e2e']);

fs.rmSync(reportDir, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || failures.length > 0 ? 1 : 0);
