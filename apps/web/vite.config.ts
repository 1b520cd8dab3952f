import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// One config for the client build (dist/client, with manifest) and the SSR build of
// src/entry-server.tsx (dist/server). Workspace packages ship TypeScript source: bundle them.
// The browser build aliases React to preact/compat and i18next to its lite version (ADR 230): the
// full client's framework weight (react-dom ≈ 60 KB, i18next ≈ 15 KB gzipped) is what kept store
// and account pages over their 130 KB budget. The server keeps rendering with real React (and,
// since ADR 343, the same lite i18next); ids are derived from props, never from useId, so the HTML
// both sides produce is the same.
// i18next's part this app uses (ADR 230; test/i18n-lite.test.ts compares every key with i18next).
// The server render takes it too (ADR 343): i18next's own `t` costs 50–190 µs a call on this box
// (its option merging and key parsing per call), 60–70 % of a public page's render CPU.
function I18N_LITE_ALIASES_OF() {
  return [
    { find: /^i18next$/, replacement: fileURLToPath(new URL('./src/lib/i18n/lite/i18next.ts', import.meta.url)) },
    { find: /^react-i18next$/, replacement: fileURLToPath(new URL('./src/lib/i18n/lite/react-i18next.tsx', import.meta.url)) },
  ];
}
const I18N_LITE_ALIASES = I18N_LITE_ALIASES_OF();
// The footer's lead form loads after hydration in the browser build (ADR 379): the footer's
// `./lead-form-slot` import takes its `.client` twin there.
const LEAD_FORM_SLOT_CLIENT = {
  find: /^\.\/lead-form-slot$/,
  replacement: fileURLToPath(new URL('./src/app/layout/lead-form-slot.client.tsx', import.meta.url)),
};
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // i18next's part this app uses (ADR 230; test/i18n-lite.test.ts compares every key with i18next)
  ...I18N_LITE_ALIASES_OF(),
];

// The server entry bundles its dependencies (React, react-dom/server, react-router, i18next,
// TanStack Query) with `process.env.NODE_ENV` fixed to "production" (ADR 236): left external, they
// chose their development builds at run time whenever the process had no NODE_ENV (`npm start`,
// `node apps/api/src/server.ts`, a container without it), 30 % of the render's CPU (issue 17).
// A build is a production build however the server is started; `vite` (dev) is for development.
const SSR_PRODUCTION = { 'process.env.NODE_ENV': JSON.stringify('production') };
// react-router's package exports only its development build (dev warnings, "Hey developer"
// error pages); its production build sits beside it. Both builds of the app take that one.
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs'),
};

// Every chunk holding a module of the admin area (features/admin, its texts) is named `admin-…`:
// bench/bundle-size.mjs fails when a public or store page loads one (ADR 260). A chunk that mixes
// admin code with anything else gets the name too, so the check sees it wherever it lands.
const ADMIN_MODULE = /[\\/]src[\\/](features[\\/]admin[\\/]|locales[\\/][a-z]+[\\/]admin\.json)/;
export function chunkFileName(chunk: { moduleIds: readonly string[] }): string {
  return chunk.moduleIds.some((id) => ADMIN_MODULE.test(id)) ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js';
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: isSsrBuild
      ? [...I18N_LITE_ALIASES, REACT_ROUTER_PRODUCTION]
      : [...PREACT_ALIASES, LEAD_FORM_SLOT_CLIENT, REACT_ROUTER_PRODUCTION],
  },
  ...(isSsrBuild ? { define: SSR_PRODUCTION } : {}),
  build: {
    manifest: !isSsrBuild,
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    emptyOutDir: true,
    // index.html: the full client app (sign-in screens, store, account, admin). The public pages'
    // islands.html is built by vite.islands.config.ts (Preact, ADR 173).
    rollupOptions: isSsrBuild ? {} : { input: { index: 'index.html' }, output: { chunkFileNames: chunkFileName } },
  },
  ssr: {
    // everything but Node's own modules goes into dist/server (see SSR_PRODUCTION)
    noExternal: true,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
}));
