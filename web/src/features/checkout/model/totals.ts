/** Order totals of the checkout (minor units): base prices, chosen extras, discounts, total. */
export interface CheckoutTotals {
  base: number;
  additionals: number;
  discount: number;
  total: number;
}

export function checkoutTotals(
  itemPrices: readonly number[],
  additionals: readonly number[],
  discounts: ReadonlyArray<{ amount: number }>,
): CheckoutTotals {
  const base = itemPrices.reduce((sum, p) => sum + p, 0);
  const extras = additionals.reduce((sum, p) => sum + p, 0);
  // A discount never takes the order below zero.
  const discount = Math.min(
    base + extras,
    discounts.reduce((sum, d) => sum + Math.max(0, d.amount), 0),
  );
  return { base, additionals: extras, discount, total: base + extras - discount };
}
