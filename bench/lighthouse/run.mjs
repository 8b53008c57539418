// Lighthouse (mobile, the default form factor) against the BUILT site on a fresh database.
//   node bench/lighthouse/run.mjs [extra paths…] [--paths=/a,/b] [--public-budget] [--js-baseline=<results.json>] [--seed-article] [--dark] [--cold]
//   (--paths: these pages instead of the default set; --public-budget: issue 30's set, /, /services, the first published case
//   study and /legal/privacy; --js-baseline: a page's JS gzip above that earlier run's for the same page and scheme is a miss;
//   --seed-article: also an article, a tag page and a search page; --dark: every page again with the system's dark scheme;
//   --cold: do not ask for each page once before measuring it, so a page the cache does not hold is rendered for Lighthouse)
// Builds if stale (BUILD_DIR respected), starts <BUILD_DIR>/api/main.js on a free port, waits for
// /api/health, audits each path in a fresh headless Chromium, prints a table and writes JSON to
// bench/results/. The server and Chrome are always stopped at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { adminHeaders, buildDir, ensureBuild, launchSite, root, startServer } from '../lib/server.mjs';
import { seedPosts } from './seed.mjs';
import { STATIC_REFERENCE_PATH, writeStaticReference } from './static-reference.mjs';

const DEFAULT_PATHS = ['/', '/services/web-automation', '/faq', '/aboutus', '/contactus'];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** What Lighthouse's simulated new connection carries in its first round trip (10 segments of 1,460 B). */
const FIRST_ROUND_TRIP_BYTES = 14_600;
/** Chromium's own setting for the system's colour scheme (0 = dark): pages see prefers-color-scheme: dark, as on a dark desktop. */
const DARK_FLAG = '--blink-settings=preferredColorScheme=0';
const TARGETS = { performance: 100, lcpMs: 1000, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0, jsBytes: 100 * 1024 };

/** Issue 30's public budget: `FIRST_CASE_STUDY` stands for the first published case study, found once the server runs. */
const FIRST_CASE_STUDY = '/case-studies/{first}';
const PUBLIC_BUDGET_PATHS = ['/', '/services', FIRST_CASE_STUDY, '/legal/privacy'];

const args = process.argv.slice(2);
/** The value of `--name=value`, or undefined. */
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const seedArticle = args.includes('--seed-article');
const dark = args.includes('--dark');
const cold = args.includes('--cold');
const listed = option('paths')
  ?.split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const basePaths = listed ?? (args.includes('--public-budget') ? PUBLIC_BUDGET_PATHS : DEFAULT_PATHS);
const paths = [...basePaths, ...args.filter((a) => !a.startsWith('--'))];
const jsBaseline = readJsBaseline(option('js-baseline'));

/** JS gzip bytes per "path|scheme" of an earlier run's results file (the "no more JS than today" reference), or null. */
function readJsBaseline(file) {
  if (!file) return null;
  const { rows } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return new Map(rows.map((r) => [`${r.path.replace(/ \(dark\)$/, '')}|${r.scheme ?? 'light'}`, r.jsGzipBytes]));
}

/** The first published case study's page, from the content API as a visitor reads it. */
async function firstCaseStudyPath(url) {
  const res = await fetch(`${url}/api/content/case-studies`);
  if (!res.ok) throw new Error(`listing the case studies failed: ${res.status} ${await res.text()}`);
  const [first] = await res.json();
  if (!first?.slug) throw new Error('no published case study with a slug: publish one, or name the page with --paths');
  return `/case-studies/${first.slug}`;
}

/** Search result pages are noindex on purpose (decisions 053, 119): their SEO score leaves `is-crawlable` out. */
const noindexByDesign = (pathname) => pathname.startsWith('/blog?q=') || pathname.startsWith('/search');

/** A category's score as Lighthouse weighs it (audits without a score left out), without the audits in `skip`. */
function scoreWithout(lhr, category, skip) {
  const refs = lhr.categories[category].auditRefs.filter((r) => r.weight > 0 && !skip.includes(r.id) && lhr.audits[r.id]?.score != null);
  const weight = refs.reduce((sum, r) => sum + r.weight, 0);
  return weight ? refs.reduce((sum, r) => sum + r.weight * lhr.audits[r.id].score, 0) / weight : 0;
}

/** The figures of one Lighthouse report. */
function summarise(pathname, lhr) {
  const skipped = noindexByDesign(pathname) ? ['is-crawlable'] : [];
  const score = (id) => Math.round((id === 'seo' && skipped.length ? scoreWithout(lhr, id, skipped) : (lhr.categories[id]?.score ?? 0)) * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const documentRequest = requests.find((r) => r.resourceType === 'Document');
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable' &&
        a.scoreDisplayMode !== 'manual' &&
        !skipped.includes(a.id),
    )
    .map((a) => `${a.id} (${a.score})`);
  return {
    path: pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(num('largest-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    docBytes: documentRequest?.transferSize ?? 0,
    cls: Number(num('cumulative-layout-shift').toFixed(3)),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    scriptUrls: scripts.map((r) => r.url),
    failingAudits: failing,
  };
}

/** The page's scripts as gzip would send them (Chromium asks for brotli, which is smaller). */
async function gzipBytesOf(urls) {
  let total = 0;
  for (const url of urls) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    if (!res.ok) throw new Error(`${url}: unexpected ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    // fetch decodes what it receives; the bytes on the wire are the gzip of that body.
    total +=
      res.headers.get('content-encoding') === 'gzip' ? Number(res.headers.get('content-length') ?? gzipSync(body).length) : gzipSync(body).length;
  }
  return total;
}

/** Mean luminance (0-255) of the page's final screenshot: tells a dark page from a light one. */
async function screenshotLuminance(lhr) {
  const data = lhr.audits['final-screenshot']?.details?.data;
  if (!data) return NaN;
  const [r, g, b] = (await sharp(Buffer.from(data.split(',')[1], 'base64')).stats()).channels.map((c) => c.mean);
  return Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
}

function printTable(rows) {
  const head = ['Path', 'Perf', 'A11y', 'BP', 'SEO', 'LCP ms', 'LCP/ref', 'LCP/home', 'TBT ms', 'CLS', 'Doc sent', 'JS sent', 'JS gzip', 'Scripts'];
  const body = rows.map((r) =>
    [
      r.path,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      r.lcpMs,
      r.lcpRatio.toFixed(2),
      r.lcpHomeRatio === null ? '–' : r.lcpHomeRatio.toFixed(2),
      r.tbtMs,
      r.cls,
      r.docBytes > FIRST_ROUND_TRIP_BYTES ? `${r.docBytes}*` : r.docBytes,
      r.jsBytes,
      r.jsGzipBytes,
      r.jsRequests,
    ].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
  console.log(line(head));
  console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
  for (const row of body) console.log(line(row));
}

function missedTargets(r) {
  const misses = [];
  if (r.performance < TARGETS.performance) misses.push(`Performance ${r.performance} < ${TARGETS.performance}`);
  if (r.lcpMs > TARGETS.lcpMs) misses.push(`LCP ${r.lcpMs} ms > ${TARGETS.lcpMs} ms`);
  if (r.accessibility < TARGETS.accessibility) misses.push(`Accessibility ${r.accessibility}`);
  if (r.bestPractices < TARGETS['best-practices']) misses.push(`Best Practices ${r.bestPractices}`);
  if (r.seo < TARGETS.seo) misses.push(`SEO ${r.seo}`);
  if (r.cls > TARGETS.cls) misses.push(`CLS ${r.cls}`);
  if (r.jsGzipBytes > TARGETS.jsBytes) misses.push(`JS ${r.jsGzipBytes} B gzip > ${TARGETS.jsBytes} B`);
  const before = jsBaseline?.get(`${r.path.replace(/ \(dark\)$/, '')}|${r.scheme}`);
  if (before !== undefined && r.jsGzipBytes > before) misses.push(`JS ${r.jsGzipBytes} B gzip > ${before} B of the baseline run`);
  return misses;
}

ensureBuild();
// Measured first, in the same run, as the floor the pages are compared with (LCP/ref in the table).
paths.unshift(STATIC_REFERENCE_PATH);
const removeStaticReference = writeStaticReference(path.join(buildDir, 'client'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
let server;
let chrome;
try {
  server = await startServer({ dataDir });
  console.log(`server ready at ${server.url} (started in ${server.startMs} ms)`);
  // A live site, as measured in production: a fresh one is noindex until launched (decision 115).
  await launchSite(server.url);
  if (seedArticle) paths.push(...(await seedPosts(server.url, await adminHeaders(server.url))));
  const caseStudy = paths.indexOf(FIRST_CASE_STUDY);
  if (caseStudy >= 0) paths[caseStudy] = await firstCaseStudyPath(server.url);
  // Lighthouse reads hostnames literally; use localhost so the canonical URLs (SITE_URL) match.
  const origin = `http://localhost:${server.port}`;
  const rows = [];
  const reports = {};
  const launch = (flags) => chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: flags });
  for (const scheme of dark ? ['light', 'dark'] : ['light']) {
    const flags = scheme === 'dark' ? [...CHROME_FLAGS, DARK_FLAG] : CHROME_FLAGS;
    chrome = await launch(flags);
    // The dark run measures the pages, not the bare reference (it has no dark scheme).
    for (const pathname of scheme === 'dark' ? paths.filter((p) => p !== STATIC_REFERENCE_PATH) : paths) {
      // Measured as visitors get a page with any traffic: from the page cache (a miss renders it first,
      // which bench:article measures). Asked for in both encodings so the compressed copies are made too.
      if (!cold)
        for (const encoding of ['br', 'gzip'])
          await fetch(`${origin}${pathname}`, { headers: { 'accept-encoding': encoding } }).then(async (r) => {
            await r.arrayBuffer();
            if (!r.ok) throw new Error(`${pathname}: answered ${r.status} before measuring`);
          });
      // A trace occasionally fails on a busy machine (NO_NAVSTART, NO_FCP): retry in a fresh Chrome.
      let result;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(`${origin}${pathname}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const error = result ? result.lhr.runtimeError : { message: 'no result' };
        if (!error) break;
        if (attempt === 3) throw new Error(`${pathname}: ${error.message}`);
        console.log(`${pathname}: ${error.code ?? error.message}; retrying`);
        await chrome.kill();
        chrome = await launch(flags);
      }
      const label = scheme === 'dark' ? `${pathname} (dark)` : pathname;
      const row = summarise(pathname, result.lhr);
      row.path = label;
      row.scheme = scheme;
      row.jsGzipBytes = await gzipBytesOf(row.scriptUrls);
      row.groundLuminance = await screenshotLuminance(result.lhr);
      if (scheme === 'dark' && row.groundLuminance > 128) throw new Error(`${label}: the page did not turn dark (luminance ${row.groundLuminance})`);
      rows.push(row);
      reports[label] = result.lhr;
    }
    await chrome.kill();
    chrome = undefined;
  }

  const reference = rows.find((r) => r.path === STATIC_REFERENCE_PATH);
  for (const r of rows) {
    // --paths may leave the home page out: then there is no home to compare with.
    const home = rows.find((h) => h.path === '/' && h.scheme === r.scheme) ?? rows.find((h) => h.path === '/');
    r.lcpRatio = r.lcpMs / reference.lcpMs;
    r.lcpHomeRatio = home ? r.lcpMs / home.lcpMs : null;
  }
  const pages = rows.filter((r) => r !== reference);
  const loadAverage = os.loadavg().map((l) => l.toFixed(2));

  console.log();
  printTable(rows);
  console.log();
  console.log(`Doc sent: the page's bytes on the wire, headers included; * = over the ${FIRST_ROUND_TRIP_BYTES} B of a first round trip.`);
  console.log(
    `static reference LCP ${reference.lcpMs} ms; load average (1, 5, 15 min) at the end: ${loadAverage.join(', ')} on ${os.cpus().length} CPUs`,
  );
  for (const r of pages) {
    const misses = missedTargets(r);
    if (misses.length) console.log(`${r.path}: below target: ${misses.join(', ')}; failing audits: ${r.failingAudits.join(', ') || 'none'}`);
  }
  const allMet = pages.every((r) => missedTargets(r).length === 0);
  console.log(allMet ? 'PASS: every page meets every target' : 'NOT MET: see the lines above');

  const outDir = path.join(root, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(outDir, `lighthouse-${stamp}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: reports[paths[0]]?.lighthouseVersion,
        formFactor: 'mobile',
        targets: TARGETS,
        loadAverage: os.loadavg(),
        staticReference: reference,
        rows: pages,
      },
      null,
      2,
    ),
  );
  if (process.env.LIGHTHOUSE_FULL_REPORTS) fs.writeFileSync(file.replace(/\.json$/, '-full.json'), JSON.stringify(reports));
  console.log(`results written to ${path.relative(root, file)}`);
} finally {
  if (chrome) await chrome.kill();
  if (server) await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  removeStaticReference();
}
