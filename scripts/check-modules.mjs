#!/usr/bin/env node
// One name, one thing (issue 12): fails when two modules in different folders of a package share a file
// name, since an import or a search for `OrderDetails` should not have to ask which one. A module's name is
// its file name without the extension and without a role suffix (`.test`, `.stories`, `.styles`, `.types`,
// `.d`), so `Price.styles.ts` beside `Price.tsx` is the same module, and `Price.styles.ts` anywhere else is a
// second `Price`. Names that are a folder's convention rather than a module's identity are allowed below.
// Run by `npm run cycles` (and so by `npm test`) after the import-cycle check.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The packages checked. Not packages/api: its layers name a module after the resource it serves
 * (routes/orders.ts, the HTTP routes, over services/orders.ts, the rules), which is its convention.
 */
const DEFAULT_PACKAGES = ['packages/storefront/src', 'packages/admin/src', 'packages/ui/src', 'packages/core/src'];
/** Other folders when named on the command line (the check's own test runs it on a fixture this way). */
const PACKAGES = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PACKAGES;

/** A folder's conventional files: each folder may have one (per-feature messages, route loaders, ...). */
const ALLOWED = new Set(['index', 'messages', 'loaders', 'routes', 'fixtures']);

const SOURCE = /^(?<name>[^.]+)(?:\.(?:test|stories|styles|types|d|realApi))*\.(?:ts|tsx|mts|mjs|js|jsx)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let problems = 0;
for (const pkg of PACKAGES) {
  /** @type {Map<string, string[]>} module name → the files that bear it */
  const byName = new Map();
  for (const file of files(path.resolve(root, pkg))) {
    const name = SOURCE.exec(path.basename(file))?.groups?.name;
    if (!name || ALLOWED.has(name)) continue;
    byName.set(name, [...(byName.get(name) ?? []), path.relative(root, file)]);
  }
  for (const [name, paths] of byName) {
    if (new Set(paths.map((p) => path.dirname(p))).size < 2) continue;
    problems += 1;
    console.error(`✖ "${name}" names different modules:\n${paths.map((p) => `    ${p}`).join('\n')}`);
  }
}

if (problems > 0) {
  console.error(
    `\n${problems} module name(s) used for different modules. Rename each after what it holds, or, for a` +
      ` name every folder may have, add it to ALLOWED in scripts/check-modules.mjs with the reason.`,
  );
  process.exit(1);
}
console.log(`✔ Every module name in ${PACKAGES.join(', ')} means one thing.`);
