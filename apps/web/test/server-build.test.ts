// @vitest-environment node
// The server entry is a production build however the server is started (ADR 236, issue 17): the
// SSR build bundles React, react-dom/server, react-router, i18next and TanStack Query with
// NODE_ENV fixed to production, so a process without NODE_ENV (`npm start`, `node
// apps/api/src/server.ts`, a container) renders with their production builds. Built here from
// the real config as `npm run build` builds it (Vite sets NODE_ENV=production for a build when
// the shell has none), then rendered in a child process whose environment has no NODE_ENV.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_TEMPLATE } from './render-helpers';

const web = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'mijote-ssr-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server build', () => {
  it('carries production React and react-router, imports only Node, and renders without NODE_ENV', { timeout: 180_000 }, async () => {
    const out = path.join(dir, 'server');
    const vitestEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: web,
        configFile: path.join(web, 'vite.config.ts'),
        logLevel: 'silent',
        build: { ssr: 'src/entry-server.tsx', outDir: out, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = vitestEnv;
    }
    const files = readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.js'))
      .map((f) => readFileSync(path.join(f.parentPath, f.name), 'utf8'));
    const code = files.join('\n');
    // React's and react-router's production builds, not their development ones
    expect(code).toContain('react-dom-server.node.production');
    expect(code).not.toMatch(/react-dom-server[.a-z-]*\.development|react\.development|jsx-runtime\.development/);
    expect(code).not.toContain('Hey developer');
    // the render translates with the app's lite i18next (ADR 343), not i18next's translator
    expect(code).not.toContain('overloadTranslationOptionHandler');
    expect(code).not.toMatch(/process\.env\.NODE_ENV/);
    // nothing left to resolve at run time but Node's own modules (and the build's own files)
    const specifiers = [
      ...code.matchAll(/^(?:import|export)\s[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"|\b(?:import|require)\("([^"]+)"\)/gm),
    ].map((m) => m[1] ?? m[2] ?? m[3]!);
    const node = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    expect(specifiers.filter((s) => !s.startsWith('.') && !node.has(s))).toEqual([]);

    // rendered by a process without NODE_ENV, as `npm start` runs it
    mkdirSync(path.join(dir, 'client'));
    writeFileSync(path.join(dir, 'client', 'index.html'), TEST_TEMPLATE);
    writeFileSync(path.join(dir, 'client', 'islands.html'), TEST_TEMPLATE);
    const env = { ...process.env };
    delete env.NODE_ENV;
    const script = `
      const { render } = await import(${JSON.stringify(pathToFileURL(path.join(out, 'entry-server.js')).href)});
      const r = await render({ url: '/fr/connecter', origin: 'http://localhost', host: '', config: { bakeryHosts: [], productionHost: 'x', revision: 'r' } });
      console.log(JSON.stringify({ status: r.status, env: process.env.NODE_ENV ?? null, h1: /<h1[ >]/.test(r.html) }));`;
    const result = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' })) as unknown;
    expect(result).toEqual({ status: 200, env: null, h1: true });
  });
});
