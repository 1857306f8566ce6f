import { describe, expect, it } from 'vitest';
import type { PageFile } from '../../domain/public-pages/render-pages';
import { invalidationPaths, pageObjectKey } from './page-store';
import { listedPaths, listRenderedPages } from './rendered-pages-kvs';

const html = (path: string, language?: 'cs' | 'en'): PageFile => ({
  path,
  language,
  body: '',
  contentType: 'text/html',
});

describe('where rendered pages are stored and what is invalidated', () => {
  it('keeps a page in Czech at its path and its English version under pages/en/', () => {
    expect(pageObjectKey('/detail/event/e1')).toBe('pages/detail/event/e1.html');
    expect(pageObjectKey('/detail/event/e1', 'cs')).toBe('pages/detail/event/e1.html');
    expect(pageObjectKey('/detail/event/e1', 'en')).toBe('pages/en/detail/event/e1.html');
    expect(pageObjectKey('/', 'en')).toBe('pages/en/index.html');
    expect(pageObjectKey('/sitemap.xml')).toBe('pages/sitemap.xml');
  });

  it("invalidates both the visitor's address and the file CloudFront cached it under", () => {
    expect(invalidationPaths([html('/detail/event/e1', 'cs'), html('/detail/event/e1', 'en')])).toEqual([
      '/detail/event/e1',
      '/pages/detail/event/e1.html',
      '/pages/en/detail/event/e1.html',
    ]);
    const many = Array.from({ length: 30 }, (_, i) => html(`/detail/event/e${i}`, 'cs'));
    expect(invalidationPaths(many)).toEqual(['/detail/*', '/sitemap.xml', '/robots.txt', '/pages/*']);
  });

  it("lists each event and start list page once for the viewer function, not the site's fixed files", () => {
    expect(
      listedPaths([
        html('/detail/event/e1', 'cs'),
        html('/detail/event/e1', 'en'),
        html('/detail/startlist/r1', 'cs'),
        html('/', 'cs'),
        html('/sitemap.xml'),
      ]),
    ).toEqual(['/detail/event/e1', '/detail/startlist/r1']);
  });
});

describe("the viewer function's key value store of rendered pages", () => {
  it('puts every path after reading the store version, each call naming the version the last one left', async () => {
    const calls: Array<{ name: string; input: Record<string, unknown> }> = [];
    let version = 0;
    const client = {
      send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
        calls.push({ name: command.constructor.name, input: command.input });
        version += 1;
        return { ETag: `v${version}` };
      },
    };
    const files = Array.from({ length: 60 }, (_, i) => html(`/detail/event/e${i}`, 'cs'));
    await listRenderedPages('arn:kvs', [...files, html('/', 'cs')], client as never);
    expect(calls.map((c) => c.name)).toEqual([
      'DescribeKeyValueStoreCommand',
      'UpdateKeysCommand',
      'UpdateKeysCommand',
    ]);
    expect(calls[1]?.input).toMatchObject({ KvsARN: 'arn:kvs', IfMatch: 'v1' });
    expect(calls[2]?.input).toMatchObject({ IfMatch: 'v2' });
    const puts = calls.slice(1).flatMap((c) => c.input.Puts as Array<{ Key: string }>);
    expect(puts).toHaveLength(60);
    expect(puts[0]).toEqual({ Key: '/detail/event/e0', Value: '1' });
  });

  it('calls nothing when no event or start list page was rendered', async () => {
    let called = false;
    const client = { send: async () => void (called = true) };
    await listRenderedPages('arn:kvs', [html('/', 'cs'), html('/sitemap.xml')], client as never);
    expect(called).toBe(false);
  });
});
