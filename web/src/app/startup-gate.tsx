import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { CodeListsProvider } from '../lib/codelists';
import { CriticalErrorPage } from './critical-error-page';
import { browserStartupSteps, runStartup, type StartupResult } from './startup';

type StartupState =
  { status: 'pending' } | { status: 'success'; data: StartupResult } | { status: 'error'; error: unknown };

export const startupQuery = (queryClient: QueryClient) => ({
  queryKey: ['startup'],
  queryFn: () => runStartup(browserStartupSteps(queryClient)),
  retry: false,
  staleTime: Infinity,
  gcTime: Infinity,
  meta: { silentError: true },
});

/**
 * Shows a spinner while the startup sequence runs, the critical error page if it fails. The app
 * behind the gate is rendered as a transition: React builds the first full page in small slices
 * instead of one long task that would keep the main thread busy.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [startup, setStartup] = useState<StartupState>(() => {
    const done = queryClient.getQueryData<StartupResult>(['startup']);
    return done ? { status: 'success', data: done } : { status: 'pending' };
  });

  useEffect(() => {
    if (startup.status !== 'pending') return;
    let live = true;
    queryClient.fetchQuery(startupQuery(queryClient)).then(
      (data) => live && startTransition(() => setStartup({ status: 'success', data })),
      (error: unknown) => live && startTransition(() => setStartup({ status: 'error', error })),
    );
    return () => {
      live = false;
    };
  }, [queryClient, startup.status]);

  if (startup.status === 'pending') return <PageSpinner fullScreen />;
  if (startup.status === 'error') return <CriticalErrorPage error={startup.error} />;
  return <CodeListsProvider value={startup.data.codeLists}>{children}</CodeListsProvider>;
}
