import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RemovalPolicy } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import cdkJson from '../../cdk.json';
import { stackName, stageConfig } from '../../infra/config';
import { REPO_ROOT } from '../../infra/paths';

describe('stage config', () => {
  it('retains and protects prod', () => {
    const prod = stageConfig('prod');
    expect(prod).toMatchObject({
      isProd: true,
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    });
    expect(prod.autoDeleteObjects).toBe(false);
  });

  it('makes every other stage disposable', () => {
    for (const stage of ['dev', 'test', 'alice']) {
      expect(stageConfig(stage)).toMatchObject({
        isProd: false,
        removalPolicy: RemovalPolicy.DESTROY,
        deletionProtection: false,
        autoDeleteObjects: true,
        tableName: `race-registration-${stage}`,
      });
    }
  });

  it('names secrets and the SES sender per stage, with a mailDomain override', () => {
    expect(stageConfig('prod', { mailDomain: 'registrace.example.cz' })).toMatchObject({
      mail: { identity: 'registrace.example.cz', sender: 'no-reply@registrace.example.cz' },
      secretNames: {
        jwt: 'race-registration/prod/jwt-signing-key',
        gpwebpay: 'race-registration/prod/gpwebpay-merchant-keys',
        social: 'race-registration/prod/social-client-secrets',
        ticket: 'race-registration/prod/qr-ticket-key',
      },
    });
    expect(() => stageConfig('dev', { mailDomain: 'not a domain' })).toThrow(/mailDomain/);
  });

  it('rejects stage names that cannot prefix resource names', () => {
    for (const bad of ['', 'Prod', '1dev', 'dev_1', 'a-very-long-stage-name'])
      expect(() => stageConfig(bad)).toThrow();
  });

  it('prefixes stack names with the stage', () => {
    expect(stackName('prod', 'stateful')).toBe('prod-race-registration-stateful');
  });
});

describe('cdk.json', () => {
  it('runs infra/app.ts with tsx and defaults to the dev stage', () => {
    expect(cdkJson.app).toBe('npx tsx infra/app.ts');
    expect(cdkJson.context.stage).toBe('dev');
  });
});

describe('infra/app.ts', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'cdk-out-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('synthesizes stage-prefixed stacks in eu-central-1 when no region is configured', () => {
    const env = { ...process.env };
    delete env.CDK_DEFAULT_REGION;
    delete env.CDK_DEFAULT_ACCOUNT;
    execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['infra/app.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...env,
        CDK_OUTDIR: outDir,
        CDK_CONTEXT_JSON: JSON.stringify({
          ...cdkJson.context,
          stage: 'prod',
          'aws:cdk:bundling-stacks': [],
        }),
      },
      stdio: 'pipe',
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8')) as {
      artifacts: Record<string, { type: string; environment?: string; properties?: Record<string, unknown> }>;
    };
    const stacks = Object.entries(manifest.artifacts).filter(
      ([, a]) => a.type === 'aws:cloudformation:stack',
    );
    expect(stacks.map(([name]) => name).sort()).toEqual([
      'prod-race-registration-stateful',
      'prod-race-registration-stateless',
    ]);
    for (const [, artifact] of stacks)
      expect(artifact.environment).toBe('aws://unknown-account/eu-central-1');
    expect(manifest.artifacts['prod-race-registration-stateful']!.properties?.terminationProtection).toBe(
      true,
    );
  });
});
