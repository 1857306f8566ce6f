import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  type GetCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { EmailType } from '@shared/codelists/enums';
import { setDocumentClient } from '../adapters/dynamodb/client';
import { setQueue } from '../adapters/queue/queue';
import { emailKeys } from '../adapters/dynamodb/email-keys';
import type { OutgoingEmail } from '../adapters/mail/mailer';
import type { OrderItemRecord, OrderRecord } from '../domain/orders/order-records';
import type { EmailDefinitionRecord } from '../domain/emails/email-records';
import { fixtureItem, fixtureOrder, FIXTURE } from '../domain/emails/test-fixtures';
import { createSendEmailHandler } from './send-email.handler';

process.env.LOG_LEVEL = 'silent';
process.env.APP_URL = 'https://registrace.example.cz';
const ddb = mockClient(DynamoDBDocumentClient);
setDocumentClient(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' })));

const record = (body: unknown, messageId = 'sqs-1'): SQSEvent['Records'][number] => ({
  messageId,
  receiptHandle: 'r',
  body: JSON.stringify(body),
  attributes: {
    ApproximateReceiveCount: '1',
    SentTimestamp: '0',
    SenderId: 's',
    ApproximateFirstReceiveTimestamp: '0',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn',
  awsRegion: 'eu-central-1',
});

const orderJob = (emailType: number, extra: Record<string, unknown> = {}) => ({
  kind: 'order',
  messageId: `order:${FIXTURE.orderGuid}:${emailType}`,
  orderGuid: FIXTURE.orderGuid,
  emailType,
  ...extra,
});

interface World {
  order: OrderRecord | null;
  items: OrderItemRecord[];
  definitions: EmailDefinitionRecord[];
  layoutId: string | null;
  layout: string | null;
}

let world: World;
const queries: QueryCommandInput[] = [];
const gets: GetCommandInput[] = [];

/** Answers the worker's reads from `world`, like the table would. */
function installTable(): void {
  ddb.reset();
  queries.length = 0;
  gets.length = 0;
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    queries.push(input);
    const pk = input.ExpressionAttributeValues?.[':pk'];
    if (pk === `ORDER#${FIXTURE.orderGuid}`)
      return { Items: world.order ? [world.order, ...world.items, { entity: 'orderHistory' }] : [] };
    if (pk === `EVENT#${FIXTURE.eventGuid}`)
      return {
        Items: world.definitions.map((d) => ({ ...emailKeys.eventEmail(d.eventGuid, d.type, d.guid), ...d })),
      };
    return { Items: [] };
  });
  ddb.on(GetCommand).callsFake((input: GetCommandInput) => {
    gets.push(input);
    if (input.Key?.pk === `SERIES#${FIXTURE.seriesGuid}`)
      return {
        Item: { name: 'Pražský běžecký pohár', ...(world.layoutId ? { emailLayoutId: world.layoutId } : {}) },
      };
    if (input.Key?.pk === `EMAILLAYOUT#${world.layoutId}` && world.layout)
      return { Item: { entity: 'emailLayout', guid: world.layoutId, name: 'L', content: world.layout } };
    return {};
  });
  ddb.on(PutCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
}

function capturingMailer() {
  const sent: OutgoingEmail[] = [];
  return {
    sent,
    mailer: {
      send: async (email: OutgoingEmail) => {
        sent.push(email);
        return { providerMessageId: `p-${sent.length}` };
      },
    },
  };
}

let queued: Array<{ queue: string; body: unknown }> = [];

beforeEach(() => {
  queued = [];
  setQueue({ send: async (queue, body) => void queued.push({ queue, body }) });
  world = {
    order: fixtureOrder(),
    items: [fixtureItem(0), fixtureItem(1)],
    definitions: [],
    layoutId: null,
    layout: null,
  };
  installTable();
});

describe('send-email worker: order jobs', () => {
  it('renders the default transfer e-mail at send time with the QR code as an inline image', async () => {
    const { sent, mailer } = capturingMailer();
    const result = await createSendEmailHandler(mailer)({
      Records: [record(orderJob(EmailType.REGISTRATION_BY_TRANSFER))],
    });
    expect(result.batchItemFailures).toEqual([]);
    expect(sent).toHaveLength(1);
    const email = sent[0]!;
    expect(email.to).toEqual(['jana.dvorakova@example.com']);
    expect(email.subject).toBe('Pokyny k platbě – Desítka Stromovka');
    expect(email.html).toContain('2701000042');
    expect(email.html).toContain('<img src="cid:qr-platba@race-registration"');
    expect(email.inlineImages).toHaveLength(1);
    expect(Buffer.from(email.inlineImages![0]!.contentBase64, 'base64').subarray(1, 4).toString()).toBe(
      'PNG',
    );
    expect(email.text).toContain(`https://registrace.example.cz/registration/${FIXTURE.orderGuid}`);
    // Reads: the order partition (consistent), the event's definitions, the series.
    const orderQuery = queries.find(
      (q) => q.ExpressionAttributeValues?.[':pk'] === `ORDER#${FIXTURE.orderGuid}`,
    );
    expect(orderQuery?.ConsistentRead).toBe(true);
    const defsQuery = queries.find(
      (q) => q.ExpressionAttributeValues?.[':pk'] === `EVENT#${FIXTURE.eventGuid}`,
    );
    expect(defsQuery?.KeyConditionExpression).toBe('pk = :pk AND begins_with(sk, :prefix)');
    expect(defsQuery?.ExpressionAttributeValues?.[':prefix']).toBe('EMAIL#');
    // The at-most-once claim is taken for the job's messageId.
    const claim = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(claim.Item?.pk).toBe(`EMAILSENT#order:${FIXTURE.orderGuid}:6`);
    expect(claim.ConditionExpression).toBe('attribute_not_exists(pk)');
  });

  it("uses the event's definition in the order's language and the series layout", async () => {
    world.order = fixtureOrder({ language: 'en', paid: true, datePaid: '2027-03-02T17:05:00.000Z' });
    world.definitions = [
      {
        entity: 'email',
        guid: 'def-1',
        eventGuid: FIXTURE.eventGuid,
        type: EmailType.PAYMENT,
        header: 'Platba přijata',
        body: '<p>Díky</p>',
        translations: {
          en: {
            header: 'Paid: {{eventName}}',
            body: '<p>Thanks {{registratorFirstName}}, paid {{datePaid}}</p>',
          },
        },
      },
    ];
    world.layoutId = FIXTURE.layoutGuid;
    world.layout = '<div class="brand">{{seriesName}}</div>{{content}}';
    const { sent, mailer } = capturingMailer();
    await createSendEmailHandler(mailer)({ Records: [record(orderJob(EmailType.PAYMENT))] });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Paid: Desítka Stromovka');
    expect(sent[0]!.html).toContain(
      '<div class="brand">Pražský běžecký pohár</div><p>Thanks Jana, paid 2. 3. 2027 18:05</p>',
    );
    expect(sent[0]!.inlineImages).toBeUndefined();
    // The race's rules: whether the payment e-mail's {{transferLink}} offers a transfer (off here).
    expect(gets.map((g) => g.Key?.pk)).toEqual([
      `SERIES#${FIXTURE.seriesGuid}`,
      `EMAILLAYOUT#${FIXTURE.layoutGuid}`,
      `EVENT#${FIXTURE.eventGuid}`,
    ]);
  });

  it('asks the documents queue for the payment’s and a card refund’s tax document, not for other e-mails', async () => {
    const { mailer } = capturingMailer();
    const handler = createSendEmailHandler(mailer);
    await handler({ Records: [record(orderJob(EmailType.PAYMENT))] });
    await handler({ Records: [record(orderJob(EmailType.CARD_REFUND, { refundId: 'r-1' }))] });
    await handler({ Records: [record(orderJob(EmailType.REGISTRATION_BY_TRANSFER))] });
    expect(queued).toEqual([
      { queue: 'documents', body: { kind: 'payment', orderGuid: FIXTURE.orderGuid } },
      { queue: 'documents', body: { kind: 'refund', orderGuid: FIXTURE.orderGuid, refundId: 'r-1' } },
    ]);
  });

  it('drops jobs whose reason has gone (payment e-mail for an unpaid order, missing order) without a claim', async () => {
    const { sent, mailer } = capturingMailer();
    const handler = createSendEmailHandler(mailer);
    expect((await handler({ Records: [record(orderJob(EmailType.PAYMENT))] })).batchItemFailures).toEqual([]);
    world.order = null;
    expect((await handler({ Records: [record(orderJob(EmailType.EXPIRATION))] })).batchItemFailures).toEqual(
      [],
    );
    expect(sent).toEqual([]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('sends an order e-mail once however often the message arrives', async () => {
    world.order = fixtureOrder({ expired: true, dateExpired: '2027-03-06T09:20:00.000Z' });
    ddb
      .on(PutCommand)
      .resolvesOnce({})
      .rejects(new ConditionalCheckFailedException({ message: 'claimed', $metadata: {} }));
    const { sent, mailer } = capturingMailer();
    const job = orderJob(EmailType.EXPIRATION);
    const result = await createSendEmailHandler(mailer)({ Records: [record(job, 'a'), record(job, 'b')] });
    expect(result.batchItemFailures).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Registrace vypršela – Desítka Stromovka');
  });

  it('retries when reading the order fails (no claim taken)', async () => {
    ddb.on(QueryCommand).rejects(new Error('ProvisionedThroughputExceeded'));
    const { sent, mailer } = capturingMailer();
    const result = await createSendEmailHandler(mailer)({
      Records: [record(orderJob(EmailType.REGISTRATION_BY_CARD), 'x')],
    });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'x' }]);
    expect(sent).toEqual([]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('item cancellation shows only the cancelled item and its returned amount', async () => {
    world.items = [fixtureItem(0), fixtureItem(1, { cancelledAmount: 20000 })];
    const { sent, mailer } = capturingMailer();
    await createSendEmailHandler(mailer)({
      Records: [
        record(
          orderJob(EmailType.ITEM_CANCELLATION, {
            itemGuid: world.items[1]!.itemGuid,
            messageId: 'order:x:5:i1',
          }),
        ),
      ],
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.html).toContain('Tomáš Šťastný');
    expect(sent[0]!.html).not.toContain('Petr Dvořák');
    expect(sent[0]!.html).toMatch(/Vrácená částka: <strong>200\s*Kč<\/strong>/);
  });

  it('rejects order jobs of kinds that are not rendered from an order', async () => {
    const { sent, mailer } = capturingMailer();
    const result = await createSendEmailHandler(mailer)({
      Records: [record(orderJob(EmailType.ACTIVATE_USER))],
    });
    expect(result.batchItemFailures).toEqual([]);
    expect(sent).toEqual([]);
  });
});
