import { describe, expect, it } from 'vitest';
import { isPrivateAddress, webhookUrlRefusal } from './webhook-url';

describe('where webhooks may be delivered', () => {
  it('locally only to 127.0.0.1', () => {
    expect(webhookUrlRefusal('http://127.0.0.1:4100/hook', 'local')).toBeNull();
    expect(webhookUrlRefusal('http://localhost:4100/hook', 'local')).toBe('webhooks.localOnly');
    expect(webhookUrlRefusal('https://partner.example/hook', 'local')).toBe('webhooks.localOnly');
  });

  it('on AWS only https to public addresses', () => {
    expect(webhookUrlRefusal('https://partner.example/hook', 'prod')).toBeNull();
    expect(webhookUrlRefusal('http://partner.example/hook', 'prod')).toBe('webhooks.httpsRequired');
    expect(webhookUrlRefusal('https://user:pw@partner.example/hook', 'prod')).toBe('webhooks.httpsRequired');
    for (const host of ['127.0.0.1', '10.0.0.5', '169.254.169.254', '192.168.1.1', '[::1]', 'localhost'])
      expect(webhookUrlRefusal(`https://${host}/hook`, 'prod')).toBe('webhooks.privateAddress');
  });

  it('knows private, loopback, link-local and mapped addresses', () => {
    for (const ip of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(ip)).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '2a00:1450:4001::1', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(ip)).toBe(false);
  });
});
