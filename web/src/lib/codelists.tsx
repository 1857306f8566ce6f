import { queryOptions } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import { commonRoutes } from '@shared/api/areas/common';
import type { CodeLists } from '@shared/codelists/codelists';
import { api } from './api-client';

/** GET /codelists: loaded once at startup (spec §4), failure is fatal. */
export const codeListsQuery = queryOptions({
  queryKey: ['codelists'],
  queryFn: ({ signal }): Promise<CodeLists> => api.call(commonRoutes.codelists, undefined, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  meta: { silentError: true },
});

const CodeListsContext = createContext<CodeLists | null>(null);

export function CodeListsProvider({ value, children }: { value: CodeLists; children: ReactNode }) {
  return <CodeListsContext value={value}>{children}</CodeListsContext>;
}

/** The code lists of the running app; available everywhere below the startup gate. */
export function useCodeLists(): CodeLists {
  const value = use(CodeListsContext);
  if (!value) throw new Error('useCodeLists used outside CodeListsProvider');
  return value;
}
