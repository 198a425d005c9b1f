// Bundles the server into dist/ with esbuild (dependencies stay in node_modules), then renders the
// product images. `--if-missing` does nothing when dist/ is already built (used by `npm start`).
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

const entries = {
  main: 'src/main.ts',
  'generate-images': 'src/images/generateAll.ts',
  'staff-create': 'src/cli/staffCreate.ts',
};
if (
  process.argv.includes('--if-missing') &&
  Object.keys(entries).every((name) => existsSync(path.join(dist, `${name}.js`)))
)
  process.exit(0);

const started = Date.now();
await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies stay in node_modules, except the workspace's own packages (@nori/core): they ship
  // TypeScript source, which Node cannot load, so they are bundled.
  plugins: [
    {
      name: 'external-packages-but-workspace',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@nori/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
console.log(
  `built dist/ in ${Date.now() - started} ms (migrations are read from ${path.relative(process.cwd(), path.join(root, 'drizzle')) || 'drizzle'}/)`,
);

const images = spawnSync(process.execPath, [path.join(dist, 'generate-images.js')], { stdio: 'inherit' });
process.exit(images.status ?? 1);
