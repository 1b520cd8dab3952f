// Partial hydration (ADR 140). The server renders the whole page with React; an island is the
// only part the public-page client hydrates: `<div class="island" data-island=NAME>` holding the
// component's HTML, followed by a JSON block with its props (translated strings included). The
// client entry (islands/start.ts) calls hydrateRoot on each container with the same props.
// Island components therefore take everything they show as props: no router, no i18next, no
// contexts, no useId (ids come from props), so a standalone root renders the same HTML.
import { createContext, useContext, type ComponentType } from 'react';
import type { IslandName } from './names';

/** Collects the islands a server render used (their chunks get a modulepreload). */
export type IslandCollector = Set<IslandName>;
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** JSON safe inside a <script> element. */
export const scriptJson = (v: unknown): string =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface IslandProps<P> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}

export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  useContext(IslandCollectorContext)?.add(name);
  return (
    <>
      <div className="island" data-island={name}>
        <Component {...props} />
      </div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
    </>
  );
}
