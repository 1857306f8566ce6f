import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { getSystem } from './chakra-system';

/** Id of the build-time global CSS in index.html (vite-plugins/chakra-static-css.ts). */
export const CHAKRA_STATIC_CSS_ID = 'chakra-static-css';

/**
 * The built index.html already carries the design system's global CSS (tokens, preflight, global
 * styles): the provider then inserts nothing at runtime instead of serialising, hashing and
 * inserting ~50 kB of CSS on every page load (the build also makes Chakra skip computing it, see
 * vite-plugins/chakra-lazy-global.ts). Without it (dev server, tests) Chakra inserts the global
 * styles as usual.
 */
function runtimeSystem(): ReturnType<typeof getSystem> {
  const system = getSystem();
  // The render worker (server-render.tsx) renders into that index.html too.
  if (typeof document === 'undefined' || document.getElementById(CHAKRA_STATIC_CSS_ID)) {
    // Replaces the (possibly lazy) field without computing it.
    Object.defineProperty(system, '_global', {
      value: [],
      writable: true,
      configurable: true,
      enumerable: true,
    });
  }
  return system;
}

export function DesignSystemProvider({ children }: { children: ReactNode }) {
  const [system] = useState(runtimeSystem);
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
