/**
 * The first say on the browser's back/forward buttons, for the unsaved-changes guard
 * (navigation-guard.ts). `popstate` fires on window itself, where Chromium calls listeners in the
 * order they were added whatever their phase: a guard added when a form gets dirty would run after
 * React Router's own listener, which has already moved to the other page. So one listener is added
 * here, when the app starts (before the router mounts), and hands each pop to the newest guard.
 */
type Gate = (event: PopStateEvent) => void;

const gates: Gate[] = [];

if (typeof window !== 'undefined')
  window.addEventListener('popstate', (event) => gates.at(-1)?.(event), true);

/** Lets `gate` see every pop first until the returned function is called. */
export function openPopstateGate(gate: Gate): () => void {
  gates.push(gate);
  return () => {
    const at = gates.lastIndexOf(gate);
    if (at >= 0) gates.splice(at, 1);
  };
}
