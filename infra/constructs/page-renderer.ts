import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { RENDER_PAGES_WORKER } from '../../functions/workers/workers';
import { RENDERER_KEY } from '../../functions/adapters/storage/page-renderer-module';
import { PAGES_PREFIX } from '../../functions/adapters/storage/page-store';
import { FUNCTION_ENV } from '../config';
import { AppFunction, type AppFunctionProps } from './app-function';
import type { WebSite } from './web-site';

export interface PageRendererProps {
  defaults: Omit<AppFunctionProps, 'entry' | 'description'>;
  entry: string;
  table: ITableV2;
  site: WebSite;
  /** The build being deployed: a new one renders every page again (its files and inline script). */
  webDistDir?: string;
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
