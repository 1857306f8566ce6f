/**
 * What a visitor does on a prerendered page before the app has taken it over. The page paints from
 * its HTML and the app's code starts after that paint (inline-boot.ts), so on a slow phone the
 * page can be clicked seconds before React listens: such a click would do nothing (issue 29).
 *
 * The inline boot script installs the gate (`installHydrationGate`); the app releases it
 * (`releaseHydrationGate`, lib/app-ready.ts) once its first render or hydration has committed the
 * page. Meanwhile:
 * - the first pointer, touch, key or focus starts the app at once instead of after the paint;
 * - a click on a control (not a plain link, which navigates to a page prerendered as well) is
 *   held back and the page shows it is busy; on release it is replayed on the same element, which
 *   hydration kept, if it is still in the page (a render that replaced the HTML drops it);
 * - text typed or a choice made in a field is remembered and handed to the app's state on release:
 *   hydration keeps what the field shows but not the app's state, and the field's next render would
 *   put the rendered value back.
 * The two sides are separate bundles (the boot script is inlined in the HTML), so they meet on a
 * window property; the logic stays here, in the HTML, and the app's entry only calls `release`.
 */

/** Controls whose click does something only once the app listens; their descendants too. */
const CONTROLS =
  'button,input,label,select,textarea,summary,[role=button],[role=radio],[role=checkbox],[role=switch],[role=tab],[role=menuitem],[role=option]';
/** Events that mean the visitor is about to do something: the app starts at once. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
const GATE_KEY = '__hydrationGate';

type GateWindow = Window & { [GATE_KEY]?: () => void };
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Puts a field's value into the app's state: React notices a change only when the value differs from
 * the one its tracker saw last, and its tracker sees assignments through the element's own `value`
 * property but not through the prototype's setter; the events then reach its onChange (text fields
 * listen to `input`, a select to `change`).
 */
function handOver(field: Field, value: string): void {
  const set = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = `${value} `;
  if (set) set.call(field, value);
  else field.value = value;
  for (const type of ['input', 'change']) field.dispatchEvent(new Event(type, { bubbles: true }));
}

export function installHydrationGate(start: () => void): void {
  const clicks: Element[] = [];
  const values = new Map<Field, string>();
  const busy = document.createElement('style');
  busy.textContent = '#root[aria-busy=true] *{cursor:progress!important}';
  const root = () => document.getElementById('root');

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(CONTROLS);
    const link = target?.closest('a[href]');
    if (!control || (link && control.contains(link))) return;
    event.preventDefault();
    event.stopPropagation();
    clicks.push(control);
    document.head.appendChild(busy);
    root()?.setAttribute('aria-busy', 'true');
  };
  const onInput = (event: Event) => {
    const field = event.target as Field;
    if ('value' in field && !/^(checkbox|radio|file)$/.test(field.type)) values.set(field, field.value);
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ['click', onClick],
    ['input', onInput],
    ...INTENT_EVENTS.map((type): [string, () => void] => [type, start]),
  ];
  for (const [type, listener] of listeners)
    window.addEventListener(type, listener, { capture: true, passive: type !== 'click' });

  (window as GateWindow)[GATE_KEY] = () => {
    delete (window as GateWindow)[GATE_KEY];
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, { capture: true });
    busy.remove();
    root()?.removeAttribute('aria-busy');
    // Values first: a queued click may submit what was typed.
    values.forEach((value, field) => field.isConnected && handOver(field, value));
    for (const control of clicks) if (control.isConnected) (control as HTMLElement).click();
  };
}

/** The app has rendered or hydrated the page: what was held back is replayed (no-op without a gate). */
export function releaseHydrationGate(): void {
  (window as GateWindow)[GATE_KEY]?.();
}
