import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getSystem } from '../../app/chakra-system';
import { ConfirmProvider } from './confirm-dialog';

/**
 * jsdom lacks what Chakra's positioned layers (zag, floating-ui) call: CSS.escape, ResizeObserver,
 * scrollIntoView, layout boxes. Only for tests; browsers have them all.
 */
export function installDomShims(): void {
  const g = globalThis as unknown as { CSS?: { escape?: (value: string) => string } };
  g.CSS ??= {};
  g.CSS.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  // Focus traps only focus elements that have a layout box: pretend connected, shown ones do.
  HTMLElement.prototype.getClientRects = function getClientRects(this: HTMLElement) {
    const box = { x: 0, y: 0, width: 1, height: 1, top: 0, left: 0, right: 1, bottom: 1 };
    const shown = this.isConnected && !this.closest('[hidden]');
    return Object.assign(shown ? [box] : [], {
      item: (i: number) => (shown && i === 0 ? box : null),
    }) as unknown as DOMRectList;
  };
}

export function KitProviders({ children, route = '/' }: { children: ReactNode; route?: string }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <ConfirmProvider>{children}</ConfirmProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

/** Renders inside Chakra, react-query, a memory router and the confirm host. */
export function renderKit(
  ui: ReactElement,
  options: { route?: string } & Omit<RenderOptions, 'wrapper'> = {},
) {
  installDomShims();
  const { route, ...rest } = options;
  return render(ui, {
    wrapper: ({ children }) => <KitProviders route={route}>{children}</KitProviders>,
    ...rest,
  });
}
