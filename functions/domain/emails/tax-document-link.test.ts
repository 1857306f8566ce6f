import { describe, expect, it } from 'vitest';
import { taxDocumentParagraph } from './tax-document-link';

describe('{{taxDocument}} of the payment e-mail', () => {
  it('links a signed-in runner’s paid order to My orders, never attaching the PDF', () => {
    const value = taxDocumentParagraph({ userId: 'u-1', paid: true }, 'cs', 'https://registrace.example.cz/');
    expect(value.html).toBe(
      '<p style="margin:0 0 16px;">Doklad o zaplacení si po přihlášení stáhnete v <a href="https://registrace.example.cz/user/my-orders">Mých objednávkách</a>.</p>',
    );
    expect(value.text).toContain('https://registrace.example.cz/user/my-orders');
    expect(taxDocumentParagraph({ userId: 'u-1', paid: true }, 'en', 'https://x.cz').text).toContain(
      'My orders',
    );
  });

  it('is empty for an order placed without an account (only the owner may download) and for an unpaid one', () => {
    expect(taxDocumentParagraph({ userId: null, paid: true }, 'cs', 'https://x.cz')).toEqual({
      text: '',
      html: '',
    });
    expect(taxDocumentParagraph({ userId: 'u-1', paid: false }, 'cs', 'https://x.cz')).toEqual({
      text: '',
      html: '',
    });
  });
});
