import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenReferences, headingSlug } from './check-docs';

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'check-docs-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('check:docs', () => {
  it('finds a link, an anchor and a named path that lead nowhere, and accepts those that lead somewhere', () => {
    const root = repo({
      'README.md':
        '[ok](docs/a.md#the-rules) [gone](docs/b.md) [bad anchor](docs/a.md#nothing) `shared/x.ts` `shared/gone.ts` `shared/<name>.ts`',
      'docs/a.md': '# A\n\n## The rules\n',
      'shared/x.ts': '// Reads shared/y (a module specifier) and names functions/missing.ts.\nexport {};\n',
      'shared/y.ts': 'export {};\n',
    });
    expect(brokenReferences(root).map((b) => `${b.file}:${b.line} ${b.reason} ${b.target}`)).toEqual([
      'README.md:1 missing file docs/b.md',
      'README.md:1 missing anchor docs/a.md#nothing',
      'README.md:1 missing file shared/gone.ts',
      'shared/x.ts:1 missing file functions/missing.ts',
    ]);
  });

  it('finds a path relative to the commenting file and a bare file name that lead nowhere', () => {
    const root = repo({
      'functions/a/x.ts':
        '// Builds on ./y.ts and ../b/z (a specifier); ./gone.ts went, ../b/gone too.\n' +
        '/* The list shares record-list.tsx, not race-record-editor.tsx; `./<file>` is a placeholder. */\n',
      'functions/a/y.ts': 'export {};\n',
      'functions/b/z.ts': 'export {};\n',
      'web/record-list.tsx': 'export {};\n',
    });
    expect(brokenReferences(root).map((b) => `${b.file}:${b.line} ${b.target}`)).toEqual([
      'functions/a/x.ts:1 ./gone.ts',
      'functions/a/x.ts:1 ../b/gone',
      'functions/a/x.ts:2 race-record-editor.tsx',
    ]);
  });

  it('makes anchors as GitHub does, Czech letters kept', () => {
    expect(headingSlug('The rush model (`bench:rush-model`)')).toBe('the-rush-model-benchrush-model');
    expect(headingSlug('Účty a přihlášení')).toBe('účty-a-přihlášení');
  });

  it('finds nothing broken in this repository: every doc link and every path in docs and comments exists', () => {
    const root = resolve(import.meta.dirname, '..');
    expect(brokenReferences(root)).toEqual([]);
  });
});
