import type { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_FUNCTION_TIMEOUT, FUNCTION_ENV } from '../config';
import { LOCK_FILE, REPO_ROOT } from '../paths';

/**
 * ESM bundles still contain CommonJS dependencies that call `require` (and `__dirname`-free
 * native loaders); esbuild's shim needs a real `require`, so every bundle starts with one.
 */
const CREATE_REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export interface AppFunctionProps {
  /** Absolute path of the module exporting `handler`. */
  entry: string;
  description: string;
  stage: string;
  logRetention: RetentionDays;
  /** Removal policy of the function's log group. */
  logRemovalPolicy: RemovalPolicy;
  environment?: Record<string, string>;
  /** @default 29 s (API Gateway's integration limit is 30 s) */
  timeout?: Duration;
  /** @default 512 */
  memorySize?: number;
  /** Files (paths from the repository root) copied next to the bundle, read at run time. */
  files?: readonly string[];
}

/**
 * Every Lambda of the product, with fixed defaults (one place to change them):
 * Node 22, x86_64, ESM bundle built by the local esbuild (no Docker), minified with source maps,
 * its own log group with a retention, 512 MB, 29 s.
 */
export class AppFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });

    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      // x86_64 on purpose: npm installs only the host's prebuilt binary of @node-rs/argon2
      // (linux-x64-gnu on this build machine and in CI), and the bundle ships that binary.
      // arm64 would need the arm64 binary fetched explicitly.
      architecture: Architecture.X86_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? API_FUNCTION_TIMEOUT,
      logGroup: this.logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: {
        [FUNCTION_ENV.stage]: props.stage,
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        banner: CREATE_REQUIRE_BANNER,
        // Bundle everything, the AWS SDK included: the versions in package-lock.json run in the cloud
        // exactly as they do locally, instead of whatever SDK the runtime happens to ship.
        externalModules: [],
        // Native addons (@node-rs/argon2's .node file) are copied next to index.mjs and loaded
        // through the createRequire banner.
        loader: { '.node': 'copy' },
        ...(props.files?.length
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) =>
                  (props.files ?? []).map((file) => `cp "${inputDir}/${file}" "${outputDir}/"`),
              },
            }
          : {}),
      },
    });
  }
}
