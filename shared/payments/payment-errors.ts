export type PaymentErrorParams = Record<string, string | number | boolean>;

/**
 * A typed error for payment data that cannot be turned into a bank detail or a QR payment.
 * It carries a stable code (texts in payment-messages.ts) so callers can map it to a
 * validation error of the field that supplied the value instead of a generic 500.
 */
export class PaymentFormatError extends Error {
  constructor(
    readonly code: string,
    readonly params?: PaymentErrorParams,
  ) {
    super(params ? `${code} ${JSON.stringify(params)}` : code);
    this.name = 'PaymentFormatError';
  }
}
