import { describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SESClient, SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { sesMailer } from './mailer';
import { buildMimeMessage, encodeHeaderWords, formatAddress } from './mime';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Splits a MIME body at its boundary and decodes base64 parts (enough for these assertions). */
function parts(raw: string, boundary: string): string[] {
  return raw.split(`--${boundary}`).slice(1, -1);
}
const decodeBody = (part: string) =>
  Buffer.from(part.split('\r\n\r\n')[1]!.replace(/\s+/g, ''), 'base64').toString('utf8');

describe('MIME message', () => {
  it('encodes non-ASCII headers as RFC 2047 words of at most 75 characters', () => {
    const encoded = encodeHeaderWords(
      'Pokyny k platbě – Desítka Stromovka, Šťastný Žluťoučký kůň úpěl ďábelské ódy',
    );
    for (const word of encoded.split('\r\n ')) {
      expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
      expect(word.length).toBeLessThanOrEqual(75);
    }
    const decoded = encoded
      .split('\r\n ')
      .map((w) => Buffer.from(w.slice(10, -2), 'base64').toString('utf8'))
      .join('');
    expect(decoded).toBe('Pokyny k platbě – Desítka Stromovka, Šťastný Žluťoučký kůň úpěl ďábelské ódy');
    expect(encodeHeaderWords('Plain subject')).toBe('Plain subject');
  });

  it('formats addresses and strips header injection', () => {
    expect(formatAddress('Registrace <noreply@example.cz>')).toBe('Registrace <noreply@example.cz>');
    expect(formatAddress('Běžec <a@example.cz>')).toMatch(/^=\?UTF-8\?B\?.+\?= <a@example.cz>$/);
    expect(formatAddress('Novak, Jan <a@example.cz>')).toBe('"Novak, Jan" <a@example.cz>');
    expect(formatAddress('a@example.cz')).toBe('a@example.cz');
    const raw = buildMimeMessage({
      from: 'x@example.cz',
      to: ['a@example.cz'],
      subject: 'Hi\r\nBcc: evil@example.com',
      html: '<p>h</p>',
      text: 't',
    });
    expect(raw).not.toMatch(/\r\nBcc:/);
  });

  it('puts text and HTML in multipart/alternative inside multipart/related with the inline image', () => {
    const raw = buildMimeMessage({
      from: 'Registrace závodů <noreply@example.cz>',
      to: ['jana@example.cz'],
      subject: 'Pokyny k platbě',
      html: '<p>Zaplaťte</p><img src="cid:qr@x">',
      text: 'Zaplaťte',
      inlineImages: [{ cid: 'qr@x', contentType: 'image/png', filename: 'qr.png', contentBase64: PNG_1PX }],
      boundarySeed: 'b1',
      date: new Date('2027-03-01T09:00:00Z'),
    });
    const [head] = raw.split('\r\n\r\n');
    expect(head).toContain(
      'Content-Type: multipart/related; type="multipart/alternative"; boundary="rel-b1"',
    );
    expect(head).toContain('MIME-Version: 1.0');
    expect(head).toContain('Date: Mon, 01 Mar 2027 09:00:00 +0000');
    expect(head).toContain('To: jana@example.cz');
    const related = parts(raw, 'rel-b1');
    expect(related).toHaveLength(2);
    const alternative = parts(related[0]!, 'alt-b1');
    expect(alternative[0]).toContain('Content-Type: text/plain; charset=UTF-8');
    expect(decodeBody(alternative[0]!)).toBe('Zaplaťte');
    expect(decodeBody(alternative[1]!)).toBe('<p>Zaplaťte</p><img src="cid:qr@x">');
    expect(related[1]).toContain('Content-ID: <qr@x>');
    expect(related[1]).toContain('Content-Disposition: inline; filename="qr.png"');
    expect(related[1]!.split('\r\n\r\n')[1]!.replace(/\s+/g, '')).toBe(PNG_1PX);
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
  });
});

describe('sesMailer', () => {
  const ses = mockClient(SESClient);

  it('sends plain e-mails with SendEmail', async () => {
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const out = await sesMailer.send({ to: ['a@example.cz'], subject: 'S', html: '<p>h</p>', text: 't' });
    expect(out.providerMessageId).toBe('m-1');
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(0);
  });

  it('sends e-mails with inline images as one raw MIME message', async () => {
    ses.reset();
    ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-2' });
    const out = await sesMailer.send({
      to: ['a@example.cz'],
      subject: 'QR',
      html: '<img src="cid:qr@x">',
      text: 't',
      inlineImages: [{ cid: 'qr@x', contentType: 'image/png', filename: 'qr.png', contentBase64: PNG_1PX }],
    });
    expect(out.providerMessageId).toBe('m-2');
    const input = ses.commandCalls(SendRawEmailCommand)[0]!.args[0].input;
    expect(input.Destinations).toEqual(['a@example.cz']);
    const raw = Buffer.from(input.RawMessage!.Data!).toString('utf8');
    expect(raw).toContain('Content-ID: <qr@x>');
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
