import { readdirSync, readFileSync } from 'node:fs';

/** The DynamoDB Local JVM's process id (found by its port), or undefined. */
function dynamoPid(port: number): string | undefined {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (cmd[0]?.endsWith('java') && cmd[cmd.indexOf('-port') + 1] === String(port)) return pid;
    } catch {
      // A process that ended meanwhile.
    }
  }
  return undefined;
}

/** User + system CPU seconds of a /proc stat file. */
function statCpu(file: string): number {
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds the DynamoDB Local JVM (found by its port) has used so far, or NaN. */
export function dynamoCpuSeconds(port: number): number {
  const pid = dynamoPid(port);
  try {
    return pid ? statCpu(`/proc/${pid}/stat`) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * The JVM's CPU seconds so far by kind of thread: DynamoDB Local does all its SQLite work on one
 * thread (`SQLiteQueue`), which bounds a wall time from below, while the request threads (Jetty's
 * `qtp…`) run side by side and the JIT compilers and GC are the JVM's own. Empty when not found.
 * A thread that ended meanwhile (Jetty retires idle request threads) takes its CPU with it, so a
 * difference of two readings can fall short of what that kind used (even below zero); the
 * process total (`dynamoCpuSeconds`) keeps it.
 */
export function dynamoThreadCpu(port: number): Map<string, number> {
  const pid = dynamoPid(port);
  const out = new Map<string, number>();
  if (!pid) return out;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const kind = comm.startsWith('SQLiteQueue')
        ? 'SQLite'
        : comm.startsWith('qtp')
          ? 'requests'
          : /Compiler/.test(comm)
            ? 'JIT'
            : 'other';
      out.set(kind, (out.get(kind) ?? 0) + statCpu(`/proc/${pid}/task/${tid}/stat`));
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return out;
}
