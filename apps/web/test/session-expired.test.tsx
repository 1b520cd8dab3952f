// Issue 9: a session that ended before the page loaded is announced. The browser holds the
// "signed in" hint; the status check answers 401 — even when another status check of the page
// (the header's) got its 401 first and the reply already cleared the hint.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function pageWithEndedSession(clearHintBeforeTheCheck: boolean) {
  vi.resetModules();
  document.cookie = 'mijote_in=1; path=/';
  // the page's modules load while the browser still holds the hint
  const { SessionProvider, useSession } = await import('../src/lib/session/session');
  if (clearHintBeforeTheCheck) document.cookie = 'mijote_in=; path=/; max-age=0';
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    calls.push(String(input));
    return json(401, { code: 'unauthorized', message: 'Unauthorized', params: {} });
  });
  function Probe() {
    const { state, expired } = useSession();
    return <p data-testid="probe">{`${state.status}:${expired}`}</p>;
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider lang="en">
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return calls;
}

describe('a session that ended before the page loaded', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    document.cookie = 'mijote_in=; path=/; max-age=0';
  });

  it('is announced as expired, not shown as a visitor', async () => {
    const calls = await pageWithEndedSession(false);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('anonymous:true'));
    expect(calls).toEqual(['/api/accounts/me/status']);
  });

  it('is announced even when the header’s check cleared the hint first', async () => {
    await pageWithEndedSession(true);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('anonymous:true'));
  });

  it('the hint the server marked ended (a public page’s check, or after the 12 hours) is announced without a request, then forgotten (ADR 370)', async () => {
    vi.resetModules();
    document.cookie = 'mijote_in=ended; path=/';
    const { SessionProvider, useSession } = await import('../src/lib/session/session');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    function Probe() {
      const { state, expired } = useSession();
      return <p data-testid="probe">{`${state.status}:${expired}`}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider lang="fr">
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('anonymous:true'));
    expect(fetchSpy).not.toHaveBeenCalled();
    // the next page is a visitor's
    expect(document.cookie).not.toContain('mijote_in');
  });

  it('the header’s own check, answered later, cannot leave an ended hint behind (ADR 370)', async () => {
    vi.resetModules();
    document.cookie = 'mijote_in=1; path=/';
    const { readSessionStatus } = await import('../src/lib/session/status');
    const { SessionProvider, useSession } = await import('../src/lib/session/session');
    let answerHeader: () => void = () => undefined;
    let calls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      calls += 1;
      if (calls === 1)
        // the header's check: its 401 comes last, and its reply marks the hint ended again
        await new Promise<void>((resolve) => {
          answerHeader = () => {
            document.cookie = 'mijote_in=ended; path=/';
            resolve();
          };
        });
      return json(401, { code: 'unauthorized', message: 'Unauthorized', params: {} });
    });
    const header = readSessionStatus();
    function Probe() {
      const { state, expired } = useSession();
      return <p data-testid="probe">{`${state.status}:${expired}`}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider lang="en">
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('anonymous:true'));
    answerHeader();
    expect(await header).toBeNull();
    await waitFor(() => expect(document.cookie).not.toContain('mijote_in'));
  });

  it('the public pages’ islands ask nothing for an ended hint', async () => {
    vi.resetModules();
    document.cookie = 'mijote_in=ended; path=/';
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { readSessionStatus } = await import('../src/lib/session/status');
    expect(await readSessionStatus()).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a visitor without the hint is a visitor: no request, nothing announced', async () => {
    vi.resetModules();
    const { SessionProvider, useSession } = await import('../src/lib/session/session');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    function Probe() {
      const { state, expired } = useSession();
      return <p data-testid="probe">{`${state.status}:${expired}`}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider lang="en">
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('anonymous:false'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
