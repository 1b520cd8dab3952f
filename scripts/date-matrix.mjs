// Runs the date-sensitive test files again as if the run happened at the awkward moments of a
// week (MIJOTE_TEST_NOW, read by suiteNow() in @mijote/db/testing): Monday 00:05, Wednesday 08:55,
// Friday 12:00 (the meal-delivery cut-off) and 23:55 on the last daylight-saving Sunday. A file is
// date-sensitive when it reads the suite's clock: it imports the order or catalogue test apps or
// calls suiteNow(). The dates are the current Toronto week's, so the seeded menus are realistic.
//   node scripts/date-matrix.mjs            all four moments
//   node scripts/date-matrix.mjs 2026-11-23T00:05 …   the given moments only
//   node scripts/date-matrix.mjs --ci       CI's pass after `npm test` (which ran every file on PostgreSQL
//     at the real time), two runs side by side: every integration file on PGlite as of the first
//     moment, and the date-sensitive files on PostgreSQL (TEST_DATABASE_URL) as of the other three.
//     So every file runs on both databases and every date-sensitive file at all four moments
//     (ADR 348: PGlite copies a database per file in 1–5 s, PostgreSQL from a template in well under one).
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIRS = ['apps/api/test', 'packages/db/test'];
const MARKER = /orders-helpers|catalogue-helpers|suiteNow\(/;

function files() {
  return DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => path.join(dir, f))
      .filter((f) => MARKER.test(readFileSync(f, 'utf8'))),
  );
}

/** yyyy-MM-dd of a Date in Toronto. */
const torontoDay = (d) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(d);
const plusDays = (iso, n) => new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Sunday of a DST change: 2nd Sunday of March or 1st Sunday of November of `year`. */
function dstSunday(year, month /* 3 | 11 */) {
  const first = new Date(Date.UTC(year, month - 1, 1, 12));
  const firstSunday = 1 + ((7 - first.getUTCDay()) % 7);
  const day = month === 3 ? firstSunday + 7 : firstSunday;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function defaultMoments(now = new Date()) {
  const today = torontoDay(now);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = plusDays(today, -weekday);
  const y = Number(today.slice(0, 4));
  const dst = [dstSunday(y - 1, 11), dstSunday(y, 3), dstSunday(y, 11)].filter((d) => d <= today).pop();
  return [`${monday}T00:05`, `${plusDays(monday, 2)}T08:55`, `${plusDays(monday, 4)}T12:00`, `${dst}T23:55`];
}

/** Runs vitest with its output lines prefixed; resolves to its exit code. */
function run(label, args, env) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'api', '--project', 'db', ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (d) => {
        const lines = (rest + d).split('\n');
        rest = lines.pop() ?? '';
        for (const l of lines) out.write(`[${label}] ${l}\n`);
      });
      stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

if (process.argv[2] === '--ci') {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    console.error('--ci needs TEST_DATABASE_URL (the PostgreSQL half)');
    process.exit(2);
  }
  const [first, ...others] = defaultMoments();
  const list = files();
  const { TEST_DATABASE_URL: _pg, ...withoutPg } = process.env;
  console.log(`PGlite: every integration file as of ${first}; PostgreSQL: ${list.length} date-sensitive files as of ${others.join(', ')}`);
  const pglite = run(`pglite ${first}`, [], { ...withoutPg, MIJOTE_TEST_NOW: first });
  const postgres = (async () => {
    const failed = [];
    for (const m of others) if ((await run(`pg ${m}`, list, { ...process.env, MIJOTE_TEST_NOW: m })) !== 0) failed.push(m);
    return failed;
  })();
  const [pgliteCode, pgFailed] = await Promise.all([pglite, postgres]);
  if (pgliteCode !== 0) console.error(`\nPGlite pass FAILED (as of ${first})`);
  if (pgFailed.length) console.error(`\ndate matrix on PostgreSQL FAILED at: ${pgFailed.join(', ')}`);
  if (pgliteCode !== 0 || pgFailed.length) process.exit(1);
  console.log('\nPGlite pass and date matrix ok');
  process.exit(0);
}

const moments = process.argv.length > 2 ? process.argv.slice(2) : defaultMoments();
const list = files();
console.log(`date matrix: ${list.length} files × ${moments.length} moments (${moments.join(', ')})`);
let failed = [];
for (const m of moments) {
  console.log(`\n--- as of ${m} (Toronto)`);
  try {
    execFileSync('npx', ['vitest', 'run', '--project', 'api', '--project', 'db', ...list], {
      stdio: 'inherit',
      env: { ...process.env, MIJOTE_TEST_NOW: m },
    });
  } catch {
    failed.push(m);
  }
}
if (failed.length) {
  console.error(`\ndate matrix FAILED at: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\ndate matrix ok');
