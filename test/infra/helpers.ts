import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type CfnElement, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import cdkJson from '../../cdk.json';
import type { WorkerDef } from '../../functions/workers/workers';
import type { RouteDef } from '@shared/api/route-types';
import { ROUTES } from '@shared/api/routes';
import { FALLBACK_REGION, stackName, stageConfig, type StageConfig } from '../../infra/config';
import { StatefulStack } from '../../infra/stacks/stateful-stack';
import { StatelessStack } from '../../infra/stacks/stateless-stack';

export const FIXTURE_HANDLER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'handler.ts',
);

export interface SynthOptions {
  stage?: string;
  routes?: readonly RouteDef[];
  workers?: readonly WorkerDef[];
  webDistDir?: string | null;
}

export interface Synth {
  config: StageConfig;
  stateful: StatefulStack;
  stateless: StatelessStack;
  statefulTemplate: Template;
  statelessTemplate: Template;
  /** The API routes' nested stack (routes, integrations, invoke permissions). */
  routesTemplate: Template;
  /** A value of the routes' template with its parameters replaced by what the parent passes in. */
  fromParent(value: unknown): unknown;
}

/**
 * Both stacks as app.ts wires them, with cdk.json's context (feature flags) and bundling skipped.
 * Entries point at a fixture, so the assertions do not depend on which handlers exist yet.
 */
export function synth(options: SynthOptions = {}): Synth {
  const stage = options.stage ?? 'dev';
  const app = new App({ context: { ...cdkJson.context, stage, 'aws:cdk:bundling-stacks': [] } });
  const config = stageConfig(stage);
  const env = { region: FALLBACK_REGION };
  const stateful = new StatefulStack(app, stackName(stage, 'stateful'), { env, config });
  const stateless = new StatelessStack(app, stackName(stage, 'stateless'), {
    env,
    config,
    stateful,
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.workers ? { workers: options.workers } : {}),
    apiEntry: () => FIXTURE_HANDLER,
    workerEntry: () => FIXTURE_HANDLER,
    projectorEntry: FIXTURE_HANDLER,
    webDistDir: options.webDistDir ?? null,
  });
  return {
    config,
    stateful,
    stateless,
    statefulTemplate: Template.fromStack(stateful),
    statelessTemplate: Template.fromStack(stateless),
    routesTemplate: Template.fromStack(stateless.apiRoutes),
    fromParent: parentResolver(
      Template.fromStack(stateless).toJSON() as Parameters<typeof parentResolver>[0],
    ),
  };
}

/** The whole manifest with every route marked implemented: one function per resource. */
export const allRoutesImplemented = (): RouteDef[] =>
  ROUTES.map((route) => ({ ...route, implemented: true }));

export const logicalId = (stack: Stack, construct: { node: { defaultChild?: unknown } }): string =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/** Statements of the inline policies attached to a function's role. */
export function statementsOf(template: Template, stack: Stack, fn: NodejsFunction): Statement[] {
  const roleId = logicalId(stack, fn.role!);
  const policies = template.findResources('AWS::IAM::Policy');
  return Object.values(policies)
    .filter((policy) =>
      (policy.Properties.Roles as Array<{ Ref?: string }>).some((role) => role.Ref === roleId),
    )
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

export const actionsOf = (statements: Statement[]): string[] => statements.flatMap((s) => [s.Action].flat());

/**
 * Replaces cross-stack references (Fn::GetStackOutput with weak references, Fn::ImportValue with
 * strong ones) by the producing stack's output value, so a consumer's template can be checked for
 * which producer resource it points at.
 */
export function resolveCrossStack(value: unknown, producer: Template): unknown {
  const outputs = producer.toJSON().Outputs as Record<string, { Value: unknown; Export?: { Name: string } }>;
  const visit = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === 'object') {
      const obj = v as Record<string, unknown>;
      const weak = obj['Fn::GetStackOutput'] as { OutputName?: string } | undefined;
      if (weak?.OutputName && outputs[weak.OutputName]) return outputs[weak.OutputName]!.Value;
      const strong = obj['Fn::ImportValue'];
      if (typeof strong === 'string') {
        const out = Object.values(outputs).find((o) => o.Export?.Name === strong);
        if (out) return out.Value;
      }
      return Object.fromEntries(Object.entries(obj).map(([k, inner]) => [k, visit(inner)]));
    }
    return v;
  };
  return visit(value);
}

/** Logical ids of producer resources a (resolved) value refers to via Ref / Fn::GetAtt. */
export function referencedIds(value: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const obj = v as Record<string, unknown>;
      if (typeof obj.Ref === 'string') ids.add(obj.Ref);
      const getAtt = obj['Fn::GetAtt'];
      if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') ids.add(getAtt[0]);
      Object.values(obj).forEach(visit);
    }
  };
  visit(value);
  return ids;
}

/**
 * The parent passes a nested stack what it references as parameters; this replaces each
 * `{ Ref: <parameter> }` by the parent's expression (e.g. the function's `Fn::GetAtt`).
 */
function parentResolver(parent: {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
}) {
  const passed: Record<string, unknown> = {};
  for (const r of Object.values(parent.Resources)) {
    if (r.Type === 'AWS::CloudFormation::Stack') Object.assign(passed, r.Properties?.Parameters ?? {});
  }
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === 'object') {
      const ref = (value as { Ref?: string }).Ref;
      if (typeof ref === 'string' && Object.keys(value).length === 1 && ref in passed) return passed[ref];
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
    }
    return value;
  };
  return resolve;
}
