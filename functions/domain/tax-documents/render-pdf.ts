import PDFDocument from 'pdfkit';
import type { CurrencyCode } from '@shared/codelists/enums';
import { formatMoney } from '@shared/money';
import { formatPragueDate } from '@shared/prague-time';
import { fontBytes } from './pdf-font';
import { DOCUMENT_TITLES, type TaxDocumentModel } from './tax-document-model';

const money = (minor: number, currency: CurrencyCode) => formatMoney(minor, currency, 'cs');

const PAYMENT_METHODS: Record<TaxDocumentModel['paymentMethod'], string> = {
  card: 'platební kartou / by card',
  transfer: 'bankovním převodem / by bank transfer',
  other: 'jinak / other',
};

/**
 * The document as a PDF (A4, pdfkit). The font is embedded as a subset with its ToUnicode map,
 * so the text can be searched and copied with its diacritics. Fixed creation date (the issue
 * time): rendering the same document twice gives the same file.
 */
export function renderTaxDocumentPdf(model: TaxDocumentModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    // pdfkit takes a font's bytes too (its types say string only). Without it the constructor
    // loads Helvetica's metrics from disk, a file the Lambda bundle does not carry.
    font: fontBytes('regular') as unknown as string,
    info: {
      Title: `${DOCUMENT_TITLES[model.kind]} ${model.number}`,
      Author: model.supplier.name,
      CreationDate: new Date(model.issuedAt),
    },
  });
  doc.registerFont('regular', fontBytes('regular'));
  doc.registerFont('bold', fontBytes('bold'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const vatPayer = model.kind === 'taxDocument' || model.kind === 'corrective';
  const { supplier, customer, currency } = model;
  doc.font('bold').fontSize(18).text(DOCUMENT_TITLES[model.kind]);
  doc.font('regular').fontSize(11).text(`Číslo dokladu / Number: ${model.number}`);
  if (model.original)
    doc.text(
      `K dokladu / To document: ${model.original.number} ze dne ${formatPragueDate(model.original.issuedAt)}`,
    );
  doc.moveDown();

  doc.font('bold').text('Dodavatel / Supplier');
  doc.font('regular').text(supplier.name);
  if (supplier.street) doc.text(supplier.street);
  doc.text(`${supplier.zipcode} ${supplier.city}`.trim());
  if (supplier.ic) doc.text(`IČO: ${supplier.ic}`);
  if (vatPayer && supplier.dic) doc.text(`DIČ: ${supplier.dic}`);
  if (!supplier.paysVat) doc.text('Neplátce DPH / Not a VAT payer');
  doc.moveDown();

  doc.font('bold').text('Odběratel / Customer');
  doc.font('regular').text(`Jméno / First name: ${customer.firstName}`);
  doc.text(`Příjmení / Surname: ${customer.lastName}`);
  doc.text(`E-mail: ${customer.email}`);
  doc.moveDown();

  doc.text(`Datum vystavení / Date of issue: ${formatPragueDate(model.issuedAt)}`);
  if (vatPayer)
    doc.text(
      `Datum uskutečnění zdanitelného plnění / Date of taxable supply: ${formatPragueDate(model.taxableSupplyAt)}`,
    );
  else doc.text(`Datum platby / Date of payment: ${formatPragueDate(model.taxableSupplyAt)}`);
  doc.text(`Variabilní symbol objednávky / Order reference: ${model.orderReference}`);
  doc.text(`Způsob úhrady / Paid: ${PAYMENT_METHODS[model.paymentMethod]}`);
  doc.moveDown();

  doc.font('bold').text('Položky / Items');
  doc.font('regular');
  for (const line of model.lines)
    doc.text(`${line.description}${vatPayer ? ` (DPH ${line.rate} %)` : ''}: ${money(line.gross, currency)}`);
  doc.moveDown();

  if (vatPayer) {
    doc.font('bold').text('Rekapitulace DPH / VAT summary');
    doc.font('regular');
    for (const s of model.summary)
      doc.text(
        `Sazba ${s.rate} %: základ / base ${money(s.base, currency)}, DPH / VAT ${money(s.vat, currency)}, celkem / total ${money(s.gross, currency)}`,
      );
    doc.moveDown();
  }
  doc
    .font('bold')
    .fontSize(13)
    .text(`Celkem / Total: ${money(model.total, currency)}`);
  doc.end();
  return done;
}
