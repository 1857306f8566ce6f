import { isIP } from 'node:net';

/**
 * Where deliveries may go. Locally only to 127.0.0.1 (the stack must not post order data to the
 * internet, and a test receiver listens there). On AWS only https to public addresses: a webhook
 * must not become a way to reach the VPC, the instance metadata service or a neighbour's service
 * (SSRF). A name is checked again after DNS resolution at each delivery (the adapter), since a
 * name can point anywhere later.
 */
export type UrlRefusal = 'webhooks.localOnly' | 'webhooks.httpsRequired' | 'webhooks.privateAddress';

const v4 = (ip: string): number[] => ip.split('.').map(Number);

function privateV4(ip: string): boolean {
  const [a = 0, b = 0] = v4(ip);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19))
  );
}

/** Loopback, private, link-local, shared, multicast and reserved addresses (IPv4 and IPv6). */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').toLowerCase();
  const kind = isIP(bare);
  if (kind === 4) return privateV4(bare);
  if (kind !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return privateV4(mapped[1]);
  return (
    bare === '::' ||
    bare === '::1' ||
    /^f[cd]/.test(bare) ||
    /^fe[89ab]/.test(bare) ||
    /^ff/.test(bare) ||
    bare.startsWith('64:ff9b:') ||
    bare.startsWith('2001:db8')
  );
}

/** Why this URL may not receive deliveries on this stage, or null. */
export function webhookUrlRefusal(url: string, stage: string): UrlRefusal | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return stage === 'local' ? 'webhooks.localOnly' : 'webhooks.httpsRequired';
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (stage === 'local')
    return parsed.hostname === '127.0.0.1' && /^https?:$/.test(parsed.protocol) && !parsed.username
      ? null
      : 'webhooks.localOnly';
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return 'webhooks.httpsRequired';
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal'))
    return 'webhooks.privateAddress';
  if (isIP(host) && isPrivateAddress(host)) return 'webhooks.privateAddress';
  return null;
}
