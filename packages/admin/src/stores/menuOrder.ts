// A list put in a new order on the screen at once and saved in the background: each new order is sent after
// the one before it (so the API ends with the last), and a refusal puts back the last order it accepted.
import { ApiError } from '../api/client';

/** What a refusal tells the screen: the API's words ('' when it could not be reached) and its status. */
export type Refusal = { status: number; message: string };

export const refusalOf = (error: unknown): Refusal =>
  error instanceof ApiError ? { status: error.status, message: error.message } : { status: 0, message: '' };

/** The items in the order of `ids` (ids it does not know are left out, items it does not name go last). */
export function inOrder<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const named = ids.flatMap((id) => byId.get(id) ?? []);
  return [...named, ...items.filter((item) => !ids.includes(item.id))];
}

/** Saves orders one after another; `save` resolves true when the API took it. */
export class OrderQueue {
  private chain: Promise<unknown> = Promise.resolve();

  run(save: () => Promise<void>, onRefused: (refusal: Refusal) => void): Promise<boolean> {
    const next = this.chain.then(save).then(
      () => true,
      (error: unknown) => {
        onRefused(refusalOf(error));
        return false;
      },
    );
    this.chain = next;
    return next;
  }
}
