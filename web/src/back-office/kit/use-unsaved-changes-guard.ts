import { useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { useConfirm } from './confirm-dialog';

/** Index react-router's browser history keeps in `history.state` (null outside its entries). */
function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Spec §2 "unsaved-changes warning when leaving forms", on the declarative router: `useBlocker`
 * needs the data router, which the app does not use (it would add ~17 kB to every public page).
 * While `isDirty`:
 * - in-app navigations (links, `navigate()`) go through the router's navigator: its push, replace
 *   and go are wrapped to ask first ("Leave without saving?" – stay / leave);
 * - the browser's back/forward buttons change the URL before anyone can ask: the popstate is caught
 *   before the router sees it (capture phase), undone with `history.go`, and redone if the user
 *   chooses to leave;
 * - reload and closing the tab get the browser's own `beforeunload` prompt.
 * Everything is put back as soon as the form is clean again or unmounts.
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const confirm = useConfirm();
  const { t } = useTranslation(BACK_OFFICE_NS);
  const askRef = useRef<() => Promise<boolean>>(() => Promise.resolve(true));
  useEffect(() => {
    askRef.current = () =>
      confirm({
        title: t('unsaved.title'),
        body: t('unsaved.body'),
        confirmLabel: t('unsaved.leave'),
        cancelLabel: t('unsaved.stay'),
        destructive: true,
      });
  });

  useEffect(() => {
    if (!isDirty) return;
    return guardNavigation(navigator, () => askRef.current());
  }, [isDirty, navigator]);
}

/**
 * Wraps the router's navigator and listens to popstate / beforeunload until the returned function
 * is called (see useUnsavedChangesGuard). Kept outside the hook: it changes the navigator object
 * react-router handed out, on purpose and undone on cleanup.
 */
function guardNavigation(nav: Navigator, askUser: () => Promise<boolean>): () => void {
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
  const guarded = (run: () => void) => (): void => {
    void ask().then((leave) => {
      if (leave) run();
    });
  };

  // react-router calls these detached from the navigator (no `this`), so plain functions it is.
  const push: Navigator['push'] = (...args) =>
    guarded(() => {
      original.push(...args);
      currentIndex = historyIndex(window.history.state);
    })();
  const replace: Navigator['replace'] = (...args) =>
    guarded(() => {
      original.replace(...args);
      currentIndex = historyIndex(window.history.state);
    })();
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
  // Capture listeners on window run before the router's own popstate listener.
  window.addEventListener('popstate', onPopState, true);
  window.addEventListener('beforeunload', onBeforeUnload);

  return () => {
    window.removeEventListener('popstate', onPopState, true);
    window.removeEventListener('beforeunload', onBeforeUnload);
    // Only undo our own wrapping (another guard may have wrapped on top since).
    if (nav.push === push) nav.push = original.push;
    if (nav.replace === replace) nav.replace = original.replace;
    if (nav.go === go) nav.go = original.go;
  };
}
