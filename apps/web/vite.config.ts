import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// One config for the client build (dist/client, with manifest) and the SSR build of
// src/entry-server.tsx (dist/server). Workspace packages ship TypeScript source: bundle them.
// The browser build aliases React to preact/compat and i18next to its lite version (ADR 230): the
// full client's framework weight (react-dom ≈ 60 KB, i18next ≈ 15 KB gzipped) is what kept store
// and account pages over their 130 KB budget. The server keeps rendering with real React and
// i18next; ids are derived from props, never from useId, so the HTML both sides produce is the same.
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // i18next's part this app uses (ADR 230; test/i18n-lite.test.ts compares every key with i18next)
  { find: /^i18next$/, replacement: fileURLToPath(new URL('./src/lib/i18n/lite/i18next.ts', import.meta.url)) },
  { find: /^react-i18next$/, replacement: fileURLToPath(new URL('./src/lib/i18n/lite/react-i18next.tsx', import.meta.url)) },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: isSsrBuild ? {} : { alias: PREACT_ALIASES },
  build: {
    manifest: !isSsrBuild,
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    emptyOutDir: true,
    // index.html: the full client app (sign-in screens, store, account, admin). The public pages'
    // islands.html is built by vite.islands.config.ts (Preact, ADR 173).
    rollupOptions: isSsrBuild ? {} : { input: { index: 'index.html' } },
  },
  ssr: {
    noExternal: ['@mijote/contracts', '@mijote/domain', /^@fontsource-variable\//],
  },
  server: { port: 5173 },
  preview: { port: 4173 },
}));
