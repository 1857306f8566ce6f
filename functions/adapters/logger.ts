/** Structured JSON logs, one object per line (CloudWatch Logs Insights friendly). */
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? 'info') as Level | 'silent';
  return ORDER[level] ?? ORDER.info;
}

/**
 * Methods on the prototype, not closures: every API request makes a child logger, so a child costs
 * one small object. Levels are read from LOG_LEVEL at each write, so tests and scripts may set it
 * after this module is loaded.
 */
class JsonLogger implements Logger {
  constructor(private readonly base: Record<string, unknown>) {}

  debug(msg: string, fields?: Record<string, unknown>): void {
    this.write('debug', msg, fields);
  }

  info(msg: string, fields?: Record<string, unknown>): void {
    this.write('info', msg, fields);
  }

  warn(msg: string, fields?: Record<string, unknown>): void {
    this.write('warn', msg, fields);
  }

  error(msg: string, fields?: Record<string, unknown>): void {
    this.write('error', msg, fields);
  }

  child(fields: Record<string, unknown>): Logger {
    return new JsonLogger({ ...this.base, ...fields });
  }

  private write(level: Level, msg: string, fields?: Record<string, unknown>): void {
    if (ORDER[level] < threshold()) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...this.base, ...fields });
    if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  }
}

export function createLogger(base: Record<string, unknown> = {}): Logger {
  return new JsonLogger(base);
}

export const rootLogger = createLogger({ service: 'race-registration' });
