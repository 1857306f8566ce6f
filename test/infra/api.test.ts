import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { PROJECTOR_WORKER, RENDER_PAGES_WORKER, WORKERS } from '../../functions/workers/workers';
import { API_BASE_PATH, type RouteDef } from '@shared/api/route-types';
import { IMPLEMENTED_ROUTES, ROUTES, implementedResources } from '@shared/api/routes';
import { apiEntry, workerEntry } from '../../infra/paths';
import { routeKey } from '../../infra/stacks/stateless-stack';
import { allRoutesImplemented, logicalId, synth, type Synth } from './helpers';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

/** RouteKey -> logical id of the Lambda function its integration invokes. */
function routedFunctions({ routesTemplate, fromParent }: Synth): Map<string, string[]> {
  const routes = routesTemplate.findResources('AWS::ApiGatewayV2::Route') as Resources;
  const integrations = routesTemplate.findResources('AWS::ApiGatewayV2::Integration') as Resources;
  const byKey = new Map<string, string[]>();
  for (const route of Object.values(routes)) {
    const key = route.Properties.RouteKey as string;
    const target = JSON.stringify(route.Properties.Target);
    const integrationId = Object.keys(integrations).find((id) => target.includes(`"${id}"`));
    expect(integrationId, `integration of ${key}`).toBeDefined();
    const integration = integrations[integrationId!]!.Properties;
    expect(integration.IntegrationType).toBe('AWS_PROXY');
    expect(integration.PayloadFormatVersion).toBe('2.0');
    const fnId = (fromParent(integration.IntegrationUri) as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
    byKey.set(key, [...(byKey.get(key) ?? []), fnId]);
  }
  return byKey;
}

describe('HTTP API from the route manifest', () => {
  const manifest = synth();

  it('has exactly one route per implemented manifest route, integrated with its resource function', () => {
    expect(IMPLEMENTED_ROUTES.length).toBeGreaterThan(0);
    const routed = routedFunctions(manifest);
    for (const route of IMPLEMENTED_ROUTES) {
      const key = `${route.method} ${API_BASE_PATH}/${route.path}`;
      const fn = manifest.stateless.apiFunctions.get(route.resource)!;
      expect(routed.get(key), key).toEqual([logicalId(manifest.stateless, fn)]);
    }
    expect(routed.size).toBe(IMPLEMENTED_ROUTES.length);
  });

  it('deploys every declared route: none is left planned (the social sign-in calls were the last)', () => {
    expect(ROUTES.filter((route) => !route.implemented)).toEqual([]);
    const deployed = new Set(routedFunctions(manifest).keys());
    for (const route of ROUTES) expect(deployed.has(routeKey(route)), routeKey(route)).toBe(true);
  });

  it('keeps {param} placeholders in the route key', () => {
    const withParam = IMPLEMENTED_ROUTES.find((route) => route.path.includes('{'));
    if (withParam) {
      manifest.routesTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${withParam.method} /api/v1/${withParam.path}`,
      });
    }
    expect(routeKey({ method: 'GET', path: 'registration/{guid}/exists' })).toBe(
      'GET /api/v1/registration/{guid}/exists',
    );
  });

  it('has CORS off (same origin through CloudFront) and an auto-deployed default stage', () => {
    manifest.statelessTemplate.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    manifest.statelessTemplate.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
    manifest.statelessTemplate.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
    });
  });

  it('routes injected routes to one function per resource, skipping unimplemented ones', () => {
    const routes: RouteDef[] = ROUTES.filter(
      (r) => r.resource === 'admin-registrations' || r.resource === 'series',
    ).map((route, index) => ({ ...route, implemented: index % 2 === 0 }));
    const injected = synth({ routes });
    const routed = routedFunctions(injected);
    const expected = routes.filter((r) => r.implemented);
    expect([...routed.keys()].sort()).toEqual(expected.map(routeKey).sort());
    for (const route of expected) {
      const fn = injected.stateless.apiFunctions.get(route.resource)!;
      expect(routed.get(routeKey(route))).toEqual([logicalId(injected.stateless, fn)]);
    }
    expect([...injected.stateless.apiFunctions.keys()].sort()).toEqual(
      [...new Set(expected.map((r) => r.resource))].sort(),
    );
  });

  it('gives each function one invoke permission scoped to this API', () => {
    const all = synth({ routes: allRoutesImplemented() });
    const permissions = (
      Object.values(
        all.routesTemplate.findResources('AWS::Lambda::Permission', {
          Properties: { Principal: 'apigateway.amazonaws.com' },
        }),
      ) as Resources[string][]
    ).map((p) => ({ Properties: all.fromParent(p.Properties) as Record<string, unknown> }));
    const apiId = logicalId(all.stateless, all.stateless.api);
    for (const [resource, fn] of all.stateless.apiFunctions) {
      const own = permissions.filter(
        (p) =>
          JSON.stringify(p.Properties.FunctionName) ===
          JSON.stringify({ 'Fn::GetAtt': [logicalId(all.stateless, fn), 'Arn'] }),
      );
      expect(own, resource).toHaveLength(1);
      expect(JSON.stringify(own[0]!.Properties.SourceArn)).toContain(`"Ref":"${apiId}"`);
    }
  });

  it("keeps each stack under CloudFormation's 500 resources, the routes in their own nested stack", () => {
    const all = synth({ routes: allRoutesImplemented() });
    const count = (t: typeof all.statelessTemplate) => Object.keys(t.toJSON().Resources).length;
    all.statelessTemplate.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    all.routesTemplate.resourceCountIs('AWS::ApiGatewayV2::Route', ROUTES.length);
    expect(count(all.statelessTemplate)).toBeLessThan(400);
    expect(count(all.routesTemplate)).toBeLessThan(500);
  });

  it('rejects two routes with the same route key', () => {
    const [first] = IMPLEMENTED_ROUTES;
    expect(first).toBeDefined();
    expect(() => synth({ routes: [first!, { ...first!, id: 'duplicate.route' }] })).toThrow(/both map to/);
  });
});

describe('Lambda functions', () => {
  const manifest = synth();

  it('creates one function per implemented resource', () => {
    expect([...manifest.stateless.apiFunctions.keys()].sort()).toEqual([...implementedResources()].sort());
    const apiFunctions = manifest.statelessTemplate.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp('^dev API: ') },
    });
    expect(Object.keys(apiFunctions)).toHaveLength(implementedResources().length);
  });

  it('runs every product function on Node 22, x86_64, 512 MB, ESM bundle with source maps', () => {
    const functions = [
      ...manifest.stateless.apiFunctions.values(),
      ...manifest.stateless.workerFunctions.values(),
    ];
    expect(functions.length).toBe(implementedResources().length + WORKERS.length);
    for (const fn of functions) {
      const props =
        manifest.statelessTemplate.toJSON().Resources[logicalId(manifest.stateless, fn)].Properties;
      expect(props.Runtime).toBe('nodejs22.x');
      expect(props.Architectures).toEqual(['x86_64']);
      expect(props.MemorySize).toBe(512);
      expect(props.Handler).toBe('index.handler');
      expect(props.Environment.Variables).toMatchObject({
        STAGE: 'dev',
        NODE_OPTIONS: '--enable-source-maps',
      });
      expect(props.Environment.Variables.APP_URL).toBeDefined();
      expect(props.LoggingConfig.LogGroup.Ref).toBeDefined();
    }
    for (const fn of manifest.stateless.apiFunctions.values()) {
      const props =
        manifest.statelessTemplate.toJSON().Resources[logicalId(manifest.stateless, fn)].Properties;
      expect(props.Timeout).toBe(29);
    }
  });

  it('gives every function a log group with a retention', () => {
    const groups = Object.values(
      manifest.statelessTemplate.findResources('AWS::Logs::LogGroup'),
    ) as Resources[string][];
    // Every API resource, every worker, the projector and the page renderer.
    expect(groups.length).toBe(implementedResources().length + WORKERS.length + 2);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(14);
  });

  it('finds the entry file of every deployed function (needed by a real synth)', () => {
    for (const resource of implementedResources()) {
      expect(apiEntry(resource)).toMatch(new RegExp(`functions/api/${resource}\\.handler\\.ts$`));
      expect(existsSync(apiEntry(resource)), apiEntry(resource)).toBe(true);
    }
    for (const worker of WORKERS) expect(existsSync(workerEntry(worker)), worker.entry).toBe(true);
    expect(existsSync(PROJECTOR_WORKER.entry)).toBe(true);
    expect(existsSync(RENDER_PAGES_WORKER.entry)).toBe(true);
  });
});
