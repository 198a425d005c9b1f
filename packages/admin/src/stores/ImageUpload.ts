// A photo on its way to the API (POST /api/staff/images) for a category or a promotion: in flight, then the
// picture as the API cut it, or the API's words for a file it refused (too small, not a picture, too big).
// The editor puts the hash it gives into its form; the record takes the picture with its next save.
import type { StaffImage } from '@nori/core/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';

export class ImageUpload {
  uploading = false;
  /** Why the last file was refused; '' when the API could not be reached; null: no problem. */
  problem: string | null = null;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<ImageUpload, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Uploads the file; the picture (with its hash) when stored, else null and `problem` says why. */
  async upload(file: File): Promise<StaffImage | null> {
    this.uploading = true;
    this.problem = null;
    try {
      return await this.api.catalog.uploadImage(file);
    } catch (error) {
      runInAction(() => {
        this.problem = error instanceof ApiError ? (error.fields.file?.[0] ?? error.message) : '';
      });
      return null;
    } finally {
      runInAction(() => (this.uploading = false));
    }
  }

  clear() {
    this.problem = null;
  }
}
