import { describe, expect, it } from 'vitest';
import { RESOURCE_PERMISSIONS } from '../../functions/api/resource-permissions';
import { WORKERS } from '../../functions/workers/workers';
import { FUNCTION_ENV } from '../../infra/config';
import { PARTNER_KEY_USE_PARTITIONS } from '../../infra/stacks/grant-access';
import {
  actionsOf,
  allRoutesImplemented,
  logicalId,
  referencedIds,
  resolveCrossStack,
  statementsOf,
  synth,
  type Statement,
  type Synth,
} from './helpers';

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'];
const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/** Logical ids (in the stateful stack) of the resources the statements point at. */
function targets(s: Synth, statements: Statement[]): Set<string> {
  return referencedIds(
    resolveCrossStack(
      statements.map((st) => st.Resource),
      s.statefulTemplate,
    ),
  );
}

function statefulIds(s: Synth) {
  const id = (c: { node: { defaultChild?: unknown } }) => logicalId(s.stateful, c);
  return {
    table: id(s.stateful.table),
    buckets: { uploads: id(s.stateful.buckets.uploads), documents: id(s.stateful.buckets.documents) },
    queues: {
      email: id(s.stateful.queues.email),
      jobs: id(s.stateful.queues.jobs),
      webhooks: id(s.stateful.queues.webhooks),
      documents: id(s.stateful.queues.documents),
    },
    secrets: {
      jwt: id(s.stateful.secrets.jwt),
      gpwebpay: id(s.stateful.secrets.gpwebpay),
      social: id(s.stateful.secrets.social),
      ticket: id(s.stateful.secrets.ticket),
    },
  };
}

/** The grant of a function answering exports: only objects under exports/ (resource ends so). */
const isExportsGrant = (st: Statement): boolean => /\/exports\/\*"/.test(JSON.stringify(st.Resource));

/** The grant of tax document PDFs: only objects under tax-documents/ of the documents bucket. */
const isTaxDocumentsGrant = (st: Statement): boolean =>
  /\/tax-documents\/\*"/.test(JSON.stringify(st.Resource));

/** Tax document grants: get (API) or put and get (their worker), on the documents bucket's prefix only. */
function expectTaxDocumentGrants(
  s: Synth,
  statements: Statement[],
  declared: 'read' | 'write' | undefined,
  env: Record<string, unknown>,
) {
  const grants = statements.filter(isTaxDocumentsGrant);
  if (!declared) return expect(grants).toEqual([]);
  expect(grants).toHaveLength(1);
  expect(actionsOf(grants).sort()).toEqual(
    declared === 'write' ? ['s3:GetObject', 's3:PutObject'] : ['s3:GetObject'],
  );
  expect(targets(s, grants)).toEqual(new Set([statefulIds(s).buckets.documents]));
  expect(env[FUNCTION_ENV.buckets.documents]).toBeDefined();
}

/** A grant on the Fio API token secrets (named under the stage's prefix, infra/stacks/fio-grants.ts). */
const isFioTokenGrant = (st: Statement): boolean => JSON.stringify(st.Resource).includes('/fio-tokens/*');

/** The Fio worker's put of fetched statements: only objects under fio/ of the uploads bucket. */
const isFioStatementsGrant = (st: Statement): boolean => /\/fio\/\*"/.test(JSON.stringify(st.Resource));

/** Fio token grants: exactly the level's actions, on the prefix only, and the prefix in the environment. */
function expectFioTokenGrant(
  statements: Statement[],
  env: Record<string, unknown>,
  level: 'read' | 'write' | undefined,
) {
  const fio = byService(statements, 'secretsmanager').filter(isFioTokenGrant);
  if (!level) {
    expect(fio).toEqual([]);
    expect(env[FUNCTION_ENV.fioTokenSecretPrefix]).toBeUndefined();
    return;
  }
  expect(actionsOf(fio).sort()).toEqual(
    level === 'write'
      ? ['secretsmanager:CreateSecret', 'secretsmanager:DeleteSecret', 'secretsmanager:PutSecretValue']
      : ['secretsmanager:GetSecretValue'],
  );
  expect(JSON.stringify(fio.map((st) => st.Resource))).toContain(
    ':secret:race-registration/dev/fio-tokens/*',
  );
  expect(env[FUNCTION_ENV.fioTokenSecretPrefix]).toBe('race-registration/dev/fio-tokens/');
}

/** The partner API's one write: UpdateItem on the partner keys' and their rate windows' partitions only. */
const isPartnerKeyUseGrant = (st: Statement): boolean =>
  JSON.stringify(st.Condition ?? {}).includes('PARTNERKEY#');

function expectPartnerKeyUseGrant(statements: Statement[], declared: true | undefined) {
  const grants = statements.filter(isPartnerKeyUseGrant);
  if (!declared) {
    expect(grants).toEqual([]);
    return;
  }
  expect(grants).toHaveLength(1);
  expect(actionsOf(grants)).toEqual(['dynamodb:UpdateItem']);
  expect(grants[0]!.Condition).toEqual({
    'ForAllValues:StringLike': {
      'dynamodb:LeadingKeys': PARTNER_KEY_USE_PARTITIONS.map((prefix) => `${prefix}*`),
    },
  });
}

const byService = (statements: Statement[], service: string): Statement[] =>
  statements.filter((st) => actionsOf([st]).some((a) => a.startsWith(`${service}:`)));

describe('least-privilege grants of the API functions', () => {
  // Every resource deployed, so every entry of RESOURCE_PERMISSIONS is checked.
  const s = synth({ routes: allRoutesImplemented() });
  const ids = statefulIds(s);

  it('deploys a function for every resource of RESOURCE_PERMISSIONS', () => {
    expect([...s.stateless.apiFunctions.keys()].sort()).toEqual(Object.keys(RESOURCE_PERMISSIONS).sort());
  });

  for (const [resource, perms] of Object.entries(RESOURCE_PERMISSIONS)) {
    it(`${resource}: grants exactly ${JSON.stringify(perms)}`, () => {
      const fn = s.stateless.apiFunctions.get(resource as keyof typeof RESOURCE_PERMISSIONS)!;
      const statements = statementsOf(s.statelessTemplate, s.stateless, fn);
      for (const st of statements) {
        expect(st.Effect).toBe('Allow');
        expect(st.Resource, `${resource}: no wildcard resource`).not.toBe('*');
      }
      const actions = actionsOf(statements);
      const env =
        s.statelessTemplate.toJSON().Resources[logicalId(s.stateless, fn)].Properties.Environment.Variables;

      // DynamoDB
      expectPartnerKeyUseGrant(statements, perms.partnerKeyUse);
      const dynamo = byService(statements, 'dynamodb').filter((st) => !isPartnerKeyUseGrant(st));
      const tableActions = actionsOf(dynamo);
      if (perms.table === 'none') {
        expect(dynamo).toEqual([]);
        expect(env[FUNCTION_ENV.table]).toBeUndefined();
      } else {
        expect(tableActions).toEqual(expect.arrayContaining(TABLE_READ));
        if (perms.table === 'read') for (const a of TABLE_WRITE) expect(tableActions).not.toContain(a);
        else expect(tableActions).toEqual(expect.arrayContaining(TABLE_WRITE));
        expect(targets(s, dynamo)).toEqual(new Set([ids.table]));
        expect(env[FUNCTION_ENV.table]).toBeDefined();
      }

      // SQS
      const sqs = byService(statements, 'sqs');
      if (perms.sendsTo.length) {
        expect(actions).toContain('sqs:SendMessage');
        expect(actions).not.toContain('sqs:ReceiveMessage');
        expect(targets(s, sqs)).toEqual(new Set(perms.sendsTo.map((q) => ids.queues[q])));
      } else expect(sqs).toEqual([]);
      for (const queue of ['email', 'jobs', 'webhooks', 'documents'] as const)
        expect(env[FUNCTION_ENV.queues[queue]] !== undefined).toBe(perms.sendsTo.includes(queue));

      // S3 exports: put and get under exports/ of the uploads bucket, only where declared.
      const allS3 = byService(statements, 's3');
      const exportGrants = allS3.filter(isExportsGrant);
      if (perms.exports) {
        expect(exportGrants).toHaveLength(1);
        expect(actionsOf(exportGrants).sort()).toEqual(['s3:GetObject', 's3:PutObject']);
        expect(targets(s, exportGrants)).toEqual(new Set([ids.buckets.uploads]));
        expect(env[FUNCTION_ENV.exportsBucket]).toBeDefined();
      } else {
        expect(exportGrants).toEqual([]);
        expect(env[FUNCTION_ENV.exportsBucket]).toBeUndefined();
      }

      expectTaxDocumentGrants(s, allS3, perms.taxDocuments, env);

      // S3: only the declared buckets, write actions only where declared.
      const s3 = allS3.filter((st) => !isExportsGrant(st) && !isTaxDocumentsGrant(st));
      expect(targets(s, s3)).toEqual(new Set(perms.buckets.map((b) => ids.buckets[b.bucket])));
      for (const bucket of ['uploads', 'documents'] as const) {
        const declared = perms.buckets.find((b) => b.bucket === bucket);
        const onBucket = s3.filter((st) => targets(s, [st]).has(ids.buckets[bucket]));
        const bucketActions = actionsOf(onBucket);
        if (!declared) {
          expect(onBucket).toEqual([]);
          if (!(bucket === 'documents' && perms.taxDocuments))
            expect(env[FUNCTION_ENV.buckets[bucket]]).toBeUndefined();
          continue;
        }
        expect(bucketActions).toContain('s3:GetObject*');
        if (declared.access === 'read') expect(bucketActions).not.toContain('s3:PutObject');
        else expect(bucketActions).toContain('s3:PutObject');
        expect(env[FUNCTION_ENV.buckets[bucket]]).toBeDefined();
      }

      // Secrets
      expectFioTokenGrant(statements, env, perms.fioTokens);
      const secrets = byService(statements, 'secretsmanager').filter((st) => !isFioTokenGrant(st));
      expect(actionsOf(secrets).sort()).toEqual(
        perms.secrets.length ? ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'] : [],
      );
      expect(targets(s, secrets)).toEqual(new Set(perms.secrets.map((name) => ids.secrets[name])));
      for (const name of ['jwt', 'gpwebpay', 'social', 'ticket'] as const) {
        expect(env[FUNCTION_ENV.secrets[name]] !== undefined).toBe(perms.secrets.includes(name));
      }
      // The social networks' configuration goes only where their client secrets may be read.
      expect(env[FUNCTION_ENV.socialNetworks] !== undefined).toBe(perms.secrets.includes('social'));

      // Nothing else (logs go through the managed basic execution role).
      const services = new Set(actions.map((a) => a.split(':')[0]));
      for (const service of services) expect(['dynamodb', 'sqs', 's3', 'secretsmanager']).toContain(service);
      expect(env[FUNCTION_ENV.mailFrom]).toBeUndefined();
    });
  }
});

describe('the common resource (manifest as is)', () => {
  const s = synth();
  const ids = statefulIds(s);

  it('may only read the table and its jwt secret: no writes, no queue, no buckets', () => {
    const fn = s.stateless.apiFunctions.get('common')!;
    const statements = statementsOf(s.statelessTemplate, s.stateless, fn);
    const actions = actionsOf(statements);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    for (const forbidden of [
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'sqs:SendMessage',
    ]) {
      expect(actions).not.toContain(forbidden);
    }
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual([]);
    expect(targets(s, byService(statements, 'dynamodb'))).toEqual(new Set([ids.table]));
  });

  it('uses only the basic execution managed policy', () => {
    const fn = s.stateless.apiFunctions.get('common')!;
    const role = s.statelessTemplate.toJSON().Resources[logicalId(s.stateless, fn.role!)];
    expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toContain(
      'service-role/AWSLambdaBasicExecutionRole',
    );
    expect(role.Properties.ManagedPolicyArns).toHaveLength(1);
  });
});

describe('worker grants', () => {
  const s = synth();
  const ids = statefulIds(s);

  for (const worker of WORKERS) {
    it(`${worker.name}: table ${worker.table}, sends e-mail: ${worker.sendsEmail}`, () => {
      const fn = s.stateless.workerFunctions.get(worker.name)!;
      const statements = statementsOf(s.statelessTemplate, s.stateless, fn);
      const actions = actionsOf(statements);
      const env =
        s.statelessTemplate.toJSON().Resources[logicalId(s.stateless, fn)].Properties.Environment.Variables;

      if (worker.table === 'none') expect(byService(statements, 'dynamodb')).toEqual([]);
      if (worker.table === 'read') for (const a of TABLE_WRITE) expect(actions).not.toContain(a);
      if (worker.table === 'readWrite') expect(actions).toEqual(expect.arrayContaining(TABLE_WRITE));

      const ses = byService(statements, 'ses');
      if (worker.sendsEmail) {
        expect(actionsOf(ses).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
        const resource = JSON.stringify(ses.map((st) => st.Resource));
        expect(resource).toContain(`:identity/${s.config.mail.identity}`);
        expect(resource).not.toContain('*');
        expect(env[FUNCTION_ENV.mailFrom]).toBe(s.config.mail.from);
      } else {
        expect(ses).toEqual([]);
      }

      expect(actions.includes('sqs:SendMessage')).toBe(worker.sendsTo.length > 0);
      const queues = new Set(worker.sendsTo.map((q) => ids.queues[q]));
      if (worker.trigger.kind === 'queue') {
        expect(actions).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage']));
        queues.add(ids.queues[worker.trigger.queue]);
      }
      expect(targets(s, byService(statements, 'sqs'))).toEqual(queues);
      expectTaxDocumentGrants(s, byService(statements, 's3'), worker.taxDocuments, env);
      // Buckets: read only, only those the worker declares (and a put under its own prefix).
      const fioPut = byService(statements, 's3').filter(isFioStatementsGrant);
      if (worker.writesUploads) {
        expect(actionsOf(fioPut)).toEqual(['s3:PutObject']);
        expect(targets(s, fioPut)).toEqual(new Set([ids.buckets.uploads]));
      } else expect(fioPut).toEqual([]);
      const s3 = byService(statements, 's3').filter(
        (st) => !isFioStatementsGrant(st) && !isTaxDocumentsGrant(st),
      );
      expect(targets(s, s3)).toEqual(new Set((worker.reads ?? []).map((b) => ids.buckets[b])));
      for (const a of actionsOf(s3)) expect(a).toMatch(/^s3:(Get|List)/);
      expectFioTokenGrant(statements, env, worker.fioTokens);
      const secrets = byService(statements, 'secretsmanager').filter((st) => !isFioTokenGrant(st));
      expect(targets(s, secrets)).toEqual(new Set((worker.secrets ?? []).map((name) => ids.secrets[name])));
    });
  }

  it('send-email mints QR tickets with the ticket secret alone, never the jwt secret', () => {
    const fn = s.stateless.workerFunctions.get('send-email')!;
    const statements = statementsOf(s.statelessTemplate, s.stateless, fn);
    const env =
      s.statelessTemplate.toJSON().Resources[logicalId(s.stateless, fn)].Properties.Environment.Variables;
    const secrets = byService(statements, 'secretsmanager').filter((st) => !isFioTokenGrant(st));
    expect(targets(s, secrets)).toEqual(new Set([ids.secrets.ticket]));
    expect(env[FUNCTION_ENV.secrets.ticket]).toBeDefined();
    expect(env[FUNCTION_ENV.secrets.jwt]).toBeUndefined();
    // The check-in verifies the same tickets: it reads the ticket secret too.
    expect(RESOURCE_PERMISSIONS['check-in'].secrets).toContain('ticket');
  });
});
