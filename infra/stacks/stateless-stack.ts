import path from 'node:path';
import { existsSync } from 'node:fs';
import { CfnOutput, Duration, NestedStack, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { RESOURCE_PERMISSIONS } from '../../functions/api/resource-permissions';
import {
  PROJECTOR_WORKER,
  RENDER_PAGES_WORKER,
  WORKERS,
  type WorkerDef,
} from '../../functions/workers/workers';
import { API_BASE_PATH, type Resource, type RouteDef } from '@shared/api/route-types';
import { ROUTES } from '@shared/api/routes';
import { FUNCTION_ENV, QUEUE_WORKER_TIMEOUT, SCHEDULED_WORKER_TIMEOUT, type StageConfig } from '../config';
import { AppFunction } from '../constructs/app-function';
import { PageRenderer } from '../constructs/page-renderer';
import { WebSite } from '../constructs/web-site';
import { apiEntry, REPO_ROOT, WEB_DIST_DIR, workerEntry } from '../paths';
import { grantFioTokens, grantUploadsPut } from './fio-grants';
import { grantAccess } from './grant-access';
import type { StatefulResources } from './stateful-resources';

export type { StatefulResources } from './stateful-resources';

export interface StatelessStackProps extends StackProps {
  config: StageConfig;
  stateful: StatefulResources;
  /** Route manifest; only `implemented` routes are deployed. @default ROUTES */
  routes?: readonly RouteDef[];
  /** @default WORKERS */
  workers?: readonly WorkerDef[];
  /** @default functions/api/<resource>.handler.ts */
  apiEntry?: (resource: Resource) => string;
  /** @default WorkerDef.entry */
  workerEntry?: (worker: WorkerDef) => string;
  /** @default PROJECTOR_WORKER.entry */
  projectorEntry?: string;
  /** Built SPA to upload; null uploads nothing. @default dist/web when it exists */
  webDistDir?: string | null;
}

/** `GET /api/v1/codelists`: the HTTP API route key of a manifest route. */
export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string =>
  `${route.method} ${API_BASE_PATH}/${route.path}`;

/** Partitions the projector writes (functions/adapters/dynamodb/keys.ts). */
export const PROJECTION_PARTITIONS = [
  'PROJECTION#',
  'STAT#',
  'ORDERCOUNT#',
  'ORDERSEARCH#',
  'ORDEREVENT#',
  // the partner API's order change marks (functions/adapters/dynamodb/partner-change-repository.ts)
  'PARTNERCHANGE#',
] as const;

/** The partition of a series' webhook endpoints, the only one the projector may Query. */
export const WEBHOOK_ENDPOINT_PARTITION = 'WEBHOOKS#';

/** SOCIAL_NETWORKS of a stage: each configured network's client id and the SPA's callback page. */
function socialNetworksEnv(clientIds: StageConfig['socialClientIds'], siteUrl: string): string {
  const redirectUri = `${siteUrl}/social/callback`;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(clientIds).map(([network, clientId]) => [network, { clientId, redirectUri }]),
    ),
  );
}

/**
 * Everything that can be redeployed at will: the HTTP API with one Lambda per implemented resource
 * and one route per implemented manifest route, the workers with their triggers, and the SPA on
 * CloudFront.
 */
export class StatelessStack extends Stack {
  readonly api: HttpApi;
  /**
   * The API's routes, their integrations and invoke permissions. A nested stack because one
   * CloudFormation stack holds at most 500 resources and the manifest alone has over 300 routes;
   * the nested stack counts as one resource here and has its own 500.
   */
  readonly apiRoutes: NestedStack;
  readonly apiFunctions = new Map<Resource, NodejsFunction>();
  readonly workerFunctions = new Map<string, NodejsFunction>();
  readonly scheduleRules = new Map<string, Rule>();
  readonly uploadRules = new Map<string, Rule>();
  readonly projectorFunction: NodejsFunction;
  readonly site: WebSite;
  readonly pageRenderer: PageRenderer;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { config, stateful } = props;
    const entryOfResource = props.apiEntry ?? apiEntry;
    const entryOfWorker = props.workerEntry ?? workerEntry;

    // --- API: declared-but-unimplemented routes are not deployed (the API answers 404 for them).
    const routes = (props.routes ?? ROUTES).filter((route) => route.implemented);
    const seen = new Map<string, string>();
    for (const route of routes) {
      const key = routeKey(route);
      const other = seen.get(key);
      if (other) throw new Error(`Routes ${other} and ${route.id} both map to "${key}".`);
      seen.set(key, route.id);
    }

    // CORS is off: the SPA calls the API on its own origin through CloudFront.
    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `${config.stage}-race-registration`,
      description: `Race registration API (${config.stage})`,
      createDefaultStage: true,
    });

    // --- SPA on CloudFront, /api/* to the HTTP API.
    const webDistDir =
      props.webDistDir === undefined
        ? existsSync(WEB_DIST_DIR)
          ? WEB_DIST_DIR
          : undefined
        : props.webDistDir;
    this.site = new WebSite(this, 'Web', {
      stage: config.stage,
      api: this.api,
      ...(webDistDir ? { webDistDir } : {}),
      // Regional virtual-hosted names: the host of the SDK's presigned URLs for these buckets.
      storageOrigins: Object.values(stateful.buckets).map(
        (bucket) => `https://${bucket.bucketRegionalDomainName}`,
      ),
      publicFilesBucket: {
        bucketName: stateful.buckets.documents.bucketName,
        bucketRegionalDomainName: stateful.buckets.documents.bucketRegionalDomainName,
      },
    });
    const siteUrl = `https://${this.site.distribution.distributionDomainName}`;

    const functionDefaults = {
      stage: config.stage,
      logRetention: config.logRetention,
      logRemovalPolicy: config.removalPolicy,
      environment: { [FUNCTION_ENV.appUrl]: siteUrl },
    };

    const integrations = new Map<Resource, HttpLambdaIntegration>();
    // = implementedResources() for the manifest; derived from `routes` so tests can inject their own.
    const resources = [...new Set(routes.map((route) => route.resource))];
    for (const resource of resources) {
      const fn = new AppFunction(this, `Api-${resource}`, {
        ...functionDefaults,
        entry: entryOfResource(resource),
        description: `${config.stage} API: ${resource}`,
      }).function;
      grantAccess(fn, RESOURCE_PERMISSIONS[resource], stateful);
      const fioTokens = RESOURCE_PERMISSIONS[resource].fioTokens;
      if (fioTokens) grantFioTokens(fn, fioTokens, config);
      if (RESOURCE_PERMISSIONS[resource].secrets.includes('social'))
        fn.addEnvironment(FUNCTION_ENV.socialNetworks, socialNetworksEnv(config.socialClientIds, siteUrl));
      this.apiFunctions.set(resource, fn);
      // One invoke permission per function for this API (not one per route): a resource with ~100
      // routes would otherwise exceed the 20 kB limit of the function's resource policy.
      integrations.set(
        resource,
        new HttpLambdaIntegration(`Integration-${resource}`, fn, { scopePermissionToRoute: false }),
      );
    }

    this.apiRoutes = new NestedStack(this, 'ApiRoutes', {
      description: `Race registration API routes (${config.stage})`,
    });
    for (const route of routes) {
      new HttpRoute(this.apiRoutes, `Route-${route.method}-${route.path}`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(`${API_BASE_PATH}/${route.path}`, HttpMethod[route.method]),
        integration: integrations.get(route.resource)!,
      });
    }

    // --- Workers: queue consumers and scheduled jobs.
    // SES: sending is allowed from the configured identity only. (While the account is in the SES
    // sandbox, recipients must be verified identities too; request production access before go-live.)
    const sesIdentityArn = this.formatArn({
      service: 'ses',
      resource: 'identity',
      resourceName: config.mail.identity,
    });

    for (const worker of props.workers ?? WORKERS) {
      const { trigger } = worker;
      const fn = new AppFunction(this, `Worker-${worker.name}`, {
        ...functionDefaults,
        entry: entryOfWorker(worker),
        description: `${config.stage} worker: ${worker.name}`,
        timeout: trigger.kind === 'schedule' ? SCHEDULED_WORKER_TIMEOUT : QUEUE_WORKER_TIMEOUT,
        ...(worker.files ? { files: worker.files } : {}),
      }).function;
      const buckets = (worker.reads ?? []).map((bucket) => ({ bucket, access: 'read' as const }));
      grantAccess(
        fn,
        {
          table: worker.table,
          sendsTo: worker.sendsTo,
          buckets,
          secrets: worker.secrets ?? [],
          ...(worker.taxDocuments ? { taxDocuments: worker.taxDocuments } : {}),
        },
        stateful,
      );
      if (worker.fioTokens) grantFioTokens(fn, worker.fioTokens, config);
      if (worker.writesUploads) grantUploadsPut(fn, stateful.buckets.uploads, worker.writesUploads);
      if (worker.sendsEmail) {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [sesIdentityArn],
          }),
        );
        fn.addEnvironment(FUNCTION_ENV.mailFrom, config.mail.from);
      }
      this.workerFunctions.set(worker.name, fn);

      switch (trigger.kind) {
        case 'queue':
          fn.addEventSource(
            new SqsEventSource(stateful.queues[trigger.queue], {
              batchSize: trigger.batchSize,
              reportBatchItemFailures: true,
            }),
          );
          break;
        case 'schedule': {
          if (!Number.isInteger(trigger.everyMinutes) || trigger.everyMinutes < 1) {
            throw new Error(`Worker ${worker.name}: everyMinutes must be a whole number >= 1.`);
          }
          const rule = new Rule(this, `Schedule-${worker.name}`, {
            description: `${config.stage}: run ${worker.name} every ${trigger.everyMinutes} min`,
            schedule: Schedule.rate(Duration.minutes(trigger.everyMinutes)),
            targets: [new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
          });
          this.scheduleRules.set(worker.name, rule);
          break;
        }
        case 'upload': {
          // The uploads bucket sends its events to EventBridge (eventBridgeEnabled); an object
          // created under one of the prefixes invokes the worker, which starts the upload's job
          // (job id = the upload's uuid, so a repeated event starts nothing more).
          const rule = new Rule(this, `Upload-${worker.name}`, {
            description: `${config.stage}: ${worker.name} on uploads under ${trigger.prefixes.join(', ')}`,
            eventPattern: {
              source: ['aws.s3'],
              detailType: ['Object Created'],
              detail: {
                bucket: { name: [stateful.buckets.uploads.bucketName] },
                object: { key: trigger.prefixes.map((prefix) => ({ prefix })) },
              },
            },
            targets: [new LambdaFunction(fn, { retryAttempts: 4, maxEventAge: Duration.hours(2) })],
          });
          this.uploadRules.set(worker.name, rule);
          break;
        }
      }
    }

    // --- The projector: the table's stream into statistics, order counts and the orders indexes.
    this.projectorFunction = new AppFunction(this, `Worker-${PROJECTOR_WORKER.name}`, {
      ...functionDefaults,
      entry: props.projectorEntry ?? path.join(REPO_ROOT, PROJECTOR_WORKER.entry),
      description: `${config.stage} worker: ${PROJECTOR_WORKER.name} (table stream)`,
      timeout: QUEUE_WORKER_TIMEOUT,
    }).function;
    // Least privilege: it writes only projection partitions (its states, the statistics, the
    // orders list's counts, search and per-event entries); it reads nothing but its states.
    this.projectorFunction.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'dynamodb:GetItem',
          'dynamodb:BatchGetItem',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:ConditionCheckItem',
        ],
        resources: [stateful.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': PROJECTION_PARTITIONS.map((prefix) => `${prefix}*`),
          },
        },
      }),
    );
    this.projectorFunction.addEnvironment(FUNCTION_ENV.table, stateful.table.tableName);
    // Webhooks (issue 28 item 3): it reads a series' endpoints (a Query of their own partition)
    // and queues first delivery attempts; it writes nothing for them.
    this.projectorFunction.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [stateful.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${WEBHOOK_ENDPOINT_PARTITION}*`] },
        },
      }),
    );
    stateful.queues.webhooks.grantSendMessages(this.projectorFunction);
    this.projectorFunction.addEnvironment(FUNCTION_ENV.queues.webhooks, stateful.queues.webhooks.queueUrl);
    this.projectorFunction.addEventSource(
      new DynamoEventSource(stateful.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: PROJECTOR_WORKER.batchSize,
        // No batching window: a record is projected as soon as it is read (lag: docs/projector.md).
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: PROJECTOR_WORKER.retryAttempts,
        maxRecordAge: Duration.hours(PROJECTOR_WORKER.maxRecordAgeHours),
        onFailure: new SqsDlq(stateful.projectorFailures),
        // Only changes of orders and their items invoke it (not its own writes, nor anything else).
        filters: (['NewImage', 'OldImage'] as const).map((image) =>
          FilterCriteria.filter({
            dynamodb: { [image]: { entity: { S: FilterRule.or('order', 'orderItem') } } },
          }),
        ),
      }),
    );
    new Alarm(this, 'ProjectorIteratorAgeAlarm', {
      alarmDescription: `The projector is behind the table's stream by more than a minute (${config.stage}): statistics and orders lists lag.`,
      metric: this.projectorFunction.metric('IteratorAge', {
        period: Duration.minutes(1),
        statistic: 'Maximum',
      }),
      threshold: 60_000,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 5,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(stateful.alarmTopic));

    this.pageRenderer = new PageRenderer(this, 'Pages', {
      defaults: functionDefaults,
      entry: path.join(REPO_ROOT, RENDER_PAGES_WORKER.entry),
      table: stateful.table,
      site: this.site,
      webDistDir: webDistDir ?? undefined,
      alarmTopic: stateful.alarmTopic,
    });

    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    new CfnOutput(this, 'ApiUrl', {
      value: `${siteUrl}${API_BASE_PATH}`,
      description: 'Same origin as the SPA',
    });
    new CfnOutput(this, 'ApiGatewayEndpoint', { value: this.api.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: stateful.table.tableName });
    new CfnOutput(this, 'MailNote', {
      value:
        `E-mail is send-only: workers send as ${config.mail.sender} through the SES identity ` +
        `${config.mail.identity}; no mailbox is provisioned, replies are not received. Verify the identity ` +
        'in SES and leave the SES sandbox before go-live.',
    });
    if (!webDistDir) {
      new CfnOutput(this, 'WebNote', { value: 'No dist/web at synth time: the SPA bucket was left empty.' });
    }
  }
}
