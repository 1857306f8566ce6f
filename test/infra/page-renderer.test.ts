import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CSP_HASHES_FILE, formatCspHashes } from '@shared/security/csp-hashes';
import { RENDER_PAGES_WORKER } from '../../functions/workers/workers';
import { PAGE_WORKER_PARTITIONS, RENDER_PAGES_FILTERS } from '../../infra/constructs/page-renderer';
import { actionsOf, logicalId, referencedIds, resolveCrossStack, statementsOf, synth } from './helpers';

describe('render-pages worker (public pages rendered from the table stream)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-pages-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head></html>');
  writeFileSync(path.join(dir, CSP_HASHES_FILE), formatCspHashes({ scriptHashes: [] }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const s = synth({ webDistDir: dir });
  const fn = s.stateless.pageRenderer.function;
  const fnId = logicalId(s.stateless, fn);
  const statements = statementsOf(s.statelessTemplate, s.stateless, fn);
  const bucketId = logicalId(s.stateless, s.stateless.site.bucket);
  const distributionId = logicalId(s.stateless, s.stateless.site.distribution);

  it('reads the stream filtered to event and series partitions, bisects and retries a bounded number of times', () => {
    // Its stream's mapping (its queue's is checked below).
    const mappings = Object.values(
      s.statelessTemplate.findResources('AWS::Lambda::EventSourceMapping', {
        Properties: { FunctionName: { Ref: fnId } },
      }),
    ).filter((m) => m.Properties.StartingPosition);
    expect(mappings).toHaveLength(1);
    const props = mappings[0]!.Properties;
    expect(props).toMatchObject({
      BatchSize: RENDER_PAGES_WORKER.batchSize,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: RENDER_PAGES_WORKER.retryAttempts,
      MaximumRecordAgeInSeconds: RENDER_PAGES_WORKER.maxRecordAgeHours * 3600,
    });
    const patterns = (props.FilterCriteria.Filters as Array<{ Pattern: string }>).map((f) =>
      JSON.parse(f.Pattern),
    );
    expect(patterns).toEqual(RENDER_PAGES_FILTERS);
    const stream = referencedIds(resolveCrossStack(props.EventSourceArn, s.statefulTemplate));
    expect(stream).toEqual(new Set([logicalId(s.stateful, s.stateful.table)]));
  });

  it('may read the table and write only its own throttle and due items, read index.html and the SSR entry, write under pages/, list them in its key value store and invalidate its distribution, nothing more', () => {
    const actions = actionsOf(statements);
    expect(actions).not.toEqual(expect.arrayContaining(['dynamodb:Scan', 'dynamodb:BatchWriteItem']));
    const table = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('dynamodb:')));
    const writes = table.filter((st) =>
      [st.Action].flat().some((a) => /dynamodb:(PutItem|UpdateItem|DeleteItem)/.test(a)),
    );
    // Writes only under its own partitions: a race's throttle and the pages due by time.
    expect(writes).toHaveLength(1);
    expect([writes[0]!.Action].flat().sort()).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    expect(writes[0]!.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PAGETHROTTLE#*', 'PAGEDUE'] },
    });
    expect(PAGE_WORKER_PARTITIONS).toEqual(['PAGETHROTTLE#*', 'PAGEDUE']);
    const reads = table.filter((st) => !writes.includes(st));
    expect(
      actionsOf(reads)
        .filter((a) => !/Stream|Shard|GetRecords/.test(a))
        .sort(),
    ).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    expect(reads.every((st) => st.Condition === undefined)).toBe(true);
    const s3 = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('s3:')));
    expect(s3.map((st) => [st.Action, JSON.stringify(st.Resource)])).toEqual([
      [
        's3:GetObject',
        expect.stringMatching(
          new RegExp(`${bucketId}.*/index\\.html.*${bucketId}.*/ssr/server-render\\.js"\\]\\]}\\]$`),
        ),
      ],
      ['s3:PutObject', expect.stringMatching(new RegExp(`${bucketId}.*/pages/\\*`))],
    ]);
    const invalidation = statements.filter((st) =>
      [st.Action].flat().includes('cloudfront:CreateInvalidation'),
    );
    expect(invalidation).toHaveLength(1);
    expect(JSON.stringify(invalidation[0]!.Resource)).toContain(distributionId);
    expect(actions.filter((a) => a.startsWith('cloudfront:'))).toEqual(['cloudfront:CreateInvalidation']);
    // The rendered pages' paths go to the viewer function's key value store, that one only.
    const kvs = statements.filter((st) =>
      [st.Action].flat().some((a) => a.startsWith('cloudfront-keyvaluestore:')),
    );
    expect(kvs).toHaveLength(1);
    expect([kvs[0]!.Action].flat().sort()).toEqual([
      'cloudfront-keyvaluestore:DescribeKeyValueStore',
      'cloudfront-keyvaluestore:UpdateKeys',
    ]);
    expect(kvs[0]!.Resource).toEqual({
      'Fn::GetAtt': [logicalId(s.stateless, s.stateless.site.renderedPages), 'Arn'],
    });
  });

  it('knows its bucket and distribution, and renders every page after a deploy of a build', () => {
    const env = s.statelessTemplate.toJSON().Resources[fnId].Properties.Environment.Variables;
    expect(env.SPA_BUCKET_NAME).toEqual({ Ref: bucketId });
    expect(env.DISTRIBUTION_ID).toEqual({ Ref: distributionId });
    expect(env.RENDERED_PAGES_KVS_ARN).toEqual({
      'Fn::GetAtt': [logicalId(s.stateless, s.stateless.site.renderedPages), 'Arn'],
    });
    expect(env.WEB_BUILD_ID).toMatch(/^[0-9a-f]{16}$/);
    const triggers = Object.values(s.statelessTemplate.findResources('Custom::Trigger'));
    expect(triggers).toHaveLength(1);
    // The function's current version: a new build changes its configuration, so the trigger runs again.
    const versionId = (triggers[0]!.Properties.HandlerArn as { Ref: string }).Ref;
    const version = s.statelessTemplate.toJSON().Resources[versionId];
    expect(version.Type).toBe('AWS::Lambda::Version');
    expect(version.Properties.FunctionName).toEqual({ Ref: fnId });
  });

  it('sends trailing start list renders to its own queue with a dead-letter queue and consumes them, no other function', () => {
    const queueId = logicalId(s.stateless, s.stateless.pageRenderer.queue);
    const dlqId = logicalId(s.stateless, s.stateless.pageRenderer.deadLetters);
    const queue = s.statelessTemplate.toJSON().Resources[queueId].Properties;
    expect(queue).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 5 },
    });
    // Longer than the function may run, so a message is never delivered twice while it renders.
    expect(queue.VisibilityTimeout).toBeGreaterThan(300);
    const mappings = Object.values(
      s.statelessTemplate.findResources('AWS::Lambda::EventSourceMapping', {
        Properties: { EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
      }),
    );
    expect(mappings.map((m) => m.Properties.FunctionName)).toEqual([{ Ref: fnId }]);
    const sqs = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('sqs:')));
    expect(
      sqs.every((st) => JSON.stringify(st.Resource) === JSON.stringify({ 'Fn::GetAtt': [queueId, 'Arn'] })),
    ).toBe(true);
    expect(actionsOf(sqs)).toEqual(
      expect.arrayContaining(['sqs:SendMessage', 'sqs:ReceiveMessage', 'sqs:DeleteMessage']),
    );
    // Every other function neither sends to it nor reads it.
    const others = Object.entries(s.statelessTemplate.findResources('AWS::IAM::Policy')).filter(
      ([, p]) => !JSON.stringify(p.Properties.Roles).includes(logicalId(s.stateless, fn.role!)),
    );
    expect(others.filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes(queueId))).toEqual(
      [],
    );
    const env = s.statelessTemplate.toJSON().Resources[fnId].Properties.Environment.Variables;
    expect(env.PAGE_RENDER_QUEUE_URL).toEqual({ Ref: queueId });
    expect(env.START_LIST_RENDER_INTERVAL_SECONDS).toBe('60');
    s.statelessTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
    });
  });

  it('runs every minute for start list pages whose window opened or closed', () => {
    const rule =
      s.statelessTemplate.toJSON().Resources[logicalId(s.stateless, s.stateless.pageRenderer.dueRule)];
    expect(rule.Properties).toMatchObject({
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
        },
      ],
    });
    s.statelessTemplate.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
  });
});
