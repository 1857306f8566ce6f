import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { RENDER_PAGES_WORKER } from '../../functions/workers/workers';
import { RENDERER_KEY } from '../../functions/adapters/storage/page-renderer-module';
import { PAGES_PREFIX } from '../../functions/adapters/storage/page-store';
import { PAGE_DUE_PARTITION, PAGE_THROTTLE_PREFIX } from '../../functions/adapters/dynamodb/keys';
import { DEFAULT_START_LIST_RENDER_INTERVAL_SECONDS } from '../../functions/domain/public-pages/page-freshness';
import { DLQ_MAX_RECEIVE_COUNT, FUNCTION_ENV } from '../config';
import { AppFunction, type AppFunctionProps } from './app-function';
import type { WebSite } from './web-site';

export interface PageRendererProps {
  defaults: Omit<AppFunctionProps, 'entry' | 'description'>;
  entry: string;
  table: ITableV2;
  site: WebSite;
  /** The build being deployed: a new one renders every page again (its files and inline script). */
  webDistDir?: string;
  /** Where an alarm on its dead-letter queue goes (trailing renders that failed every attempt). */
  alarmTopic?: ITopic;
}

/**
 * The table's stream, filtered to what the public pages show: the event partitions, a series'
 * record, stylings and documents, an organizer's record, orders' items and the text overrides
 * (functions/domain/public-pages/page-changes.ts decides the same).
 */
export const RENDER_PAGES_FILTERS = [
  { dynamodb: { Keys: { pk: { S: [{ prefix: 'EVENT#' }] } } } },
  {
    dynamodb: {
      Keys: {
        pk: { S: [{ prefix: 'SERIES#' }] },
        sk: { S: ['SERIES', 'STYLINGS', { prefix: 'DOCUMENT#' }] },
      },
    },
  },
  // An organizer's record: its name is the organiser in the JSON-LD of its series' events.
  { dynamodb: { Keys: { pk: { S: [{ prefix: 'ORGANIZER#' }] }, sk: { S: ['ORGANIZER'] } } } },
  // An order's registration items: the entries of their race's start list page (the worker
  // compares the item's images and renders only when a row the list shows changed).
  { dynamodb: { Keys: { pk: { S: [{ prefix: 'ORDER#' }] }, sk: { S: [{ prefix: 'ITEM#' }] } } } },
  // A language's text overrides (rare): every page carries and is rendered with its language's.
  { dynamodb: { Keys: { pk: { S: ['TRANSLATIONS'] }, sk: { S: [{ prefix: 'LANG#' }] } } } },
];

const RENDER_ALL_TIMEOUT = Duration.minutes(5);

/** The page worker's own items (page-freshness-repository.ts): the partitions it may write, no other. */
export const PAGE_WORKER_PARTITIONS = [`${PAGE_THROTTLE_PREFIX}*`, PAGE_DUE_PARTITION];

/** A fingerprint of the built index.html (empty without a build). */
function buildId(webDistDir: string | undefined): string {
  const index = webDistDir && path.join(webDistDir, 'index.html');
  return index && existsSync(index)
    ? createHash('sha256').update(readFileSync(index)).digest('hex').slice(0, 16)
    : '';
}

/**
 * The render-pages worker (docs/public-pages.md): renders the public pages a catalogue change
 * shows into the SPA bucket's `pages/` prefix, lists their paths in the viewer function's key value
 * store and invalidates exactly their paths. Least privilege: it reads the table, reads index.html and the SSR entry,
 * writes under `pages/`, updates that one store and invalidates this distribution.
 */
export class PageRenderer extends Construct {
  readonly function: NodejsFunction;
  /** Trailing renders of start lists throttled during a rush (DelaySeconds: the rest of the interval). */
  readonly queue: Queue;
  readonly deadLetters: Queue;
  /** Start list pages due by time (a window opening or closing), every minute. */
  readonly dueRule: Rule;

  constructor(scope: Construct, id: string, props: PageRendererProps) {
    super(scope, id);
    const { site, table } = props;
    const fn = new AppFunction(this, 'Worker', {
      ...props.defaults,
      entry: props.entry,
      description: `${props.defaults.stage} worker: ${RENDER_PAGES_WORKER.name} (table stream)`,
      // After a deploy it renders every event's pages in one invocation.
      timeout: RENDER_ALL_TIMEOUT,
    }).function;
    this.function = fn;
    fn.addEnvironment(FUNCTION_ENV.table, table.tableName);
    fn.addEnvironment('SPA_BUCKET_NAME', site.bucket.bucketName);
    fn.addEnvironment('DISTRIBUTION_ID', site.distribution.distributionId);
    fn.addEnvironment('RENDERED_PAGES_KVS_ARN', site.renderedPages.keyValueStoreArn);
    // A new build changes the function's configuration, hence its version: the trigger runs again.
    fn.addEnvironment('WEB_BUILD_ID', buildId(props.webDistDir));

    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
        resources: [table.tableArn, `${table.tableArn}/index/*`],
      }),
    );
    // Its own items only (a race's throttle, the pages due by time): no write reaches the catalogue or an order.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': PAGE_WORKER_PARTITIONS } },
      }),
    );
    fn.addEnvironment(
      'START_LIST_RENDER_INTERVAL_SECONDS',
      String(DEFAULT_START_LIST_RENDER_INTERVAL_SECONDS),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        // index.html and the SSR build's entry beside it, which renders the pages' bodies.
        resources: [site.bucket.arnForObjects('index.html'), site.bucket.arnForObjects(RENDERER_KEY)],
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [site.bucket.arnForObjects(`${PAGES_PREFIX}/*`)],
      }),
    );
    // The paths it rendered, which the viewer function reads before serving a page (web-site.ts).
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:UpdateKeys'],
        resources: [site.renderedPages.keyValueStoreArn],
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront:CreateInvalidation'],
        resources: [
          Stack.of(this).formatArn({
            service: 'cloudfront',
            region: '',
            resource: 'distribution',
            resourceName: site.distribution.distributionId,
          }),
        ],
      }),
    );

    fn.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: RENDER_PAGES_WORKER.batchSize,
        // Edits come in bursts (a race with its categories): one render for the burst.
        maxBatchingWindow: Duration.seconds(2),
        bisectBatchOnError: true,
        retryAttempts: RENDER_PAGES_WORKER.retryAttempts,
        maxRecordAge: Duration.hours(RENDER_PAGES_WORKER.maxRecordAgeHours),
        filters: RENDER_PAGES_FILTERS.map((pattern) => FilterCriteria.filter(pattern)),
      }),
    );

    // Trailing renders: the worker sends them to its own queue and consumes them (no other function does either).
    this.deadLetters = new Queue(this, 'RenderDeadLetterQueue', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.queue = new Queue(this, 'RenderQueue', {
      // At least the function's timeout, or a message in flight would be delivered twice.
      visibilityTimeout: RENDER_ALL_TIMEOUT.plus(Duration.minutes(1)),
      retentionPeriod: Duration.days(1),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: DLQ_MAX_RECEIVE_COUNT },
    });
    this.queue.grantSendMessages(fn);
    fn.addEnvironment(FUNCTION_ENV.pageRenderQueue, this.queue.queueUrl);
    fn.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: RENDER_PAGES_WORKER.queueBatchSize,
        maxBatchingWindow: Duration.seconds(1),
      }),
    );
    if (props.alarmTopic)
      new Alarm(this, 'RenderDeadLetterAlarm', {
        alarmDescription: `Trailing start list renders that failed ${DLQ_MAX_RECEIVE_COUNT} times (${props.defaults.stage}): their pages may show an older list until the next order.`,
        metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(new SnsAction(props.alarmTopic));

    // The rule invokes the function itself (its latest code), not the version the deploy trigger uses.
    Annotations.of(fn).acknowledgeWarning(
      '@aws-cdk/aws-lambda:addPermissionsToVersionOrAlias',
      'The schedule invokes the unqualified function; its version serves only the after-deploy trigger',
    );
    this.dueRule = new Rule(this, 'DueSchedule', {
      description: `${props.defaults.stage}: ${RENDER_PAGES_WORKER.name} renders start list pages whose window opened or closed`,
      schedule: Schedule.rate(Duration.minutes(RENDER_PAGES_WORKER.dueEveryMinutes)),
      targets: [new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });

    if (props.webDistDir) {
      // After every deploy of a build: every page again, into the new build's index.html.
      new Trigger(this, 'RenderAfterDeploy', {
        handler: fn,
        executeAfter: [site],
        executeOnHandlerChange: true,
        timeout: RENDER_ALL_TIMEOUT,
      });
    }
  }
}
