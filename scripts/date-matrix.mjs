// Runs the date-sensitive test files again as if the run happened at the awkward moments of a
// week (MIJOTE_TEST_NOW, read by suiteNow() in @mijote/db/testing): Monday 00:05, Wednesday 08:55,
// Friday 12:00 (the meal-delivery cut-off) and 23:55 on the last daylight-saving Sunday. A file is
// date-sensitive when it reads the suite's clock: it imports the order or catalogue test apps or
// calls suiteNow(). The dates are the current Toronto week's, so the seeded menus are realistic.
//   node scripts/date-matrix.mjs            all four moments
//   node scripts/date-matrix.mjs 2026-11-23T00:05 …   the given moments only
//   node scripts/date-matrix.mjs --rest     the OTHER integration files (api, db), once, at the real time:
//     CI's PGlite pass is `--rest` then the matrix, so every integration file runs on PGlite and the
//     date-sensitive ones are not run a fifth time there (the PostgreSQL pass runs them at the real time).
import { execFileSync } from 'node:child_process';
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

if (process.argv[2] === '--rest') {
  const sensitive = new Set(files());
  const rest = DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => path.join(dir, f))
      .filter((f) => !sensitive.has(f)),
  );
  console.log(`integration files not date-sensitive: ${rest.length} (the ${sensitive.size} others run in the date matrix)`);
  try {
    execFileSync('npx', ['vitest', 'run', '--project', 'api', '--project', 'db', ...rest], { stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
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
