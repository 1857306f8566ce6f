import { z } from 'zod';
import { errorBodySchema } from '../errors/error-body';
import { openApiWebhooks } from './openapi-webhooks';
import { API_BASE_PATH, type ExportFileKind, type RouteDef } from './route-types';
import { IMPLEMENTED_ROUTES } from './routes';

const toSchema = (schema: z.ZodType): Record<string, unknown> =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io: 'output' }) as Record<
    string,
    unknown
  >;

const SECURITY: Record<RouteDef['auth'], Array<Record<string, string[]>>> = {
  public: [{}, { bearer: [] }, { apiKey: [] }],
  anonymousOnly: [{}, { apiKey: [] }],
  user: [{ bearer: [] }],
  eventManager: [{ bearer: [] }],
  admin: [{ bearer: [] }],
  teamManager: [{ bearer: [] }],
  apiClient: [{ bearer: [] }],
  partnerKey: [{ partnerKey: [] }, { partnerKeyHeader: [] }],
};

function parameters(route: RouteDef): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema || !(schema instanceof z.ZodObject)) continue;
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      out.push({
        name,
        in: where,
        required: where === 'path' || !field.safeParse(undefined).success,
        schema: toSchema(field),
      });
    }
  }
  return out;
}

/** OpenAPI 3.1 document of the implemented routes (what is deployed is what is documented). */
const FILE_TYPES: Record<ExportFileKind, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of IMPLEMENTED_ROUTES) {
    const path = `${API_BASE_PATH}/${route.path}`;
    const op: Record<string, unknown> = {
      operationId: route.id,
      summary: route.summary,
      tags: [route.resource],
      'x-auth-level': route.auth,
      security: SECURITY[route.auth],
      parameters: parameters(route),
      responses: {
        '200': {
          description: 'OK',
          content: route.response
            ? {
                'application/json': {
                  schema: toSchema(route.response),
                  ...(route.example !== undefined ? { example: route.example } : {}),
                },
              }
            : route.file
              ? { [FILE_TYPES[route.file]]: { schema: { type: 'string', format: 'binary' } } }
              : {},
        },
        default: {
          description: 'Error (spec §8)',
          content: { 'application/json': { schema: toSchema(errorBodySchema) } },
        },
      },
    };
    if (route.body) {
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(route.body) } },
      };
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Race registration API', version: '1.0.0' },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        // Partner routes (docs/webhooks-and-partner-api.md): a series' key, either way.
        partnerKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'rpk_… partner API key',
          description: 'A series partner API key, shown once when an admin creates it; rate-limited per key.',
        },
        partnerKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
    },
    paths,
    // Partner webhooks (issue 28 item 3): what the product sends, not routes it serves.
    webhooks: openApiWebhooks(),
  };
}
