// bench/booking-slots: the public call slots (issue 47, "slots for 10 people over 14 days answer in under
// 50 ms, cached") on production's settings. Ten people take calls in five zones (weekdays 09:00–17:00, a day
// off each, a buffer, a notice) with 60 calls booked; GET /api/booking/slots for 14 days is timed cached (the
// same query again) and computed (a zone not asked before), beside GET /api/health in the same run.
// Usage: node bench/booking-slots/run.mjs [--port 3191]   (PGlite; BENCH_DATABASE_URL for PostgreSQL)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminSession, ensureBuild, startServer } from '../lib/server.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const PEOPLE = 10;
const DAYS = 14;
const BOOKED = 60;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC', 'Australia/Sydney'];
ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-booking-slots-'));
// One client books 60 calls and asks hundreds of times: production's per-visitor limits would stop it, and
// they are not what is measured (everything else is production's: log level, cache, engine).
const env = {
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  RATE_LIMIT_FORMS_MAX: '100000',
  RATE_LIMIT_READS_PER_MINUTE: '100000',
};
const server = await startServer({ dataDir, env, port: arg('port', undefined) });
const { url } = server;
// A failed step stops the server too: a later run on the same port would otherwise talk to this one.
const failed = async (err) => {
  console.error(err);
  await server.stop();
  process.exit(1);
};
process.on('uncaughtException', failed);
process.on('unhandledRejection', failed);

async function call(method, p, { headers = {}, body } = {}) {
  const res = await fetch(`${url}${p}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return res.json();
}

// 1. Ten people who take calls, each in one of five zones, each with a day off in the fortnight.
const { auth } = await adminSession(url);
const today = new Date().toISOString().slice(0, 10);
const dayAfter = (n) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
for (let i = 0; i < PEOPLE; i++) {
  const email = `caller-${i}@bench.example`;
  const password = 'seven lanterns 27 quietly';
  await call('POST', '/api/admin/users', { headers: auth, body: { name: `Caller ${i}`, email, password, role: 'user' } });
  const { token } = await call('POST', '/api/auth/login', { body: { email, password } });
  await call('PUT', '/api/account/availability', {
    headers: { authorization: `Bearer ${token}` },
    body: {
      takesCalls: true,
      timeZone: ZONES[i % ZONES.length],
      weekly: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' })),
      exceptions: [dayAfter(2 + i)],
      bufferMinutes: 10,
      noticeMinutes: 120,
      horizonDays: DAYS,
    },
  });
}

// 2. Sixty calls booked across the fortnight (every few free times), so busy times shape the answer.
const range = `from=${today}&to=${dayAfter(DAYS - 1)}`;
const offered = (await call('GET', `/api/booking/slots?${range}&tz=UTC`)).slots;
const step = Math.max(1, Math.floor(offered.length / BOOKED));
let booked = 0;
for (let i = 0; i < offered.length && booked < BOOKED; i += step) {
  await call('POST', '/api/booking', {
    body: { start: offered[i].start, name: `Visitor ${i}`, email: `visitor-${i}@bench.example`, timeZone: 'UTC' },
  });
  booked++;
}

// 3. Timed: the health probe (the reference), the same slots query again (cached), and a zone not asked yet (computed).
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timed(p) {
  const s = performance.now();
  const res = await fetch(`${url}${p}`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${p}: ${res.status}`);
  return performance.now() - s;
}
const zones = Intl.supportedValuesOf('timeZone').filter((z) => !ZONES.includes(z));
const health = [];
const cached = [];
const computed = [];
// Interleaved, so the machine's noise falls on all three alike.
for (let i = 0; i < 60; i++) {
  health.push(await timed('/api/health'));
  cached.push(await timed(`/api/booking/slots?${range}&tz=Europe%2FBerlin`));
  computed.push(await timed(`/api/booking/slots?${range}&tz=${encodeURIComponent(zones[i])}`));
}
const answer = await call('GET', `/api/booking/slots?${range}&tz=Europe%2FBerlin`);
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const f = (ms) => `${ms.toFixed(1)} ms`;
console.log(`\n${PEOPLE} people, ${DAYS} days, ${booked} calls booked: ${answer.slots.length} free slots offered`);
console.log(
  `engine: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('| request (median of 60, interleaved) | median | ÷ /api/health |');
console.log('|---|---|---|');
console.log(`| GET /api/health (reference) | ${f(median(health))} | 1.00 |`);
console.log(`| GET /api/booking/slots, 14 days, cached | ${f(median(cached))} | ${(median(cached) / median(health)).toFixed(2)} |`);
console.log(
  `| GET /api/booking/slots, 14 days, computed (a new zone) | ${f(median(computed))} | ${(median(computed) / median(health)).toFixed(2)} |`,
);
const goals = [
  ['slots for 10 people over 14 days, cached < 50 ms', median(cached) < 50],
  ['slots for 10 people over 14 days, computed < 50 ms', median(computed) < 50],
];
for (const [goal, met] of goals) console.log(`${met ? 'MET' : 'NOT MET'}: ${goal}`);
