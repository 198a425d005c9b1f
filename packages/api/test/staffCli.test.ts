// The first owner comes from a command, never from a default password; development has a demo operator.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { packageRoot, runStaffCreate, startApiProcess } from './process';

const login = (base: string, email: string, password: string) =>
  fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

it('creates an owner with staff:create, refuses while the API holds the embedded database, and the owner signs in', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nori-staff-cli-'));
  try {
    const api = startApiProcess(packageRoot, { DATA_DIR: dataDir });
    const base = await api.listening;
    // Development's demo operator, printed at start for whoever runs it.
    expect(api.output()).toContain('demo operator operator@nori.local / nori-demo-operator');
    expect((await login(base, 'operator@nori.local', 'nori-demo-operator')).status).toBe(200);
    // And a manager and an owner, to try the menu, the settings, the reports and the team.
    expect(api.output()).toContain('demo owner owner@nori.local / nori-demo-owner');
    expect((await login(base, 'manager@nori.local', 'nori-demo-manager')).status).toBe(200);
    expect((await login(base, 'owner@nori.local', 'nori-demo-owner')).status).toBe(200);

    const busy = await runStaffCreate(['--email', 'chef@example.md', '--role', 'owner'], 'a long enough password\n', {
      DATA_DIR: dataDir,
    });
    expect(busy.code).toBe(1);
    expect(busy.output).toMatch(/is in use by process \d+ \(the API\?\)\. Stop it first/);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);

    const made = await runStaffCreate(
      ['--email', 'Chef@Example.md', '--role', 'owner', '--name', 'Ana Rusu'],
      'a long enough password\n',
      { DATA_DIR: dataDir },
    );
    expect(made).toMatchObject({ code: 0, output: expect.stringContaining('Created owner chef@example.md') });
    const weak = await runStaffCreate(['--email', 'b@example.md', '--role', 'owner'], 'short\n', { DATA_DIR: dataDir });
    expect(weak.output).toContain('at least 12 characters');
    const noPlace = await runStaffCreate(
      ['--email', 'c@example.md', '--role', 'operator'],
      'a long enough password\n',
      {
        DATA_DIR: dataDir,
      },
    );
    expect(noPlace.output).toContain('needs --restaurants');

    const again = startApiProcess(packageRoot, { DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENT_PROVIDER: 'viva' });
    const second = await again.listening;
    const signedIn = await login(second, 'chef@example.md', 'a long enough password');
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ staff: { name: 'Ana Rusu', role: 'owner' } });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
