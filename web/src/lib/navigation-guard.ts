import type { Navigator } from 'react-router-dom';
import { openPopstateGate } from './popstate-gate';

/** Index react-router's browser history keeps in `history.state` (null outside its entries). */
function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Spec §2 "unsaved-changes warning when leaving forms", on the declarative router: `useBlocker`
 * needs the data router, which the app does not use (it would add ~17 kB to every public page), so
 * this is the blocker. Until the returned function is called:
 * - in-app navigations (links, `navigate()`) go through the router's navigator: its push, replace
 *   and go are wrapped to ask first (`askUser`: true = leave);
 * - the browser's back/forward buttons change the URL before anyone can ask: the popstate is caught
 *   before the router sees it (popstate-gate.ts), undone with `history.go`, and redone if the user
 *   chooses to leave;
 * - reload and closing the tab get the browser's own `beforeunload` prompt.
 * Used by the back office's forms and by the runner's (checkout, Manage Account, relay racers).
 */
export function guardNavigation(nav: Navigator, askUser: () => Promise<boolean>): () => void {
  const original = { push: nav.push, replace: nav.replace, go: nav.go };
  let asking = false;
  let currentIndex = historyIndex(window.history.state);
  /** The pop that undoes a blocked back/forward: nobody should see it. */
  let swallowNextPop = false;
  /** The pop of a confirmed `go`: the router must see it. */
  let passNextPop = false;

  const ask = async (): Promise<boolean> => {
    // A second navigation while the question is open is dropped, not queued.
    if (asking) return false;
    asking = true;
    try {
      return await askUser();
    } finally {
      asking = false;
    }
  };
  /** A link to the page already shown (the cart's "go to checkout" on the checkout) loses nothing. */
  const samePage = (to: Parameters<Navigator['push']>[0]): boolean => {
    const here = window.location;
    if (typeof to === 'string') {
      const url = new URL(to, here.href);
      return url.pathname === here.pathname && url.search === here.search;
    }
    return (to.pathname ?? here.pathname) === here.pathname && (to.search ?? '') === here.search;
  };
  const guarded = (run: () => void) => (): void => {
    void ask().then((leave) => {
      if (leave) run();
    });
  };

  // react-router calls these detached from the navigator (no `this`), so plain functions it is.
  const push: Navigator['push'] = (...args) => {
    const run = () => {
      original.push(...args);
      currentIndex = historyIndex(window.history.state);
    };
    if (samePage(args[0])) run();
    else guarded(run)();
  };
  const replace: Navigator['replace'] = (...args) => {
    const run = () => {
      original.replace(...args);
      currentIndex = historyIndex(window.history.state);
    };
    if (samePage(args[0])) run();
    else guarded(run)();
  };
  const go: Navigator['go'] = (delta) =>
    guarded(() => {
      passNextPop = true;
      original.go(delta);
    })();
  nav.push = push;
  nav.replace = replace;
  nav.go = go;

  const onPopState = (event: PopStateEvent) => {
    if (passNextPop) {
      passNextPop = false;
      return;
    }
    if (swallowNextPop) {
      swallowNextPop = false;
      event.stopImmediatePropagation();
      return;
    }
    const target = historyIndex(event.state);
    // Entries the router did not make cannot be undone precisely: let the router handle them.
    if (currentIndex === null || target === null || target === currentIndex) return;
    const delta = currentIndex - target;
    event.stopImmediatePropagation();
    swallowNextPop = true;
    window.history.go(delta);
    void ask().then((leave) => {
      if (!leave) return;
      passNextPop = true;
      window.history.go(-delta);
    });
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show their prompt only when returnValue is set.
    event.returnValue = '';
  };
  // Ahead of the router's own popstate listener (popstate-gate.ts).
  const closeGate = openPopstateGate(onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);

  return () => {
    closeGate();
    window.removeEventListener('beforeunload', onBeforeUnload);
    // Only undo our own wrapping (another guard may have wrapped on top since).
    if (nav.push === push) nav.push = original.push;
    if (nav.replace === replace) nav.replace = original.replace;
    if (nav.go === go) nav.go = original.go;
  };
}
