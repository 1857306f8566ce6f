import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Pointers that lead nowhere are worse than none: a newcomer follows them. This checks the
 * documents' relative links (and their #anchors) and every repository path named in the documents
 * and in the code's comments (`functions/…`, `shared/…`, `docs/…`…). `npm run check:docs` prints
 * what is broken; the unit test of the same name keeps it at zero.
 */

const TOP_DIRS = ['functions', 'shared', 'web', 'infra', 'scripts', 'test', 'docs', '.ci'];
const PATH_IN_TEXT = new RegExp(
  String.raw`(?<![\w./@-])((?:${TOP_DIRS.map((d) => d.replace('.', '\\.')).join('|')})/[\w./-]*[\w/])`,
  'g',
);
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'test-results',
  'cdk.out',
  'coverage',
  'playwright-report',
]);
const CODE_EXT = /\.(ts|tsx|mts|js|mjs)$/;
/** `./<file>`, `../<file>`: a path relative to the commenting file's own folder. */
const RELATIVE_IN_TEXT = /(?<![\w./@-])(\.{1,2}\/[\w./-]*[\w/])/g;
/** A bare source file name (`record-editor.tsx`): some file of the repository has it. */
const FILE_NAME_IN_TEXT = /(?<![\w./@<>{}*-])([a-z][\w-]*\.tsx?)(?![\w/])/g;

export interface BrokenReference {
  file: string;
  line: number;
  target: string;
  reason: 'missing file' | 'missing anchor';
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const slugs = new Set<string>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const m = !inFence && /^#{1,6}\s+(.*)$/.exec(line);
    if (m) slugs.add(headingSlug(m[1]!));
  }
  return slugs;
}

function walk(root: string, dir: string, pick: (path: string) => boolean, out: string[]): string[] {
  for (const name of readdirSync(join(root, dir))) {
    // Dot folders are tools' and machines' own (.git, .data, .tools), except the CI's.
    if (SKIP_DIRS.has(name) || (name.startsWith('.') && name !== '.ci')) continue;
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(join(root, rel)).isDirectory()) walk(root, rel, pick, out);
    else if (pick(rel)) out.push(rel);
  }
  return out;
}

/** A path named in prose may end in a sentence's full stop or stand for a folder. */
function pathExists(root: string, path: string): boolean {
  const clean = path.replace(/[.]+$/, '');
  // Module specifiers name a file without its extension.
  return ['', '.ts', '.tsx'].some((ext) => existsSync(join(root, clean + ext)));
}

function isPlaceholder(path: string): boolean {
  return /[<>*{}…]|\/\.\.\.|\$/.test(path);
}

export function checkMarkdown(root: string, file: string, text: string): BrokenReference[] {
  const broken: BrokenReference[] = [];
  const lines = text.split('\n');
  let inFence = false;
  lines.forEach((line, i) => {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) return;
    for (const m of line.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (/^[a-z]+:/i.test(target)) continue;
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const resolved = path ? resolve(root, dirname(file), path) : resolve(root, file);
      if (!existsSync(resolved)) {
        broken.push({ file, line: i + 1, target, reason: 'missing file' });
      } else if (
        anchor &&
        resolved.endsWith('.md') &&
        !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)
      ) {
        broken.push({ file, line: i + 1, target, reason: 'missing anchor' });
      }
    }
    for (const m of line.matchAll(/`([^`]+)`/g)) {
      for (const p of m[1]!.matchAll(PATH_IN_TEXT)) {
        const path = p[1]!;
        if (!isPlaceholder(m[1]!) && !pathExists(root, path)) {
          broken.push({ file, line: i + 1, target: path, reason: 'missing file' });
        }
      }
    }
  });
  return broken;
}

/**
 * Paths named in a source file's comments (lines starting with `//`, `*` or `/*`): from the
 * repository's root, relative to the file (`./<file>`, `../<file>`), or a bare file name found anywhere in
 * `fileNames` (the repository's source file names; omitted, bare names are not checked).
 */
export function checkComments(
  root: string,
  file: string,
  text: string,
  fileNames?: ReadonlySet<string>,
): BrokenReference[] {
  const broken: BrokenReference[] = [];
  text.split('\n').forEach((line, i) => {
    const comment = /^\s*(\/\/|\/?\*)(.*)$/.exec(line)?.[2] ?? /\s\/\/\s(.*)$/.exec(line)?.[1];
    if (!comment) return;
    for (const p of comment.matchAll(RELATIVE_IN_TEXT)) {
      const path = p[1]!;
      if (!pathExists(root, join(dirname(file), path)))
        broken.push({ file, line: i + 1, target: path, reason: 'missing file' });
    }
    for (const p of fileNames ? comment.matchAll(FILE_NAME_IN_TEXT) : []) {
      if (!fileNames!.has(p[1]!)) broken.push({ file, line: i + 1, target: p[1]!, reason: 'missing file' });
    }
    for (const p of comment.matchAll(PATH_IN_TEXT)) {
      const path = p[1]!;
      if (
        !isPlaceholder(comment.slice(Math.max(0, p.index - 1), p.index + path.length + 2)) &&
        !pathExists(root, path)
      ) {
        broken.push({ file, line: i + 1, target: path, reason: 'missing file' });
      }
    }
  });
  return broken;
}

export function brokenReferences(root: string): BrokenReference[] {
  const docs = ['README.md', 'CONTRIBUTING.md']
    .filter((f) => existsSync(join(root, f)))
    .concat(walk(root, '', (p) => p.endsWith('.md') && p !== 'README.md' && p !== 'CONTRIBUTING.md', []));
  const code = TOP_DIRS.filter((d) => existsSync(join(root, d))).flatMap((d) =>
    walk(root, d, (p) => CODE_EXT.test(p), []),
  );
  const fileNames = new Set(code.map((f) => f.slice(f.lastIndexOf('/') + 1)));
  return [
    ...docs.flatMap((f) => checkMarkdown(root, f, readFileSync(join(root, f), 'utf8'))),
    ...code.flatMap((f) => checkComments(root, f, readFileSync(join(root, f), 'utf8'), fileNames)),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(dirname(import.meta.filename), '..');
  const broken = brokenReferences(root);
  for (const b of broken)
    console.log(`${relative(root, join(root, b.file))}:${b.line}  ${b.reason}: ${b.target}`);
  console.log(broken.length ? `${broken.length} broken references` : 'every link and path leads somewhere');
  process.exitCode = broken.length ? 1 : 0;
}
