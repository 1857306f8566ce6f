import { describe, expect, it } from 'vitest';
import { documentFileName, paymentDocument, refundDocument } from './tax-document-model';
import { orderFixture, supplierFixture } from './test-fixtures';

const issued = '2026-04-01T08:00:00.000Z';

describe('the document of a paid order', () => {
  it('is a tax document of a VAT payer, with the payment as the date of taxable supply', () => {
    const doc = paymentDocument(orderFixture(), supplierFixture(), '2026000001', issued);
    expect(doc).toMatchObject({
      kind: 'taxDocument',
      number: '2026000001',
      issuedAt: issued,
      taxableSupplyAt: '2026-03-31T22:30:00.000Z',
      customer: { firstName: 'Jiří', lastName: 'Dvořák', email: 'jiri@example.com' },
      orderReference: '1234567890',
      paymentMethod: 'card',
      total: 90_000,
    });
    expect(doc.lines.map((l) => [l.gross, l.rate])).toEqual([
      [50_000, 21],
      [40_000, 21],
    ]);
    expect(doc.summary).toEqual([{ rate: 21, base: 74_380, vat: 15_620, gross: 90_000 }]);
  });

  it('adds a line for an order-wide difference so the total is what the order cost', () => {
    const doc = paymentDocument(
      orderFixture({ calculatedPrice: 85_000 }),
      supplierFixture(),
      '2026000002',
      issued,
    );
    expect(doc.lines.at(-1)).toMatchObject({ gross: -5_000, rate: 21 });
    expect(doc.summary[0]!.gross).toBe(85_000);
  });

  it('is a payment confirmation without VAT for an organizer who is no VAT payer', () => {
    const doc = paymentDocument(orderFixture(), supplierFixture({ paysVat: false }), '2026000003', issued);
    expect(doc.kind).toBe('receipt');
    expect(doc.summary).toEqual([{ rate: 0, base: 90_000, vat: 0, gross: 90_000 }]);
  });

  it('needs a paid order', () => {
    expect(() =>
      paymentDocument(orderFixture({ datePaid: null }), supplierFixture(), '2026000004', issued),
    ).toThrow();
  });
});

describe('the document of a refund', () => {
  const original = paymentDocument(orderFixture(), supplierFixture(), '2026000001', issued);

  it('is a corrective tax document referring to the original, negative at its rate', () => {
    const doc = refundDocument(
      original,
      { amount: 40_000, refundedAt: '2026-05-02T10:00:00.000Z' },
      '2026000007',
      issued,
    );
    expect(doc).toMatchObject({
      kind: 'corrective',
      number: '2026000007',
      taxableSupplyAt: '2026-05-02T10:00:00.000Z',
      total: -40_000,
      original: { number: '2026000001', issuedAt: issued },
      supplier: original.supplier,
      customer: original.customer,
    });
    expect(doc.summary).toEqual([{ rate: 21, base: -33_058, vat: -6_942, gross: -40_000 }]);
  });

  it('is a refund confirmation for a non-payer and refuses a refund of nothing', () => {
    const receipt = paymentDocument(
      orderFixture(),
      supplierFixture({ paysVat: false }),
      '2026000001',
      issued,
    );
    expect(refundDocument(receipt, { amount: 100, refundedAt: issued }, '2026000002', issued).kind).toBe(
      'refundReceipt',
    );
    expect(() => refundDocument(receipt, { amount: 0, refundedAt: issued }, '2026000002', issued)).toThrow(
      RangeError,
    );
  });

  it('names the file after its kind and number', () => {
    expect(documentFileName(original)).toBe('danovy-doklad-2026000001.pdf');
    expect(documentFileName({ kind: 'receipt', number: '2026000002' })).toBe('potvrzeni-2026000002.pdf');
  });
});
