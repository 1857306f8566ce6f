import { writeFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';

export default mergeConfig(
  base,
  defineConfig({
    plugins: [
      {
        name: 'analyze',
        generateBundle(_o, bundle) {
          const out: Record<string, { imports: string[]; modules: Record<string, string> }> = {};
          for (const [file, c] of Object.entries(bundle)) {
            if (c.type !== 'chunk') continue;
            out[file] = { imports: c.imports, modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]) => [id, m.code ?? ''])) };
          }
          writeFileSync(process.env.ANALYZE_OUT ?? '/tmp/perf-web/analyze.json', JSON.stringify(out));
        },
      },
    ],
  }),
);
