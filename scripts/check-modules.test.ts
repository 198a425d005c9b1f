// scripts/check-modules.mjs on small trees: a name shared by two folders fails, a module's own roles and a
// folder's conventional files do not.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-modules.mjs');

function check(files: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nori-modules-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'export {};\n');
  }
  const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('check-modules', () => {
  it('fails on one name in two folders, naming both files', () => {
    const { status, output } = check(['checkout/OrderDetails.tsx', 'account/order/OrderDetails.tsx', 'a/Other.tsx']);
    expect(status).toBe(1);
    expect(output).toContain('"OrderDetails" names different modules');
    expect(output).toContain(path.join('checkout', 'OrderDetails.tsx'));
    expect(output).toContain(path.join('account', 'order', 'OrderDetails.tsx'));
    expect(output).not.toContain('"Other"');
  });

  it('counts a role file elsewhere as a second module of the name', () => {
    expect(check(['auth/birthday.test.ts', 'account/birthday.ts']).status).toBe(1);
  });

  it('passes a module with its test, story and styles, and a folder convention in every feature', () => {
    const { status } = check([
      'cart/CartDrawer.tsx',
      'cart/CartDrawer.styles.ts',
      'cart/CartDrawer.stories.tsx',
      'cart/CartDrawer.test.tsx',
      'cart/messages.ts',
      'auth/messages.ts',
      'auth/index.ts',
      'cart/index.ts',
    ]);
    expect(status).toBe(0);
  });
});
