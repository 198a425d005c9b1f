// Where this package lives on disk, found the same way from src/ (tsx, vitest) and from the dist/ bundle.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@nori/api') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('packages/api/package.json not found above ' + start);
    dir = parent;
  }
}

export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(packageRoot, 'drizzle');
export const generatedImagesDir = path.join(packageRoot, 'generated', 'images');
