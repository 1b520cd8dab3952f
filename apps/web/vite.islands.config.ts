import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The public pages' client (islands.html → entry-islands.tsx, ADR 140/173): built on its own, with
// React aliased to preact/compat. The server still renders every page with React; the islands
// hydrate that HTML with Preact (≈ 10 KB instead of react-dom's ≈ 60 KB gzipped). The store,
// account and admin client (index.html) keeps real React: see vite.config.ts.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    manifest: '.vite/manifest-islands.json',
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    // the full client's build (vite.config.ts) wrote dist/client first: keep it
    emptyOutDir: false,
    rollupOptions: { input: { islands: 'islands.html' } },
  },
});
