import type { CurrencyCode } from '@shared/codelists/enums';
import { summarizeByRate, type VatSplit } from './vat-split';

/**
 * What a document holds (zákon o DPH §29(1) for a tax document, §45 for a corrective one):
 * - `receipt`: payment confirmation of an organizer that is no VAT payer (no VAT shown);
 * - `taxDocument`: daňový doklad of a VAT payer, issued on payment (it confirms the payment too);
 * - `refundReceipt`: confirmation of a refund, referring to the receipt;
 * - `corrective`: opravný daňový doklad of a refund, referring to the original tax document.
 */
export type TaxDocumentKind = 'receipt' | 'taxDocument' | 'refundReceipt' | 'corrective';

export interface TaxDocumentSupplier {
  organizerGuid: string;
  name: string;
  street: string;
  city: string;
  zipcode: string;
  country: string;
  /** IČO (may be empty for a person without one). */
  ic: string;
  /** DIČ (only a VAT payer's documents show it). */
  dic: string;
  paysVat: boolean;
  /** The VAT rate of the entry fees, percent (VAT payers only). */
  vatRate: number;
}

export interface TaxDocumentLine {
  description: string;
  /** Price with VAT, minor units (negative on a refund document). */
  gross: number;
  /** VAT rate, percent; 0 on a non-payer's document. */
  rate: number;
}

export interface TaxDocumentModel {
  kind: TaxDocumentKind;
  number: string;
  /** ISO instant of issue (datum vystavení). */
  issuedAt: string;
  /** ISO instant of the taxable supply (DUZP): the payment, or the refund for a corrective document. */
  taxableSupplyAt: string;
  supplier: TaxDocumentSupplier;
  customer: { firstName: string; lastName: string; email: string };
  /** The order's variable symbol. */
  orderReference: string;
  currency: CurrencyCode;
  paymentMethod: 'card' | 'transfer' | 'other';
  lines: TaxDocumentLine[];
  /** Per rate: base, VAT and gross (a non-payer's document has one line at rate 0 with no VAT). */
  summary: VatSplit[];
  total: number;
  /** A refund document's original document. */
  original?: { number: string; issuedAt: string };
}

/** The order as the document needs it (functions/domain/orders/order-records.ts). */
export interface PaidOrderSource {
  variableSymbol: string;
  currency: CurrencyCode;
  paymentMethod: number;
  registrator: { firstName: string; lastName: string; email: string };
  calculatedPrice: number;
  datePaid: string | null;
  items: ReadonlyArray<{
    eventName: string;
    subEventName: string;
    categoryName: string;
    firstName: string;
    lastName: string;
    basePrice: number;
    additionalsPrice: number;
    discount: number;
  }>;
}

const paymentMethodOf = (n: number): TaxDocumentModel['paymentMethod'] =>
  n === 1 ? 'card' : n === 2 ? 'transfer' : 'other';

const rateOf = (supplier: TaxDocumentSupplier) => (supplier.paysVat ? supplier.vatRate : 0);

/**
 * The document of a paid order: one line per registration (its entry fee, extras less its
 * discount) and, when the order's price differs from their sum (an order-wide discount, a change
 * paid later), one line of the difference, so the total is always what the order cost.
 */
export function paymentDocument(
  order: PaidOrderSource,
  supplier: TaxDocumentSupplier,
  number: string,
  issuedAt: string,
): TaxDocumentModel {
  if (!order.datePaid) throw new Error('A payment document needs a paid order');
  const rate = rateOf(supplier);
  const lines: TaxDocumentLine[] = order.items.map((item) => ({
    description: `${item.eventName} – ${item.subEventName} (${item.categoryName}): ${item.firstName} ${item.lastName}`,
    gross: item.basePrice + item.additionalsPrice - item.discount,
    rate,
  }));
  const difference = order.calculatedPrice - lines.reduce((sum, l) => sum + l.gross, 0);
  if (difference !== 0)
    lines.push({ description: 'Úprava ceny / Price adjustment', gross: difference, rate });
  return {
    kind: supplier.paysVat ? 'taxDocument' : 'receipt',
    number,
    issuedAt,
    taxableSupplyAt: order.datePaid,
    supplier,
    customer: { ...order.registrator },
    orderReference: order.variableSymbol,
    currency: order.currency,
    paymentMethod: paymentMethodOf(order.paymentMethod),
    lines,
    summary: summarizeByRate(lines),
    total: order.calculatedPrice,
  };
}

/**
 * The document of a refund, referring to the original: one negative line of the amount returned
 * at the original's rate; the date of the taxable supply is the refund's (§42: the correction
 * takes effect when it is made).
 */
export function refundDocument(
  original: TaxDocumentModel,
  refund: { amount: number; refundedAt: string },
  number: string,
  issuedAt: string,
): TaxDocumentModel {
  if (!Number.isInteger(refund.amount) || refund.amount <= 0)
    throw new RangeError('refund amount must be positive');
  const rate = original.summary[0]?.rate ?? 0;
  const lines: TaxDocumentLine[] = [
    {
      description: `Vrácení platby k dokladu ${original.number} / Refund to document ${original.number}`,
      gross: -refund.amount,
      rate,
    },
  ];
  return {
    ...original,
    kind: original.kind === 'taxDocument' ? 'corrective' : 'refundReceipt',
    number,
    issuedAt,
    taxableSupplyAt: refund.refundedAt,
    lines,
    summary: summarizeByRate(lines),
    total: -refund.amount,
    original: { number: original.number, issuedAt: original.issuedAt },
  };
}

/** The title printed on the document. */
export const DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  receipt: 'Potvrzení o zaplacení / Payment confirmation',
  taxDocument: 'Daňový doklad / Tax document',
  refundReceipt: 'Potvrzení o vrácení platby / Refund confirmation',
  corrective: 'Opravný daňový doklad / Corrective tax document',
};

/** The file name a download is saved under. */
export const documentFileName = (model: Pick<TaxDocumentModel, 'kind' | 'number'>): string =>
  `${model.kind === 'corrective' || model.kind === 'taxDocument' ? 'danovy-doklad' : 'potvrzeni'}-${model.number}.pdf`;
