// Layout of the full-client areas (ADR 170): TanStack Query and the session, the forced
// password-reset modal (non-dismissable, customer-side §2) and the session-expired notice.
// Public pages never load this module (ADR 140).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { ForcedPasswordResetModal } from '../../components/session/forced-reset-modal';
import { SessionProvider } from '../../lib/session/session';
import { useLang } from '../layout/use-lang';

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
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider lang={lang}>
        <div className="client-area">
          <Outlet />
        </div>
        <ForcedPasswordResetModal />
      </SessionProvider>
    </QueryClientProvider>
  );
}
