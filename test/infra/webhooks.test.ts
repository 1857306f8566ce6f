import { describe, expect, it } from 'vitest';
import { QUEUE_MAX_RECEIVE_COUNT } from '../../functions/adapters/queue/redrive';
import { FUNCTION_ENV } from '../../infra/config';
import { WEBHOOK_ENDPOINT_PARTITION } from '../../infra/stacks/stateless-stack';
import { actionsOf, logicalId, referencedIds, resolveCrossStack, statementsOf, synth } from './helpers';

type Resource = { Properties: Record<string, unknown> };

describe('webhooks (issue 28 item 3): queue, dead-letter queue, worker, projector grants', () => {
  const s = synth();
  const queueId = logicalId(s.stateful, s.stateful.queues.webhooks);
  const dlqId = logicalId(s.stateful, s.stateful.deadLetterQueues.webhooks);

  it('the webhooks queue is encrypted, gives the worker six times its timeout and redrives to its dead-letter queue', () => {
    const queue = s.statefulTemplate.toJSON().Resources[queueId] as Resource;
    expect(queue.Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
      maxReceiveCount: QUEUE_MAX_RECEIVE_COUNT,
    });
    expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    expect(queue.Properties.VisibilityTimeout).toBe(360);
    s.statefulTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      Threshold: 0,
    });
  });

  it('the delivery worker consumes the webhooks queue and may send only to it and through SES', () => {
    const fn = s.stateless.workerFunctions.get('deliver-webhook')!;
    const mappings = Object.values(
      s.statelessTemplate.findResources('AWS::Lambda::EventSourceMapping', {
        Properties: { FunctionName: { Ref: logicalId(s.stateless, fn) } },
      }),
    );
    expect(mappings).toHaveLength(1);
    const source = referencedIds(
      resolveCrossStack(mappings[0]!.Properties.EventSourceArn, s.statefulTemplate),
    );
    expect(source).toEqual(new Set([queueId]));
    const statements = statementsOf(s.statelessTemplate, s.stateless, fn);
    const sqsTargets = new Set(
      statements
        .filter((st) => actionsOf([st]).some((a) => a.startsWith('sqs:')))
        .flatMap((st) => [...referencedIds(resolveCrossStack(st.Resource, s.statefulTemplate))]),
    );
    expect(sqsTargets).toEqual(new Set([queueId]));
    expect(actionsOf(statements)).toEqual(expect.arrayContaining(['ses:SendEmail']));
    expect(actionsOf(statements)).not.toContain('s3:GetObject');
  });

  it('the projector may only Query the endpoints partition and send to the webhooks queue for them', () => {
    const fn = s.stateless.projectorFunction;
    const statements = statementsOf(s.statelessTemplate, s.stateless, fn);
    const queries = statements.filter((st) => actionsOf([st]).includes('dynamodb:Query'));
    expect(queries).toHaveLength(1);
    expect(actionsOf(queries)).toEqual(['dynamodb:Query']);
    expect(queries[0]!.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${WEBHOOK_ENDPOINT_PARTITION}*`] },
    });
    const sends = statements.filter((st) => actionsOf([st]).includes('sqs:SendMessage'));
    const targets = new Set(
      sends.flatMap((st) => [...referencedIds(resolveCrossStack(st.Resource, s.statefulTemplate))]),
    );
    expect(targets).toContain(queueId);
    const env = (s.statelessTemplate.toJSON().Resources[logicalId(s.stateless, fn)] as Resource).Properties
      .Environment as { Variables: Record<string, unknown> };
    expect(env.Variables[FUNCTION_ENV.queues.webhooks]).toBeDefined();
  });
});
