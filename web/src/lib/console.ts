/** Spec §8: console output is silenced in production builds. */
export function silenceConsoleInProduction(): void {
  if (!import.meta.env.PROD) return;
  const noop = () => undefined;
  for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace', 'table'] as const) {
    console[method] = noop;
  }
}
