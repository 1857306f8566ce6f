import { QueryClientProvider } from '@tanstack/react-query';
import { ToasterHost } from '../components/toaster-host';
import { CartDialogsHost } from '../features/cart/components/cart-dialogs-host';
import { createQueryClient } from '../lib/query-client';
import { DesignSystemProvider } from './chakra-provider';
import { AppRouter } from './router';
import { StartupGate } from './startup-gate';

const queryClient = createQueryClient();

export function App() {
  return (
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <StartupGate>
          <AppRouter />
        </StartupGate>
        <CartDialogsHost />
        <ToasterHost />
      </QueryClientProvider>
    </DesignSystemProvider>
  );
}
