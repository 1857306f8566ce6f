/**
 * `npm test`: every check of the project in one command, ending with one `N passed, N failed` line.
 * Typecheck, lint, unit + web tests, infra (CDK) assertions, web build, then the local stack on
 * the test ports (in-memory DynamoDB) for integration tests and browser journeys.
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
}

const results: StepResult[] = [];
const reportDir = path.join(ROOT, '.data/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/** Runs a child asynchronously: the local stack lives in this process and must keep serving. */
function run(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<boolean> {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
  });
}

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

async function check(name: string, command: string, args: string[]): Promise<void> {
  const ok = await run(name, command, args);
  results.push({ name, ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

async function vitest(name: string, projects: string[]): Promise<void> {
  const file = path.join(reportDir, `${name}.json`);
  const ok = await run(name, bin('vitest'), [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
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
  results.push({ name, ok, passed, failed });
}

async function playwright(name: string, baseUrl: string): Promise<void> {
  const file = path.join(reportDir, `${name}.json`);
  const ok = await run(
    name,
    bin('playwright'),
    ['test', '-c', 'test/e2e/playwright.config.ts', '--reporter=list,json'],
    {
      E2E_BASE_URL: baseUrl,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    },
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
  results.push({ name, ok, passed, failed });
}

async function main(): Promise<void> {
  Object.assign(process.env, {
    CDK_DISABLE_VERSION_CHECK: '1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    CDK_DISABLE_CLI_TELEMETRY: 'true',
    AWS_EC2_METADATA_DISABLED: 'true',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  await check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  await check('lint', 'npm', ['run', '--silent', 'lint']);
  await vitest('unit', ['unit', 'web']);
  await vitest('infra', ['infra']);
  await check('build', 'npm', ['run', '--silent', 'build']);

  let stack: LocalStack | undefined;
  try {
    process.env.LOG_LEVEL = 'silent';
    stack = await startTestStack((l) => console.log(`  [stack] ${l}`));
    process.env.INTEGRATION_STACK_RUNNING = '1';
    await vitest('integration', ['integration']);
    await playwright('e2e', stack.urls.app);
  } catch (err) {
    console.error(`Local stack failed: ${err instanceof Error ? err.message : String(err)}`);
    results.push({ name: 'local stack', ok: false, passed: 0, failed: 1 });
  } finally {
    await stack?.stop();
  }

  const passed = results.reduce((a, r) => a + r.passed, 0);
  const failed = results.reduce((a, r) => a + r.failed, 0);
  console.log('\nSummary');
  for (const r of results)
    console.log(`  ${r.ok ? '✔' : '✘'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
