// Builds the API, the storefront and the back office when their output is missing or older than their sources.
// Used by `npm start` and by the end-to-end tests' global set-up.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const buildables = [
  {
    name: '@nori/api',
    output: 'packages/api/dist/main.js',
    // @nori/core is bundled into both (its rules, contract and search).
    sources: [
      'packages/api/src',
      'packages/api/drizzle',
      'packages/api/assets',
      'packages/api/scripts',
      'packages/core/src',
    ],
  },
  {
    name: '@nori/storefront',
    output: 'packages/storefront/dist/server/main.js',
    sources: ['packages/storefront/src', 'packages/storefront/vite.config.ts', 'packages/ui/src', 'packages/core/src'],
  },
  {
    name: '@nori/admin',
    output: 'packages/admin/dist/index.html',
    sources: [
      'packages/admin/src',
      'packages/admin/index.html',
      'packages/admin/vite.config.ts',
      'packages/ui/src',
      'packages/core/src',
    ],
  },
];

/** The newest modification time under the given paths (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (full) => {
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(full)) {
      if (entry !== 'node_modules' && !entry.startsWith('.')) visit(path.join(full, entry));
    }
  };
  paths.forEach((relative) => visit(path.join(root, relative)));
  return latest;
}

export function isStale({ output, sources }) {
  const target = path.join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newest(sources);
}

/** Builds what is stale; throws when a build fails. */
export function buildIfNeeded(log = console.log) {
  for (const pkg of buildables) {
    if (!isStale(pkg)) continue;
    log(`[nori] Building ${pkg.name}…`);
    // A production build whatever the caller's NODE_ENV (vitest sets `test`, which would make Vite emit
    // development JSX that the production server cannot run).
    const result = spawnSync('npm', ['run', 'build', '-w', pkg.name], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`Building ${pkg.name} failed`);
  }
}
