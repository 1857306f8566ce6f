import { isApiError } from './api-client';
import { i18n } from './i18n';

/**
 * Toasts (spec §8): success, error and warning notifications, bottom-right. Requests queue here and
 * the toast area (components/toaster) is loaded with the first one, so pages that never notify do
 * not download the toast machinery.
 */
export interface ToastRequest {
  type: 'success' | 'error' | 'warning';
  title: string;
  description: string;
  duration?: number;
}

const queue: ToastRequest[] = [];
const listeners = new Set<() => void>();
let requested = false;

function push(request: ToastRequest): void {
  queue.push(request);
  requested = true;
  listeners.forEach((l) => l());
}

/** Hands the queued requests to the toast area (and empties the queue). */
export function takeToastRequests(): ToastRequest[] {
  return queue.splice(0);
}

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any toast was ever requested (the toast area is mounted from then on). */
export function toastsRequested(): boolean {
  return requested;
}

export const notify = {
  success(description: string, title?: string) {
    push({ type: 'success', title: title ?? i18n.t('toast.success'), description });
  },
  warning(description: string, title?: string) {
    push({ type: 'warning', title: title ?? i18n.t('toast.warning'), description });
  },
  error(description: string, title?: string) {
    push({ type: 'error', title: title ?? i18n.t('toast.error'), description, duration: 8000 });
  },
};

/** Human message of any failure: API errors carry the spec's messages, the rest a generic text. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return i18n.t('toast.unexpectedError');
}

/** The generic handler for failures nobody handled in place. */
export function reportError(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (isApiError(error) && error.authError) {
    notify.warning(error.message);
    return;
  }
  notify.error(errorMessage(error));
}
