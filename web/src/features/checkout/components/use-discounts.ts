import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckoutItemRef, DiscountCheckAnswer, DiscountPerson } from '@shared/checkout/checkout-schemas';
import type { DiscountCheckResult } from '@shared/checkout/registration-failure';
import type { CurrencyCode } from '@shared/codelists/enums';
import { errorMessage } from '../../../lib/notify';
import { checkDiscount, reapplyDiscounts } from '../api/checkout-queries';

export interface DiscountMessage {
  code: string;
  /** A check result (texts `errors:discount.<result>`) or `alreadyUsed`; `text` for a failed call. */
  result: DiscountCheckResult | 'alreadyUsed' | 'failed';
  text?: string;
}

const REAPPLY_DELAY_MS = 400;

/**
 * Discount codes of the checkout: check-discount when one is applied, reapply-discounts whenever the
 * cart or the chosen extras change (codes that no longer apply drop out with their message).
 */
export function useDiscounts(
  currency: CurrencyCode,
  refs: CheckoutItemRef[],
  additionals: number[],
  /** Who registers on each item: the subcategory a code may be limited to depends on it. */
  persons: Array<DiscountPerson | null> = [],
) {
  const [applied, setApplied] = useState<DiscountCheckAnswer[]>([]);
  const [message, setMessage] = useState<DiscountMessage | null>(null);
  const [pending, setPending] = useState(false);
  const request = { currency, items: refs, additionals, persons };
  const requestKey = JSON.stringify(request);
  const latest = useRef({ request, applied });
  useEffect(() => {
    latest.current = { request, applied };
  });

  const apply = useCallback(async (code: string): Promise<boolean> => {
    const known = latest.current.applied.some((d) => d.code.toLowerCase() === code.toLowerCase());
    if (known) {
      setMessage({ code, result: 'alreadyUsed' });
      return false;
    }
    setPending(true);
    try {
      const answer = await checkDiscount(code, latest.current.request);
      setMessage({ code: answer.code || code, result: answer.result });
      if (answer.result !== 'none') return false;
      setApplied((list) => [...list.filter((d) => d.code !== answer.code), answer]);
      return true;
    } catch (error) {
      setMessage({ code, result: 'failed', text: errorMessage(error) });
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  const remove = useCallback((code: string) => {
    setApplied((list) => list.filter((d) => d.code !== code));
    setMessage(null);
  }, []);

  // Cart or extras changed: the applied codes are computed again.
  const lastKey = useRef(requestKey);
  useEffect(() => {
    if (lastKey.current === requestKey) return;
    lastKey.current = requestKey;
    const codes = latest.current.applied.map((d) => d.code);
    if (codes.length === 0) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      reapplyDiscounts(codes, JSON.parse(requestKey) as typeof request)
        .then((answers) => {
          if (cancelled) return;
          setApplied(answers.filter((a) => a.result === 'none'));
          const dropped = answers.find((a) => a.result !== 'none');
          if (dropped) setMessage({ code: dropped.code, result: dropped.result });
        })
        .catch(() => undefined);
    }, REAPPLY_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [requestKey]);

  return { applied, message, pending, apply, remove };
}
