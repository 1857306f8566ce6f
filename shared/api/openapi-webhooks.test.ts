import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, webhookPayloadSchema } from '../webhooks/webhook-schemas';
import { buildOpenApiDocument } from './openapi';

describe('OpenAPI webhooks section', () => {
  it(
    'documents every event partners can subscribe to, with a valid example and the signature header',
    { timeout: 30_000 },
    () => {
      const doc = buildOpenApiDocument() as {
        webhooks: Record<string, { post: Record<string, unknown> & { requestBody: unknown } }>;
        paths: Record<string, Record<string, { 'x-auth-level': string }>>;
      };
      expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
      for (const type of WEBHOOK_EVENT_TYPES) {
        const post = doc.webhooks[type]!.post;
        const example = (post.requestBody as { content: { 'application/json': { example: unknown } } })
          .content['application/json'].example;
        expect(webhookPayloadSchema.parse(example)).toMatchObject({ type });
        expect(JSON.stringify(post.parameters)).toContain('Webhook-Signature');
        expect(String(post.description)).toContain('300 s');
      }
      expect(doc.paths['/api/v1/admin/series/{id}/webhooks']?.post?.['x-auth-level']).toBe('admin');
    },
  );
});
