// Running the API's entry points as real processes (as `npm run dev` and `npm run staff:create` do).
import { spawn } from 'node:child_process';
import path from 'node:path';

export const packageRoot = path.resolve(import.meta.dirname, '..');

/** Starts src/main.ts, waits until it listens, and returns its output. */
export function startApiProcess(root: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, listening, exited, output: () => output };
}

/** Runs `npm run staff:create -- …args` (its source, through tsx) with `stdin` as its input. */
export function runStaffCreate(args: string[], stdin: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/staffCreate.ts', ...args], {
    cwd: packageRoot,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}
