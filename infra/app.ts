import { App, Tags } from 'aws-cdk-lib';
import { APP_NAME, FALLBACK_REGION, stackName, stageConfig } from './config';
import { StatefulStack } from './stacks/stateful-stack';
import { StatelessStack } from './stacks/stateless-stack';

/**
 * CDK app: `cdk synth|deploy -c stage=<name>` (default dev). Optional context: `mailDomain` (verified
 * SES domain), `alarmEmail`, `socialClientIds` (JSON network → OAuth client id). Synth works offline: without CDK_DEFAULT_REGION the region falls back to
 * eu-central-1, and the account stays unresolved until deploy.
 */
const app = new App();

const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const stage = context('stage') ?? 'dev';
const mailDomain = context('mailDomain');
const alarmEmail = context('alarmEmail');
const socialClientIds = context('socialClientIds');
const config = stageConfig(stage, {
  ...(mailDomain ? { mailDomain } : {}),
  ...(alarmEmail ? { alarmEmail } : {}),
  ...(socialClientIds ? { socialClientIds: JSON.parse(socialClientIds) as Record<string, string> } : {}),
});

const env = {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION ?? FALLBACK_REGION,
};

const stateful = new StatefulStack(app, stackName(stage, 'stateful'), {
  env,
  config,
  description: `Race registration ${stage}: table, buckets, queues, secrets`,
  terminationProtection: config.isProd,
});

new StatelessStack(app, stackName(stage, 'stateless'), {
  env,
  config,
  stateful,
  description: `Race registration ${stage}: API, functions, workers, CDN`,
});

Tags.of(app).add('app', APP_NAME);
Tags.of(app).add('stage', stage);
