/**
 * Starts the test stack (test ports, fresh in-memory data) and keeps it up until Ctrl-C, so a
 * developer can run `npx vitest run --project integration <file>` or Playwright specs against it
 * repeatedly. `npm test` starts its own.
 */
import { startTestStack } from './local/stack';

const stack = await startTestStack((line) => console.log(`[stack] ${line}`));
console.log(`Test stack ready on ${stack.urls.app} (mailbox ${stack.urls.mailbox}). Ctrl-C stops it.`);
const stop = () => {
  void stack.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
