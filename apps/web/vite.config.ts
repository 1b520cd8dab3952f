import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One config for the client build (dist/client, with manifest) and the SSR build of
// src/entry-server.tsx (dist/server). Workspace packages ship TypeScript source: bundle them.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
