import { startTestStack, type LocalStack } from '../../scripts/local/stack';

let stack: LocalStack | undefined;

/**
 * `npm test` starts the local stack itself and sets INTEGRATION_STACK_RUNNING; when the
 * integration project runs alone (`npm run test:integration`) this starts one on the test ports.
 */
export async function setup(): Promise<void> {
  if (process.env.INTEGRATION_STACK_RUNNING) return;
  process.env.LOG_LEVEL ??= 'silent';
  stack = await startTestStack(() => undefined);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}
