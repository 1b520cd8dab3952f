// The back-office screens' test harness: a screen rendered as a signed-in super user would see it
// (texts of the path's language, the session already known: no status call, the admin alerts), at a
// route of the admin area. Each test file stubs `fetch` with the contracts' shapes itself.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AdminAlertsProvider } from '../src/features/admin/components/alerts';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { SESSION_KEY, SessionProvider } from '../src/lib/session/session';

export async function renderAdmin(
  path: string,
  element: ReactNode,
  opts: { route?: string; client?: QueryClient } = {},
): Promise<{ i18n: Awaited<ReturnType<typeof createI18n>>; client: QueryClient }> {
  const lang = path.startsWith('/fr') ? 'fr' : 'en';
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  const client = opts.client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_KEY, { id: 1, uuid: 'u', email: 'admin@mijote.test', csrfToken: 'csrf-1', type: 'SU' } as never);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionProvider lang={lang}>
          <MemoryRouter initialEntries={[path]}>
            <AdminAlertsProvider>
              <Routes>
                <Route path={opts.route ?? '/:lang/admin/*'} element={element} />
              </Routes>
            </AdminAlertsProvider>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { i18n, client };
}
