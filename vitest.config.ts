import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects: [...projects, 'packages/*/vitest.config.ts'],
    // Test files of the Node projects (api, admin, storefront, ui, core) two at a time at least. Vitest's own
    // default, one worker fewer than the cores, is a single worker on a 2-core machine: the Node projects then
    // ran one file after another (api, admin and storefront: 12 min 14 s of a 12 min 16 s run) with the
    // machine a third idle, since most of an API file's time is spent waiting on its servers, streams and
    // databases (2 min 44 s of CPU in 7 min 09 s). Full runs on one machine, 2026-11-29: 1 worker 13 min 39 s;
    // 2 workers 11 min 56 s – 12 min 23 s (three runs). Three were 11 min 38 s warm, but a fresh clone's run
    // (its builds and first transforms beside them) pushed two AVIF-cutting tests past their timeout.
    // The story projects keep one page each (`browser.fileParallelism` in vitest.workspace.ts); the journeys
    // run one file at a time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
