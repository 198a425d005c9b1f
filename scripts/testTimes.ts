/**
 * A Vitest reporter that prints, when the run ends, how long each test project took and what the run cost the
 * machine. `npm test` (scripts/test.mjs) adds it after Vitest's own reporter and prints the machine's benchmark
 * index beside it, so that a time measured on one machine can be set beside another's.
 *
 * - wall: from the project's first file starting to its last file ending (projects overlap: they share the
 *   machine, so the walls add up to more than the run);
 * - file time: the sum of its files' own durations (set-up, import, tests and hooks), as Vitest reports them;
 * - CPU: read from /proc every second (Linux) for every process under Vitest's, and given to a project by
 *   where it runs: a test worker's CPU (and its children's: the journeys' Chromium) to the projects whose files
 *   are running in workers at that moment, shared evenly; the story projects' Chromium to the story projects
 *   running then, or, once they have all ended, to "story browsers after their last test"; the servers the
 *   journeys' global set-up starts to the journeys; Vitest's own process (Vite's transforms for the browser
 *   projects, the reporters) on a line of its own.
 *
 * And what the story projects' browsers cost once all their tests are done (from IDLE_AFTER_MS after the last
 * one to the end of the run): a browser left drawing frames there slows every project still running.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { Reporter, TestModule, TestProject, TestSpecification, Vitest } from 'vitest/node';

const SAMPLE_MS = 1000;
const IDLE_AFTER_MS = 5000;

interface ProjectFigures {
  browser: boolean;
  files: number;
  filesDone: number;
  tests: number;
  running: number;
  start?: number;
  end?: number;
  fileTime: number;
  cpu: number;
}

interface ProcessSample {
  ppid: number;
  ticks: number;
  kind?: 'worker' | 'chromium' | 'other';
}

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Every process's parent and CPU ticks (user + system), from /proc; empty where there is no /proc. */
function readProcesses(): Map<number, ProcessSample> {
  const processes = new Map<number, ProcessSample>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return processes;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command name, which may hold spaces and parentheses: state ppid … utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // It ended between the listing and the read.
    }
  }
  return processes;
}

function kindOf(pid: number): ProcessSample['kind'] {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (/chrom/i.test(command)) return 'chromium';
    if (/vitest[\\/]dist[\\/]workers/.test(command)) return 'worker';
  } catch {
    // gone
  }
  return 'other';
}

const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

export default class TestTimes implements Reporter {
  private readonly projects = new Map<string, ProjectFigures>();
  private readonly kinds = new Map<number, ProcessSample['kind']>();
  private previous = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private started = Date.now();
  private mainCpu = 0;
  /** Test workers' CPU while none of their files was running (starting, stopping). */
  private betweenFilesCpu = 0;
  private idleBrowsersCpu = 0;
  private idleBrowsersSince: number | undefined;
  private totalCpu = 0;

  onInit(_vitest: Vitest) {
    this.started = Date.now();
    this.previous = new Map();
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
    this.timer.unref();
  }

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>) {
    for (const { project } of specifications) this.figures(project).files += 1;
  }

  // Queued: the worker (or the browser's frame) has taken the file, before it imports it.
  onTestModuleQueued(module: TestModule) {
    const figures = this.figures(module.project);
    figures.start ??= Date.now();
    figures.running += 1;
  }

  onTestModuleEnd(module: TestModule) {
    const figures = this.figures(module.project);
    const diagnostic = module.diagnostic();
    figures.end = Date.now();
    figures.running = Math.max(0, figures.running - 1);
    figures.filesDone += 1;
    figures.tests += [...module.children.allTests()].length;
    figures.fileTime +=
      diagnostic.prepareDuration + diagnostic.setupDuration + diagnostic.collectDuration + diagnostic.duration;
    const browsers = [...this.projects.values()].filter((project) => project.browser);
    if (browsers.length > 0 && browsers.every((project) => project.filesDone === project.files))
      this.idleBrowsersSince ??= Date.now();
  }

  onTestRunEnd() {
    clearInterval(this.timer);
    this.sample();
    const end = Date.now();
    const hasCpu = this.totalCpu > 0;
    const rows = [...this.projects.entries()]
      .filter(([, figures]) => figures.start !== undefined)
      .sort(([, a], [, b]) => a.start! - b.start!)
      .map(([name, figures]) => [
        name,
        String(figures.filesDone),
        String(figures.tests),
        minutes(figures.end! - figures.start!),
        minutes(figures.fileTime),
        hasCpu ? minutes(figures.cpu * 1000) : '—',
      ]);
    const table = [['project', 'files', 'tests', 'wall', 'file time', 'CPU'], ...rows];
    const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
    const lines = table.map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    );
    const wall = end - this.started;
    const out = [
      '',
      "Time by project (wall: first file's start to last file's end; CPU: sampled every second)",
      ...lines.map((line) => `  ${line}`),
      `  Vitest's own process (Vite's transforms, reporters): ${hasCpu ? minutes(this.mainCpu * 1000) : '—'} CPU; ` +
        `test workers between files: ${hasCpu ? minutes(this.betweenFilesCpu * 1000) : '—'} CPU`,
      `  the run: ${minutes(wall)} wall, ${hasCpu ? `${minutes(this.totalCpu * 1000)} CPU (${(this.totalCpu / (wall / 1000)).toFixed(2)} cores on average)` : 'CPU not read'}`,
    ];
    const idle = this.idleBrowsersSince === undefined ? 0 : (end - this.idleBrowsersSince - IDLE_AFTER_MS) / 1000;
    if (idle >= 10 && hasCpu) {
      out.push(
        `  story browsers from ${IDLE_AFTER_MS / 1000} s after their last test: ${this.idleBrowsersCpu.toFixed(1)} CPU-s ` +
          `in ${minutes(idle * 1000)} (${((100 * this.idleBrowsersCpu) / idle).toFixed(1)} % of a core)`,
      );
    }
    process.stdout.write(`${out.join('\n')}\n`);
  }

  private figures(project: TestProject): ProjectFigures {
    let figures = this.projects.get(project.name);
    if (!figures) {
      figures = {
        browser: project.config.browser.enabled,
        files: 0,
        filesDone: 0,
        tests: 0,
        running: 0,
        fileTime: 0,
        cpu: 0,
      };
      this.projects.set(project.name, figures);
    }
    return figures;
  }

  /** Adds each process's CPU since the last sample to whom it belongs. */
  private sample() {
    const processes = readProcesses();
    if (processes.size === 0) return;
    const running = [...this.projects.values()].filter((figures) => figures.running > 0);
    const inWorkers = running.filter((figures) => !figures.browser);
    const inBrowsers = running.filter((figures) => figures.browser);
    const journeys = this.projects.get('e2e');
    const next = new Map<number, number>();
    const share = (seconds: number, among: ProjectFigures[]) => {
      for (const figures of among) figures.cpu += seconds / among.length;
      return among.length > 0;
    };
    for (const [pid, process_] of processes) {
      // The child of Vitest's process this one descends from (or Vitest's own).
      let top = pid;
      let parent = process_.ppid;
      while (parent !== process.pid && parent > 1 && processes.has(parent)) {
        top = parent;
        parent = processes.get(parent)!.ppid;
      }
      if (parent !== process.pid && pid !== process.pid) continue;
      next.set(pid, process_.ticks);
      const seconds = (process_.ticks - (this.previous.get(pid) ?? 0)) / clockTicks;
      if (seconds <= 0) continue;
      this.totalCpu += seconds;
      if (pid === process.pid) {
        this.mainCpu += seconds;
        continue;
      }
      if (!this.kinds.has(top)) this.kinds.set(top, kindOf(top));
      const kind = this.kinds.get(top);
      if (kind === 'worker') {
        if (!share(seconds, inWorkers)) this.betweenFilesCpu += seconds;
      } else if (kind === 'chromium') {
        if (share(seconds, inBrowsers)) continue;
        const idle = this.idleBrowsersSince !== undefined && Date.now() - this.idleBrowsersSince > IDLE_AFTER_MS;
        if (idle) this.idleBrowsersCpu += seconds;
        else this.mainCpu += seconds;
      } else if (journeys) journeys.cpu += seconds;
      else this.mainCpu += seconds;
    }
    this.previous = next;
  }
}
