// Runs drizzle-kit with `drizzle-orm` resolved from this package. npm installs drizzle-orm under
// packages/api/node_modules while drizzle-kit is hoisted to the root, where drizzle-kit's own
// `import('drizzle-orm/…')` would not find it. Usage: node scripts/drizzle-kit.mjs generate
import { register } from 'node:module';
import Module, { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const here = pathToFileURL(`${import.meta.dirname}/`);
const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(here.href)} });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
// drizzle-kit also require()s drizzle-orm from CommonJS, which honours NODE_PATH instead of hooks.
process.env.NODE_PATH = `${import.meta.dirname}/../node_modules`;
Module._initPaths();

const require = createRequire(import.meta.url);
process.argv.splice(1, 1, require.resolve('drizzle-kit').replace(/index\.js$/, 'bin.cjs'));
await import(pathToFileURL(process.argv[1]).href);
