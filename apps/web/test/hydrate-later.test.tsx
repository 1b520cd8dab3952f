// Deferred hydration (ADR 280) under Preact, which hydrates the full client in the browser
// (ADR 230): this file swaps React for preact/compat, as the browser build's aliases do.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

const { hydrate, render } = await import('preact');
const { useEffect, useState } = await import('preact/hooks');
const { HydrateLater, hydratingPage } = await import('../src/lib/hydrate-later');

/** Lets queued tasks (MessageChannel, timers) and their microtasks run. */
const tasks = (n = 1) =>
  (async () => {
    for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
  })();

const renders: string[] = [];

function Card({ name }: { name: string }) {
  renders.push(name);
  const [live, setLive] = useState(false);
  const [clicks, setClicks] = useState(0);
  useEffect(() => setLive(true), []);
  return (
    <article id={name}>
      <button type="button" disabled={!live} onClick={() => setClicks((c) => c + 1)}>
        {name} {clicks}
      </button>
    </article>
  );
}

function Page() {
  renders.push('page');
  return (
    <div className="page">
      <h1>Menu</h1>
      <HydrateLater>
        <Card name="a" />
      </HydrateLater>
      <HydrateLater>
        <Card name="b" />
      </HydrateLater>
    </div>
  );
}

const SERVER_HTML =
  '<div class="page"><h1>Menu</h1><article id="a"><button type="button" disabled="">a 0</button></article><article id="b"><button type="button" disabled="">b 0</button></article></div>';

describe('HydrateLater (ADR 280)', () => {
  afterEach(() => {
    renders.length = 0;
    document.body.innerHTML = '';
  });

  it('keeps a part’s server HTML through the page’s hydration, then hydrates it in place, one part per task', async () => {
    const root = document.createElement('div');
    root.innerHTML = SERVER_HTML;
    document.body.append(root);
    const [a, b] = [root.querySelector('#a')!, root.querySelector('#b')!];

    hydratingPage(() => hydrate(<Page />, root));
    // the page hydrated, the parts not yet: their DOM is the server's, untouched
    expect(renders).toEqual(['page']);
    expect(root.innerHTML).toBe(SERVER_HTML);

    await tasks(6);
    expect(renders.indexOf('b')).toBeGreaterThan(renders.indexOf('a'));
    // hydrated in place: the same elements, now live
    expect(root.querySelector('#a')).toBe(a);
    expect(root.querySelector('#b')).toBe(b);
    const button = root.querySelector<HTMLButtonElement>('#b button')!;
    expect(button.disabled).toBe(false);
    button.click();
    await tasks(2);
    expect(root.querySelector('#b button')?.textContent).toBe('b 1');
    expect(root.querySelectorAll('article')).toHaveLength(2);
  });

  it('hydrates a waiting part at once when its parent re-renders it with new props, and keeps it live', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<section><article id="x"><button type="button" disabled="">x 0</button></article></section>';
    document.body.append(root);
    let rename!: (n: string) => void;
    function Parent() {
      const [name, setName] = useState('x');
      rename = setName;
      return (
        <section>
          <HydrateLater>
            <Card name={name} />
          </HydrateLater>
        </section>
      );
    }
    hydratingPage(() => hydrate(<Parent />, root));
    expect(renders).toEqual([]);
    rename('y');
    await tasks(5);
    // hydrated with the server's props, then brought up to date on its turn
    expect(renders).toContain('x');
    expect(renders).toContain('y');
    const button = root.querySelector<HTMLButtonElement>('article button')!;
    expect(root.querySelector('article')?.id).toBe('y');
    expect(button.disabled).toBe(false);
    button.click();
    await tasks(2);
    expect(root.querySelector('article button')?.textContent).toBe('y 1');
  });

  it('renders at once outside the page’s first hydration (a later render, a navigation)', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    render(<Page />, root);
    expect(renders).toEqual(['page', 'a', 'b']);
    expect(root.querySelectorAll('article')).toHaveLength(2);
  });
});
