import { stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BodyRenderer } from '../../domain/public-pages/page-body';

/**
 * Where the web build puts its SSR entry (web/vite.config.ts): beside index.html, so a deploy
 * replaces both at once and the worker renders with the sources the page's scripts come from.
 */
export const RENDERER_KEY = 'ssr/server-render.js';

interface RendererModule {
  renderPage: BodyRenderer;
}

const loaded = new Map<string, Promise<BodyRenderer>>();

/** Imports the module once per version (its file's URL carries the version, as ES modules are cached by URL). */
function importOnce(file: string, version: string): Promise<BodyRenderer> {
  const url = `${pathToFileURL(file).href}?v=${encodeURIComponent(version)}`;
  let renderer = loaded.get(url);
  if (!renderer) {
    renderer = import(url).then((module: RendererModule) => module.renderPage);
    loaded.set(url, renderer);
  }
  return renderer;
}

/** Locally: the build's file itself, again whenever a new build replaced it. */
export async function rendererFromFolder(webDir: string): Promise<BodyRenderer | undefined> {
  const file = path.join(webDir, RENDERER_KEY);
  const info = await stat(file).catch(() => undefined);
  return info ? importOnce(file, String(info.mtimeMs)) : undefined;
}

/**
 * On AWS: the module as read from the bucket (its ETag is its version), written to the Lambda's
 * temporary folder to be imported; a warm Lambda keeps it until a deploy changes the ETag.
 */
export async function rendererFromObject(
  read: () => Promise<{ etag: string; body: Uint8Array } | undefined>,
): Promise<BodyRenderer | undefined> {
  const object = await read();
  if (!object) return undefined;
  const version = object.etag.replace(/[^A-Za-z0-9]/g, '');
  const file = path.join(tmpdir(), `server-render-${version}.mjs`);
  if (!(await stat(file).catch(() => undefined))) await writeFile(file, object.body);
  return importOnce(file, version);
}
