import { describe, expect, it } from 'vitest';
import { transferLinkParagraph } from './transfer-link-paragraph';

const entry = { name: 'Petr <b>Novák</b>', race: 'Desítka – 10 km', url: 'https://x.cz/transfer-start/abc' };

describe('{{transferLink}} of the payment e-mail', () => {
  it('lists each transferable registration with its own link, escaped, in cs and en', () => {
    const cs = transferLinkParagraph([entry], 'cs');
    expect(cs.html).toContain('href="https://x.cz/transfer-start/abc"');
    expect(cs.html).toContain('Petr &lt;b&gt;Novák&lt;/b&gt;');
    expect(cs.html).toContain('Převést registraci');
    expect(cs.text).toContain('- Petr <b>Novák</b> – Desítka – 10 km: https://x.cz/transfer-start/abc');
    expect(transferLinkParagraph([entry], 'en').text).toContain(
      'transfer the registration to another runner',
    );
  });

  it('is empty when no registration of the e-mail may be transferred', () => {
    expect(transferLinkParagraph([], 'cs')).toEqual({ text: '', html: '' });
  });
});
