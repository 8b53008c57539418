// `npm test`: every suite, one stage after another, each timed. The last lines are the stage table
// and one count line over every runner ("N passed, N failed"), so drift shows the day it starts.
// PostgreSQL stages run when TEST_DATABASE_URL names a server (.ci/run starts one).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// TEST_REPORTS_DIR keeps each runner's JSON report (per-file and per-test times) after the run.
const keepReports = process.env.TEST_REPORTS_DIR;
if (keepReports) fs.mkdirSync(keepReports, { recursive: true });
const reports = keepReports ?? fs.mkdtempSync(path.join(os.tmpdir(), 'test-reports-'));
const postgres = process.env.TEST_DATABASE_URL;
const report = (name) => path.join(reports, `${name}.json`);
// The file-timings reporter adds each file's import and set-up time, which Vitest's JSON report leaves out.
const vitest = (name, args) =>
  `FILE_TIMINGS_OUT=${report(`${name}-files`)} npx vitest run ${args} --reporter=default --reporter=json --outputFile.json=${report(name)} --reporter=./test/setup/file-timings-reporter.ts`;

const BUSY_START = 'test/faults/busy-start.test.ts';
const stages = [
  { name: 'build (when stale)', command: 'node scripts/build-if-stale.mjs' },
  {
    // With TEST_DATABASE_URL the API files run on PostgreSQL too, in the same run (vitest.config.ts, `-pg`).
    name: postgres
      ? 'vitest: units, API on PGlite and PostgreSQL, components, built server'
      : 'vitest: units, API on PGlite, components, built server',
    command: vitest('vitest', ''),
    env: { TEST_DB: '' },
    report: 'vitest',
  },
  postgres && {
    // Alone: it fills both cores with busy loops on purpose.
    name: 'vitest: fault suite, the busy start',
    command: vitest('vitest-faults-start', `--project faults ${BUSY_START}`),
    env: { TEST_DB: 'postgres', TEST_FAULTS: '1' },
    report: 'vitest-faults-start',
  },
  postgres && {
    // The rest of the fault suite mostly waits (a stopped, frozen or cut-off database; ~20 % of the two
    // cores), so it runs beside the browser tests, which fill both cores, instead of leaving them idle
    // for ~3 minutes. Those run at the lowest priority: the faults' processes get the CPU they ask for
    // at once, so their timing bounds (503 within 3 s, back within 15 s) hold as when alone.
    name: 'vitest: the rest of the fault suite (beside the browser tests)',
    command: vitest('vitest-faults', `--project faults --exclude '**/${BUSY_START}'`),
    env: { TEST_DB: 'postgres', TEST_FAULTS: '1' },
    report: 'vitest-faults',
    beside: true,
  },
  {
    name: postgres ? 'playwright: browser tests (beside the fault suite, at low priority)' : 'playwright: browser tests',
    command: `${postgres ? 'nice -n 19 ' : ''}npx playwright test --reporter=list,json`,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report('playwright') },
    report: 'playwright',
  },
].filter(Boolean);
if (!postgres) console.log('TEST_DATABASE_URL not set: the PostgreSQL stages are skipped (.ci/run sets it).');

const rows = [];
let failedStage;
const totals = { passed: 0, failed: 0, skipped: 0 };
const runStarted = Date.now();
/** A stage marked `beside`, started in the background with its output kept in a file (printed when it ends). */
let background = null;
for (const stage of stages) {
  const env = { ...process.env, ...stage.env };
  if (stage.beside) {
    const log = path.join(reports, `${stage.report}.log`);
    console.log(`\n=== ${stage.name}, started now, its output printed when it ends: ${stage.command}`);
    const out = fs.openSync(log, 'w');
    const child = spawn(stage.command, { shell: true, stdio: ['ignore', out, out], env });
    fs.closeSync(out);
    const started = Date.now();
    background = { stage, log, started, status: new Promise((resolve) => child.on('close', (code) => resolve(code))) };
    continue;
  }
  const started = Date.now();
  console.log(`\n=== ${stage.name}: ${stage.command}`);
  const run = spawnSync(stage.command, { shell: true, stdio: 'inherit', env });
  if (!record(stage, started, run.status)) break;
}
if (background) {
  const status = await background.status;
  console.log(`\n=== ${background.stage.name}: its output\n${fs.readFileSync(background.log, 'utf8')}`);
  record(background.stage, background.started, status);
}

/** The stage's row and counts; false when it failed (the stages after it do not run). */
function record(stage, started, status) {
  const counts = stage.report ? countsOf(stage.report) : null;
  if (counts) for (const k of Object.keys(totals)) totals[k] += counts[k];
  rows.push({
    stage: stage.name,
    seconds: Math.round((Date.now() - started) / 1000),
    counts,
    ok: status === 0,
    slowest: stage.report ? slowestFiles(stage.report) : [],
    slowestImports: stage.report ? slowestImports(stage.report) : [],
  });
  if (status !== 0) failedStage ??= stage.name;
  return status === 0;
}

const minutes = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
console.log('\nStage                                                   wall   tests');
for (const r of rows) {
  const counts = r.counts
    ? `${r.counts.passed} passed, ${r.counts.failed} failed, ${r.counts.skipped} skipped${r.counts.flaky ? `, ${r.counts.flaky} flaky` : ''}`
    : '';
  console.log(`${r.ok ? ' ' : '!'} ${r.stage.padEnd(54)} ${minutes(r.seconds).padStart(6)}   ${counts}`);
}
// Wall time from the first stage's start: stages run beside another overlap.
console.log(`  ${'total'.padEnd(54)} ${minutes(Math.round((Date.now() - runStarted) / 1000)).padStart(6)}`);
// The files that set each stage's wall time: where a CI minute goes, on every run.
for (const r of rows.filter((row) => row.slowest.length)) {
  console.log(`\nSlowest files, ${r.stage} (summed test time):`);
  for (const f of r.slowest) console.log(`  ${String(Math.round(f.seconds)).padStart(5)} s  ${f.file}`);
}
for (const r of rows.filter((row) => row.slowestImports.length)) {
  console.log(`\nLongest imports, ${r.stage} (the file's modules and its top-level set-up, per run):`);
  for (const f of r.slowestImports) console.log(`  ${String(Math.round(f.seconds)).padStart(5)} s  ${f.file}`);
}
if (!keepReports) fs.rmSync(reports, { recursive: true, force: true });
if (failedStage) console.error(`\nFailed at: ${failedStage}`);
// A browser test that failed and then passed on CI's one retry is named here on every run: each is a
// defect to fix, not a pass (decision 081).
const flakyNames = rows.flatMap((r) => r.counts?.flakyNames ?? []);
if (flakyNames.length) console.log(`\nFlaky (failed, then passed on the retry):\n${flakyNames.map((n) => `  ${n}`).join('\n')}`);
const countLine = `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${flakyNames.length ? `, ${flakyNames.length} flaky` : ''}`;
console.log(`\n${countLine}`);
// .ci/run repeats it as its last line, under its own stage table.
if (process.env.TEST_SUMMARY_FILE) fs.writeFileSync(process.env.TEST_SUMMARY_FILE, `${countLine}\n`);
process.exit(failedStage ? 1 : 0);

/** Passed, failed and skipped tests from a runner's JSON report (Vitest's or Playwright's). */
function countsOf(name) {
  let json;
  try {
    json = JSON.parse(fs.readFileSync(report(name), 'utf8'));
  } catch {
    return null;
  }
  if ('numPassedTests' in json) {
    return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests };
  }
  const s = json.stats ?? {};
  return { passed: s.expected ?? 0, failed: s.unexpected ?? 0, skipped: s.skipped ?? 0, flaky: s.flaky ?? 0, flakyNames: flakyOf(json.suites ?? []) };
}

/** "file:line › title" of every test in a Playwright JSON report whose outcome was flaky. */
function flakyOf(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).filter((t) => t.status === 'flaky').map((t) => `[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`),
    ),
    ...flakyOf(suite.suites ?? []),
  ]);
}

/** The eight file runs with the longest import (modules and top-level set-up), from the file-timings reporter. */
function slowestImports(name) {
  let rows;
  try {
    rows = JSON.parse(fs.readFileSync(report(`${name}-files`), 'utf8'));
  } catch {
    return [];
  }
  return rows
    .map((row) => ({ file: `[${row.project}] ${row.file}`, seconds: row.importMs / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 8);
}

/** The eight files with the largest summed test time in a runner's JSON report. */
function slowestFiles(name) {
  let json;
  try {
    json = JSON.parse(fs.readFileSync(report(name), 'utf8'));
  } catch {
    return [];
  }
  const byFile = new Map();
  const runs = new Map();
  const add = (file, ms) => byFile.set(file, (byFile.get(file) ?? 0) + ms / 1000);
  if (Array.isArray(json.testResults)) {
    // Vitest's report names no project: a file run on both databases appears twice under one name.
    for (const f of json.testResults) {
      const file = path.relative(process.cwd(), f.name);
      add(file, (f.endTime ?? 0) - (f.startTime ?? 0));
      runs.set(file, (runs.get(file) ?? 0) + 1);
    }
  } else {
    const walk = (suites) => {
      for (const suite of suites) {
        for (const spec of suite.specs ?? []) {
          for (const t of spec.tests ?? []) for (const r of t.results ?? []) add(`[${t.projectName}] ${spec.file}`, r.duration ?? 0);
        }
        walk(suite.suites ?? []);
      }
    };
    walk(json.suites ?? []);
  }
  return [...byFile]
    .map(([file, seconds]) => ({ file: (runs.get(file) ?? 1) > 1 ? `${file} (${runs.get(file)} runs: both databases)` : file, seconds }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 8);
}
