import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds the DynamoDB Local JVM (found by its port) has used so far, or NaN. */
export function dynamoCpuSeconds(port: number): number {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!cmd[0]?.endsWith('java') || cmd[cmd.indexOf('-port') + 1] !== String(port)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // A process that ended meanwhile.
    }
  }
  return Number.NaN;
}
