import type { OrganizerRecord } from '../series-editor/series-editor-ports';
import type { TaxDocumentSupplier } from './tax-document-model';

/** The standard VAT rate (zákon o DPH §47(1)(a)), for an organizer whose rate is not set. */
export const STANDARD_VAT_RATE = 21;

/**
 * The supplier of a series' documents: its organizer. DIČ: the organizer's own when stored
 * (`taxDocuments.dic`), else for a legal entity `CZ` + IČO, which is what a Czech company's DIČ
 * is (§130 daňového řádu); a person's DIČ cannot be derived and stays empty until entered.
 */
export function supplierOf(
  organizer: OrganizerRecord & { taxDocuments?: { dic?: string; vatRate?: number } },
  name: string,
): TaxDocumentSupplier {
  const ic = organizer.ic ?? '';
  return {
    organizerGuid: organizer.guid,
    name,
    street: organizer.street ?? '',
    city: organizer.city ?? '',
    zipcode: organizer.zipcode ?? '',
    country: organizer.country ?? 'CZE',
    ic,
    dic: organizer.taxDocuments?.dic || (organizer.isLegalEntity && ic ? `CZ${ic}` : ''),
    paysVat: organizer.paysVAT ?? false,
    vatRate: organizer.taxDocuments?.vatRate ?? STANDARD_VAT_RATE,
  };
}
