import type { PaidOrderSource, TaxDocumentSupplier } from './tax-document-model';

/** A VAT-paying organizer and a paid two-runner order, for the tax document tests. */
export const supplierFixture = (over: Partial<TaxDocumentSupplier> = {}): TaxDocumentSupplier => ({
  organizerGuid: 'org-1',
  name: 'Běžecký klub Říčany, z. s.',
  street: 'Škroupova 12',
  city: 'Říčany',
  zipcode: '251 01',
  country: 'CZE',
  ic: '25596641',
  dic: 'CZ25596641',
  paysVat: true,
  vatRate: 21,
  ...over,
});

export const orderFixture = (over: Partial<PaidOrderSource> = {}): PaidOrderSource => ({
  variableSymbol: '1234567890',
  currency: 'CZK',
  paymentMethod: 1,
  registrator: { firstName: 'Jiří', lastName: 'Dvořák', email: 'jiri@example.com' },
  calculatedPrice: 90_000,
  datePaid: '2026-03-31T22:30:00.000Z',
  items: [
    {
      eventName: 'Pražský půlmaraton',
      subEventName: '10 km',
      categoryName: 'Muži',
      firstName: 'Jiří',
      lastName: 'Dvořák',
      basePrice: 45_000,
      additionalsPrice: 5_000,
      discount: 0,
    },
    {
      eventName: 'Pražský půlmaraton',
      subEventName: '10 km',
      categoryName: 'Ženy',
      firstName: 'Růžena',
      lastName: 'Dvořáková',
      basePrice: 45_000,
      additionalsPrice: 0,
      discount: 5_000,
    },
  ],
  ...over,
});
