import { describe, expect, it } from 'vitest';
import { WORKERS, type WorkerDef } from '../../functions/workers/workers';
import { logicalId, referencedIds, resolveCrossStack, synth } from './helpers';

const testScheduledWorker: WorkerDef = {
  name: 'expire-orders-test',
  entry: 'test/infra/fixtures/handler.ts',
  trigger: { kind: 'schedule', everyMinutes: 5 },
  table: 'readWrite',
  sendsEmail: false,
  sendsTo: ['email'],
};

describe('queue workers', () => {
  const s = synth();
  const queueWorkers = WORKERS.filter((w) => w.trigger.kind === 'queue');

  it('exist in the manifest (send-email)', () => {
    expect(queueWorkers.map((w) => w.name)).toContain('send-email');
  });

  for (const worker of queueWorkers) {
    it(`${worker.name}: consumes its queue with its batch size and reports batch item failures`, () => {
      if (worker.trigger.kind !== 'queue') throw new Error('unreachable');
      const fn = s.stateless.workerFunctions.get(worker.name)!;
      const mappings = Object.values(
        s.statelessTemplate.findResources('AWS::Lambda::EventSourceMapping', {
          Properties: { FunctionName: { Ref: logicalId(s.stateless, fn) } },
        }),
      );
      expect(mappings).toHaveLength(1);
      const props = mappings[0]!.Properties;
      expect(props.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect(props.BatchSize).toBe(worker.trigger.batchSize);
      const source = referencedIds(resolveCrossStack(props.EventSourceArn, s.statefulTemplate));
      expect(source).toEqual(new Set([logicalId(s.stateful, s.stateful.queues[worker.trigger.queue])]));
      const fnProps = s.statelessTemplate.toJSON().Resources[logicalId(s.stateless, fn)].Properties;
      expect(fnProps.Timeout).toBe(60);
    });
  }
});

describe('scheduled workers', () => {
  const scheduledWorkers = WORKERS.filter((w) => w.trigger.kind === 'schedule');

  it('creates one rule per scheduled worker of the manifest (and the page worker its own)', () => {
    const s = synth();
    const rules = Object.values(s.statelessTemplate.findResources('AWS::Events::Rule'));
    // + the page worker's run of start list pages due by time (test/infra/page-renderer.test.ts).
    expect(rules.filter((r) => r.Properties.ScheduleExpression)).toHaveLength(scheduledWorkers.length + 1);
  });

  it('runs expire-orders every 15 minutes with the scheduled-worker timeout', () => {
    expect(scheduledWorkers.map((w) => w.name)).toContain('expire-orders');
    const s = synth();
    const fnId = logicalId(s.stateless, s.stateless.workerFunctions.get('expire-orders')!);
    s.statelessTemplate.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
          Id: 'Target0',
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
        },
      ],
    });
    expect(s.statelessTemplate.toJSON().Resources[fnId].Properties.Timeout).toBe(300);
  });

  it('runs fetch-fio-statements every 2 minutes (Fio answers one request per 30 s per token)', () => {
    const s = synth();
    const fnId = logicalId(s.stateless, s.stateless.workerFunctions.get('fetch-fio-statements')!);
    s.statelessTemplate.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(2 minutes)',
      Targets: [{ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, Id: 'Target0' }],
    });
    const env = s.statelessTemplate.toJSON().Resources[fnId].Properties.Environment.Variables;
    expect(env.JOB_QUEUE_URL).toBeDefined();
    expect(env.FIO_TOKEN_SECRET_PREFIX).toBe('race-registration/dev/fio-tokens/');
  });

  it('runs transfer-acceptances every 5 minutes: the table and the e-mail queue, no secret, no bucket', () => {
    const s = synth();
    const fnId = logicalId(s.stateless, s.stateless.workerFunctions.get('transfer-acceptances')!);
    s.statelessTemplate.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [{ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, Id: 'Target0' }],
    });
    const env = s.statelessTemplate.toJSON().Resources[fnId].Properties.Environment.Variables;
    expect(env.EMAIL_QUEUE_URL).toBeDefined();
    expect(env.JOB_QUEUE_URL).toBeUndefined();
    expect(env.UPLOADS_BUCKET_NAME).toBeUndefined();
    const worker = WORKERS.find((w) => w.name === 'transfer-acceptances');
    expect(worker).toMatchObject({ table: 'readWrite', sendsEmail: false, sendsTo: ['email'] });
    expect(worker?.secrets ?? []).toEqual([]);
  });

  it('schedules an injected worker every N minutes and invokes its function', () => {
    const s = synth({ workers: [...WORKERS, testScheduledWorker] });
    const fn = s.stateless.workerFunctions.get(testScheduledWorker.name)!;
    const fnId = logicalId(s.stateless, fn);
    const rules = Object.values(s.statelessTemplate.findResources('AWS::Events::Rule'));
    expect(rules.filter((r) => r.Properties.ScheduleExpression)).toHaveLength(scheduledWorkers.length + 2);
    s.statelessTemplate.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
          Id: 'Target0',
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
        },
      ],
    });
    s.statelessTemplate.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
    const props = s.statelessTemplate.toJSON().Resources[fnId].Properties;
    expect(props.Timeout).toBe(300);
    expect(props.Environment.Variables.EMAIL_QUEUE_URL).toBeDefined();
    // A scheduled worker has no event source mapping (the queue workers have one each; the
    // projector and the page renderer each read the table's stream, the page renderer its own queue too).
    s.statelessTemplate.resourceCountIs(
      'AWS::Lambda::EventSourceMapping',
      WORKERS.filter((w) => w.trigger.kind === 'queue').length + 3,
    );
  });

  it('rejects a schedule that is not a whole number of minutes', () => {
    const bad: WorkerDef = { ...testScheduledWorker, trigger: { kind: 'schedule', everyMinutes: 0.5 } };
    expect(() => synth({ workers: [bad] })).toThrow(/everyMinutes/);
  });
});

describe('upload-started workers', () => {
  it('an object created under uploads/bankStatement/ in the uploads bucket invokes start-upload-job', () => {
    const s = synth();
    const fn = s.stateless.workerFunctions.get('start-upload-job')!;
    const fnId = logicalId(s.stateless, fn);
    const rules = Object.values(
      s.statelessTemplate.findResources('AWS::Events::Rule', {
        Properties: { EventPattern: { source: ['aws.s3'], 'detail-type': ['Object Created'] } },
      }),
    );
    expect(rules).toHaveLength(1);
    const props = rules[0]!.Properties;
    expect(props.EventPattern.detail.object).toEqual({ key: [{ prefix: 'uploads/bankStatement/' }] });
    const bucket = referencedIds(
      resolveCrossStack(props.EventPattern.detail.bucket.name, s.statefulTemplate),
    );
    expect(bucket).toEqual(new Set([logicalId(s.stateful, s.stateful.buckets.uploads)]));
    expect(props.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 4, MaximumEventAgeInSeconds: 7200 },
      }),
    ]);
    s.statelessTemplate.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
    // The bucket sends its events to EventBridge.
    s.statefulTemplate.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: logicalId(s.stateful, s.stateful.buckets.uploads) },
      NotificationConfiguration: { EventBridgeConfiguration: {} },
    });
    // Starting the job: the table and the jobs queue, no bucket access, no event source mapping.
    const env = s.statelessTemplate.toJSON().Resources[fnId].Properties.Environment.Variables;
    expect(env.JOB_QUEUE_URL).toBeDefined();
    expect(env.UPLOADS_BUCKET_NAME).toBeUndefined();
    expect(
      Object.values(
        s.statelessTemplate.findResources('AWS::Lambda::EventSourceMapping', {
          Properties: { FunctionName: { Ref: fnId } },
        }),
      ),
    ).toHaveLength(0);
  });
});
