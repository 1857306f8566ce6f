import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';
import { renderTaxDocumentPdf } from './render-pdf';
import { paymentDocument, refundDocument } from './tax-document-model';
import { orderFixture, supplierFixture } from './test-fixtures';

const issued = '2026-04-01T08:00:00.000Z';

describe('the tax document as a PDF', () => {
  it('is a PDF whose text reads back with its Czech letters and holds what §29 requires', async () => {
    const model = paymentDocument(orderFixture(), supplierFixture(), '2026000001', issued);
    const pdf = await renderTaxDocumentPdf(model);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Daňový doklad',
      'Příjmení',
      'Běžecký klub Říčany, z. s.',
      'Škroupova 12',
      'IČO: 25596641',
      'DIČ: CZ25596641',
      'Číslo dokladu / Number: 2026000001',
      'Příjmení / Surname: Dvořák',
      // paid 31 March 22:30 UTC = 1 April 00:30 in Prague: the Czech day counts
      'Datum uskutečnění zdanitelného plnění / Date of taxable supply: 1. 4. 2026',
      'Datum vystavení / Date of issue: 1. 4. 2026',
      'Růžena Dvořáková',
      'Sazba 21 %',
    ])
      expect(text).toContain(expected);
    expect(text.replace(/\s/g, ' ')).toMatch(
      /základ \/ base 743,80 Kč, DPH \/ VAT 156,20 Kč, celkem \/ total 900 Kč/,
    );
  });

  it('embeds its font, so no reader substitutes one', async () => {
    const pdf = await renderTaxDocumentPdf(
      paymentDocument(orderFixture(), supplierFixture(), '2026000001', issued),
    );
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).toMatch(/\/ToUnicode \d+ 0 R/);
    expect(raw).not.toContain('/Helvetica');
  });

  it('prints a corrective document with a reference to the original', async () => {
    const original = paymentDocument(orderFixture(), supplierFixture(), '2026000001', issued);
    const corrective = refundDocument(original, { amount: 40_000, refundedAt: issued }, '2026000002', issued);
    const text = await pdfText(await renderTaxDocumentPdf(corrective));
    expect(text).toContain('Opravný daňový doklad');
    expect(text).toContain('K dokladu / To document: 2026000001');
  });

  it('prints a non-payer’s confirmation without a DIČ or VAT summary', async () => {
    const model = paymentDocument(orderFixture(), supplierFixture({ paysVat: false }), '2026000001', issued);
    const text = await pdfText(await renderTaxDocumentPdf(model));
    expect(text).toContain('Potvrzení o zaplacení');
    expect(text).toContain('Neplátce DPH');
    expect(text).not.toContain('DIČ');
    expect(text).not.toContain('Rekapitulace DPH');
  });
});
