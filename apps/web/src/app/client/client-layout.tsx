// Layout of the full-client areas (ADR 170): TanStack Query and the session, the forced
// password-reset modal (non-dismissable, customer-side §2) and the session-expired notice.
// Public pages never load this module (ADR 140). The queries the server read for the first page
// are hydrated from the page (ADR 216), so it shows them without reading them again.
import { HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Outlet } from 'react-router';
import { ForcedPasswordResetModal } from '../../components/session/forced-reset-modal';
import { SessionProvider } from '../../lib/session/session';
import { useLang } from '../layout/use-lang';
import { QueryStateContext } from './query-state';

export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (count, err) => count < 1 && !(err instanceof Error && 'status' in err && Number(err.status) < 500),
      },
      mutations: { retry: false },
    },
  });
}

export function Component() {
  const lang = useLang();
  const [queryClient] = useState(newQueryClient);
  const serverQueries = useContext(QueryStateContext);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={serverQueries}>
        <SessionProvider lang={lang}>
          <div className="client-area">
            <Outlet />
          </div>
          <ForcedPasswordResetModal />
        </SessionProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
