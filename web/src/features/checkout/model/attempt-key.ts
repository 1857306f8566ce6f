/**
 * The idempotency key of the checkout's register call (the order guid derives from it on the
 * server). A changed order is a new attempt with a new key, except after a 503: nobody knows then
 * whether that try placed the order (its answer may be what was lost), so the key stays for the
 * rest of the checkout. A changed request under it is then either placed once or refused as
 * "already submitted" (checkout.idempotencyKeyReused), never a second order.
 */
export function attemptKey(newKey: () => string) {
  let key: string | null = null;
  let inDoubt = false;
  return {
    /** The key of the next submission. */
    current: () => (key ??= newKey()),
    /** The runner changed the order. */
    changed: () => {
      if (!inDoubt) key = null;
    },
    /** The server answered a submission with an error. */
    failed: (status: number | undefined, code: string | undefined) => {
      if (status === 503) inDoubt = true;
      if (code === 'checkout.idempotencyKeyReused') {
        key = null;
        inDoubt = false;
      }
    },
  };
}
