import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterHost } from '../components/toaster-host';
import { CartDialogsHost } from '../features/cart/components/cart-dialogs-host';
import { DesignSystemProvider } from './chakra-provider';
import { StartupGate } from './startup-gate';

/**
 * The app around its router: the browser's (main.tsx) or the render worker's static one
 * (server-render.tsx), which renders the same tree so the browser can hydrate its HTML.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <StartupGate>{router}</StartupGate>
        <CartDialogsHost />
        <ToasterHost />
      </QueryClientProvider>
    </DesignSystemProvider>
  );
}
