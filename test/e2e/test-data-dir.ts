import path from 'node:path';

/** The test stack's data directory (scripts/local/stack.ts: `.data/test`, shifted by TEST_PORT_OFFSET). */
export function testDataDir(): string {
  const offset = Number.parseInt(process.env.TEST_PORT_OFFSET ?? '0', 10) || 0;
  return path.resolve(offset ? `.data/test-${offset}` : '.data/test');
}

/** The test stack's mailbox (SES emulator), shifted like its other ports. */
export function testMailboxUrl(): string {
  const offset = Number.parseInt(process.env.TEST_PORT_OFFSET ?? '0', 10) || 0;
  return process.env.E2E_MAILBOX_URL ?? `http://127.0.0.1:${8006 + offset}`;
}
