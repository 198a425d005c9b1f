// The whole menu as one file. Export: GET /api/staff/catalog/export?format=csv|json with the session cookie,
// fetched like every call (credentials, the staff cookie) and handed to the screen as bytes it saves from a
// blob: URL. Import: the file is checked first (`dry_run=true`: what would be created, changed, left alone,
// or every problem with its line), then applied all or nothing — the same file, only when the check passed.
import type { MenuImportResult } from '@nori/core/contract';
import { chisinauIsoDate } from '@nori/core/time';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { importProblems, type ImportProblem } from './importProblems';
import { refusalOf, type Refusal } from './menuOrder';

export type MenuFileFormat = 'csv' | 'json';

/** The format of a chosen file: by its name, else its declared type. */
export const formatOfFile = (file: Pick<File, 'name' | 'type'>): MenuFileFormat =>
  /\.csv$/i.test(file.name) || /^text\/csv/i.test(file.type) ? 'csv' : 'json';

export class MenuTransferStore {
  exporting: MenuFileFormat | null = null;
  file: File | null = null;
  /** Checking (`check`) or applying (`apply`) the file. */
  busy: 'check' | 'apply' | null = null;
  /** What the check found the file would do; null until checked, or when it has problems. */
  preview: MenuImportResult | null = null;
  /** The file's problems, in its order (the import saved nothing). */
  problems: ImportProblem[] = [];
  /** What the import did, once applied. */
  applied: MenuImportResult | null = null;
  /** A refusal that is not about the file's content (403, 413, offline); null: none. */
  refusal: Refusal | null = null;

  constructor(private readonly api: AdminApi) {
    // A File is no plain object: MobX keeps it as it is (observable as a reference).
    makeAutoObservable<MenuTransferStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** The menu file's bytes and name, or null (`refusal` says why). */
  async download(format: MenuFileFormat): Promise<{ blob: Blob; filename: string } | null> {
    this.exporting = format;
    this.refusal = null;
    try {
      const { blob, filename } = await this.api.catalog.export(format);
      // The API names the file in Content-Disposition, which a browser hides from another origin's page
      // unless the API exposes it: the same name, made here.
      return { blob, filename: filename ?? `nori-menu-${chisinauIsoDate(new Date())}.${format}` };
    } catch (error) {
      runInAction(() => (this.refusal = refusalOf(error)));
      return null;
    } finally {
      runInAction(() => (this.exporting = null));
    }
  }

  /** Takes a file and checks it (nothing saved). True when it can be applied. */
  async check(file: File): Promise<boolean> {
    this.file = file;
    this.applied = null;
    return this.send(true);
  }

  /** Applies the checked file, all or nothing. True when saved. */
  async apply(): Promise<boolean> {
    if (!this.preview) return false;
    return this.send(false);
  }

  /** Forgets the file (another one next). */
  reset() {
    this.file = null;
    this.preview = null;
    this.problems = [];
    this.refusal = null;
  }

  private async send(dryRun: boolean): Promise<boolean> {
    const file = this.file;
    if (!file || this.busy) return false;
    const format = formatOfFile(file);
    this.busy = dryRun ? 'check' : 'apply';
    this.problems = [];
    this.refusal = null;
    if (dryRun) this.preview = null;
    try {
      const data = await this.api.catalog.import(file, format, dryRun);
      runInAction(() => {
        if (dryRun) this.preview = data;
        else {
          this.applied = data;
          this.preview = null;
          this.file = null;
        }
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.preview = null;
        if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length)
          this.problems = importProblems(error.fields);
        else this.refusal = refusalOf(error);
      });
      return false;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
