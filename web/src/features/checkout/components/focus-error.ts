import { domId } from '../model/form-keys';

/** The id of the checkout's error alert (the focus goes there when no field is to blame). */
export const ALERT_ID = 'checkout-alert';

/**
 * Moves the focus to the control behind an error key (or the alert) and scrolls it into view, once
 * React has rendered the errors (a few frames at most).
 */
export function focusError(key: string | undefined, attempt = 0): void {
  requestAnimationFrame(() => {
    const el = (key && document.getElementById(domId(key))) || document.getElementById(ALERT_ID);
    if (!el) {
      if (attempt < 10) focusError(key, attempt + 1);
      return;
    }
    const focusable =
      'input:not([disabled]),select:not([disabled]),textarea:not([disabled]),button:not([disabled])';
    const target =
      el.matches(focusable) || el.tabIndex >= 0 ? el : (el.querySelector<HTMLElement>(focusable) ?? el);
    const box = target.closest<HTMLElement>('[data-scope=field],fieldset') ?? el;
    box.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target.focus({ preventScroll: true });
  });
}
