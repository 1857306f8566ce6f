/**
 * `npm test`: every check of the project in one command, ending with one `N passed, N failed` line.
 * Typecheck, lint, unit + web tests, infra (CDK) assertions, web build, then the local stack on
 * the test ports (in-memory DynamoDB) for integration tests and browser journeys.
 *
 * Phases that leave a core idle run side by side (2 cores on CI): typecheck, lint and the build
 * are each mostly one thread; integration runs one file at a time against the stack, so the infra
 * assertions use the other core meanwhile. A phase run in the background keeps its output until
 * it ends and prints it after the foreground phase's, so the log still reads one phase at a time.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startTestStack, type LocalStack } from './local/stack';

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  seconds: number;
  /** A background phase's output, printed when the foreground phase beside it has ended. */
  output?: string;
}

interface RunOutcome {
  ok: boolean;
  seconds: number;
  output?: string;
}

/** `background`: the child's output is kept and handed back instead of going to the terminal. */
interface RunOptions {
  env?: Record<string, string>;
  background?: boolean;
}

const started = Date.now();
const reportDir = path.join(ROOT, '.data/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const header = (name: string, command: string, args: string[]) => `\n▶ ${name}: ${command} ${args.join(' ')}`;

/** Runs a child asynchronously: the local stack lives in this process and must keep serving. */
function run(name: string, command: string, args: string[], options: RunOptions = {}): Promise<RunOutcome> {
  const start = Date.now();
  const seconds = () => Math.round((Date.now() - start) / 1000);
  const env = { ...process.env, ...options.env };
  if (!options.background) {
    console.log(header(name, command, args));
    return new Promise((resolve) => {
      const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
      child.once('error', () => resolve({ ok: false, seconds: seconds() }));
      child.once('close', (code) => resolve({ ok: code === 0, seconds: seconds() }));
    });
  }
  console.log(`\n▷ ${name} runs in the background; its output follows when it ends`);
  // Piped output loses the terminal, so keep the colours the terminal would have shown.
  if (process.stdout.isTTY) env.FORCE_COLOR = '1';
  return new Promise((resolve) => {
    const chunks: Buffer[] = [Buffer.from(`${header(name, command, args)}  [ran in the background]\n`)];
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    const done = (ok: boolean, error?: Error) => {
      if (error) chunks.push(Buffer.from(`${error.message}\n`));
      resolve({ ok, seconds: seconds(), output: Buffer.concat(chunks).toString('utf8') });
    };
    child.once('error', (err) => done(false, err));
    child.once('close', (code) => done(code === 0));
  });
}

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

async function check(
  name: string,
  command: string,
  args: string[],
  options?: RunOptions,
): Promise<StepResult> {
  const { ok, seconds, output } = await run(name, command, args, options);
  return { name, ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds, output };
}

async function vitest(name: string, projects: string[], options?: RunOptions): Promise<StepResult> {
  const file = path.join(reportDir, `${name}.json`);
  const { ok, seconds, output } = await run(
    name,
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    options,
  );
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed = report.numPassedTests;
    failed = Math.max(report.numFailedTests, ok ? 0 : 1);
  }
  return { name, ok, passed, failed, seconds, output };
}

async function playwright(name: string, baseUrl: string): Promise<StepResult> {
  const file = path.join(reportDir, `${name}.json`);
  const { ok, seconds } = await run(
    name,
    bin('playwright'),
    ['test', '-c', 'test/e2e/playwright.config.ts', '--reporter=list,json'],
    { env: { E2E_BASE_URL: baseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: file } },
  );
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    passed = report.stats.expected + report.stats.flaky;
    failed = Math.max(report.stats.unexpected, ok ? 0 : 1);
  }
  return { name, ok, passed, failed, seconds };
}

const results: StepResult[] = [];

/** Records phases in the given order; a background phase's output is printed here. */
function record(...steps: StepResult[]): void {
  for (const step of steps) {
    if (step.output) process.stdout.write(step.output);
    console.log(`  ${step.ok ? '✔' : '✘'} ${step.name} took ${step.seconds} s`);
    results.push(step);
  }
}

async function main(): Promise<void> {
  Object.assign(process.env, {
    CDK_DISABLE_VERSION_CHECK: '1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    CDK_DISABLE_CLI_TELEMETRY: 'true',
    AWS_EC2_METADATA_DISABLED: 'true',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  const lint = check('lint', 'npm', ['run', '--silent', 'lint'], { background: true });
  const build = check('build', 'npm', ['run', '--silent', 'build'], { background: true });
  record(await check('typecheck', 'npm', ['run', '--silent', 'typecheck']), await lint, await build);
  record(await vitest('unit', ['unit', 'web']));

  // Infra needs no stack: it starts with it and runs beside the integration files.
  const infra = vitest('infra', ['infra'], { background: true });
  let stack: LocalStack | undefined;
  try {
    process.env.LOG_LEVEL = 'silent';
    stack = await startTestStack((l) => console.log(`  [stack] ${l}`));
    process.env.INTEGRATION_STACK_RUNNING = '1';
    record(await vitest('integration', ['integration']), await infra);
    record(await playwright('e2e', stack.urls.app));
  } catch (err) {
    console.error(`Local stack failed: ${err instanceof Error ? err.message : String(err)}`);
    results.push({ name: 'local stack', ok: false, passed: 0, failed: 1, seconds: 0 });
    if (!results.some((r) => r.name === 'infra')) record(await infra);
  } finally {
    await stack?.stop();
  }

  const passed = results.reduce((a, r) => a + r.passed, 0);
  const failed = results.reduce((a, r) => a + r.failed, 0);
  console.log(`\nSummary (${Math.round((Date.now() - started) / 1000)} s in all)`);
  for (const r of results)
    console.log(`  ${r.ok ? '✔' : '✘'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
