import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { PROJECTOR_WORKER } from '../../functions/workers/workers';
import { PROJECTION_PARTITIONS } from '../../infra/stacks/stateless-stack';
import { actionsOf, logicalId, referencedIds, resolveCrossStack, statementsOf, synth } from './helpers';

describe('projector (table stream into statistics, order counts and the orders indexes)', () => {
  const s = synth();
  const fn = s.stateless.projectorFunction;
  const fnId = logicalId(s.stateless, fn);

  it('the table has a stream with old and new images', () => {
    s.statefulTemplate.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('reads the stream in batches, reports failed items, bisects, retries a bounded number of times and sends what it gave up on to a queue', () => {
    const mappings = Object.values(
      s.statelessTemplate.findResources('AWS::Lambda::EventSourceMapping', {
        Properties: { FunctionName: { Ref: fnId } },
      }),
    );
    expect(mappings).toHaveLength(1);
    const props = mappings[0]!.Properties;
    expect(props).toMatchObject({
      BatchSize: PROJECTOR_WORKER.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: PROJECTOR_WORKER.retryAttempts,
      MaximumRecordAgeInSeconds: PROJECTOR_WORKER.maxRecordAgeHours * 3600,
      StartingPosition: 'TRIM_HORIZON',
    });
    // Invoked for orders and their items only (a removed one by its old image).
    const patterns = (props.FilterCriteria.Filters as Array<{ Pattern: string }>).map((f) =>
      JSON.parse(f.Pattern),
    );
    expect(patterns).toEqual([
      { dynamodb: { NewImage: { entity: { S: ['order', 'orderItem'] } } } },
      { dynamodb: { OldImage: { entity: { S: ['order', 'orderItem'] } } } },
    ]);
    const stream = referencedIds(resolveCrossStack(props.EventSourceArn, s.statefulTemplate));
    expect(stream).toEqual(new Set([logicalId(s.stateful, s.stateful.table)]));
    const destination = referencedIds(
      resolveCrossStack(props.DestinationConfig.OnFailure.Destination, s.statefulTemplate),
    );
    expect(destination).toEqual(new Set([logicalId(s.stateful, s.stateful.projectorFailures)]));
  });

  it('writes only projection partitions of the table', () => {
    const statements = statementsOf(s.statelessTemplate, s.stateless, fn);
    const writes = statements.filter((st) =>
      [st.Action].flat().some((a) => /dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)/.test(a)),
    );
    expect(writes).toHaveLength(1);
    expect(writes[0]!.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': PROJECTION_PARTITIONS.map((p) => `${p}*`) },
    });
    const actions = actionsOf(statements);
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('dynamodb:BatchWriteItem');
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetRecords', 'sqs:SendMessage']));
  });

  it('alarms on the failure queue and on the iterator age', () => {
    s.statefulTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: { 'Fn::GetAtt': [logicalId(s.stateful, s.stateful.projectorFailures), 'QueueName'] },
        },
      ],
      Threshold: 0,
      AlarmActions: Match.anyValue(),
    });
    s.statelessTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'IteratorAge',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId } }],
      AlarmActions: Match.anyValue(),
    });
  });
});
