// Server entry (built to dist/server/entry-server.js). The API server calls render() for every
// GET that is not /api/* nor a file of dist/client.
import { readFile } from 'node:fs/promises';
import { renderPage, type ClientBuild, type RenderInput, type RenderResult } from './app/ssr/render-page';
import type { Manifest } from './app/ssr/manifest';

export type { RenderInput, RenderResult };

let clientBuild: Promise<ClientBuild> | null = null;

/** The client template and manifest, read once, relative to this file (dist/server → dist/client). */
function loadClientBuild(): Promise<ClientBuild> {
  clientBuild ??= (async () => {
    const template = await readFile(new URL('../client/index.html', import.meta.url), 'utf8');
    const islandsTemplate = await readFile(new URL('../client/islands.html', import.meta.url), 'utf8');
    // no manifest: the page still works, without preload hints
    const readManifest = (name: string) =>
      readFile(new URL(`../client/.vite/${name}`, import.meta.url), 'utf8').then(
        (text) => JSON.parse(text) as Manifest,
        () => null,
      );
    const [manifest, islandsManifest] = await Promise.all([readManifest('manifest.json'), readManifest('manifest-islands.json')]);
    return { template, islandsTemplate, manifest, islandsManifest };
  })().catch((err: unknown) => {
    clientBuild = null;
    throw err;
  });
  return clientBuild;
}

export async function render(input: RenderInput): Promise<RenderResult> {
  return renderPage(input, await loadClientBuild());
}
