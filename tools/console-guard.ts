// Vitest setup for every project: a test that logs console.error fails. An error printed during a
// passing test is a bug nobody reads (a React warning, a swallowed rejection, a failed request);
// a test that expects one says so with allowConsoleError(pattern) and the rest still fail it.
import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

const original = console.error.bind(console);
let logged: string[] = [];
let allowed: RegExp[] = [];

/** Lets the running test log console.error lines that match `pattern` (default: any). */
export function allowConsoleError(pattern: RegExp = /[\s\S]*/): void {
  allowed.push(pattern);
}

console.error = (...args: unknown[]) => {
  const line = format(...args);
  if (!allowed.some((p) => p.test(line))) logged.push(line);
  original(...args);
};

function takeLogged(): string[] {
  const out = logged;
  logged = [];
  return out;
}

function fail(where: string, lines: string[]): never {
  const first = lines[0]!.split('\n').slice(0, 8).join('\n');
  throw new Error(`console.error was called ${lines.length} time(s) ${where}; the first:\n${first}`);
}

beforeEach(() => {
  // an error logged between tests (a hook, a late promise) belongs to nobody: report it here
  const stray = takeLogged();
  allowed = [];
  if (stray.length > 0) fail('outside a test (a hook or a late callback)', stray);
});

afterEach(() => {
  const lines = takeLogged();
  allowed = [];
  if (lines.length > 0) fail('during this test', lines);
});

afterAll(() => {
  const lines = takeLogged();
  if (lines.length > 0) fail('after the last test of the file', lines);
});
