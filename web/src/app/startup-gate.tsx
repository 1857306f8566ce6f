import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { CodeListsProvider } from '../lib/codelists';
import { CriticalErrorPage } from './critical-error-page';
import { browserStartupSteps, runStartup } from './startup';

/** Shows a spinner while the startup sequence runs, the critical error page if it fails. */
export function StartupGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const startup = useQuery({
    queryKey: ['startup'],
    queryFn: () => runStartup(browserStartupSteps(queryClient)),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silentError: true },
  });

  if (startup.isPending) return <PageSpinner fullScreen />;
  if (startup.isError) return <CriticalErrorPage error={startup.error} />;
  return <CodeListsProvider value={startup.data.codeLists}>{children}</CodeListsProvider>;
}
