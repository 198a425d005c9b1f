import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { createTestStores } from '../testing/createTestStores';
import { mergeIdLists, sameIds } from './idLists';
import { AuthStore } from './AuthStore';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A promise settled from outside, to hold an API answer back. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('mergeIdLists', () => {
  it("is the union: the server's ids in order, then the browser's it lacks", () => {
    expect(mergeIdLists([3, 1], [1, 7, 2])).toEqual([3, 1, 7, 2]);
    expect(mergeIdLists([], [5, 4])).toEqual([5, 4]);
    expect(mergeIdLists([5, 4], [])).toEqual([5, 4]);
    expect(mergeIdLists([2, 2], [2])).toEqual([2]);
  });

  it('sameIds compares ids and order', () => {
    expect(sameIds([1, 2], [1, 2])).toBe(true);
    expect(sameIds([1, 2], [2, 1])).toBe(false);
    expect(sameIds([1], [1, 2])).toBe(false);
  });
});

describe('favourites of a signed-in shopper', () => {
  it("merges the server's and the browser's lists on sign-in and saves the union on both sides", async () => {
    const { stores, calls, storage } = createTestStores({
      storage: { 'test:favorites': '[4,9]' },
      api: { account: { getFavorites: async () => [9, 12] } },
    });
    await stores.authWith(AuthStore).requestCode('+37369123456');
    await stores.authWith(AuthStore).checkCode('1234');
    await flush();
    expect(stores.user.favorites).toEqual([9, 12, 4]);
    expect(JSON.parse(storage.getItem('test:favorites')!)).toEqual([9, 12, 4]);
    const put = calls.filter((c) => c.method === 'putFavorites');
    expect(put.map((c) => c.args[0])).toEqual([[9, 12, 4]]);
  });

  it('does not upload when the server already holds every favourite', async () => {
    const { stores, calls } = createTestStores({
      cookies: { token: 't' },
      storage: { 'test:favorites': '[12]' },
      api: { account: { getFavorites: async () => [9, 12] } },
    });
    await stores.user.mergeFavorites();
    expect(stores.user.favorites).toEqual([9, 12]);
    expect(calls.some((c) => c.method === 'putFavorites')).toBe(false);
  });

  it("keeps the browser's list when the server cannot be reached", async () => {
    const { stores } = createTestStores({
      cookies: { token: 't' },
      storage: { 'test:favorites': '[4]' },
      api: { account: { getFavorites: () => Promise.reject(new ApiError(0, 'offline')) } },
    });
    await stores.user.mergeFavorites();
    expect(stores.user.favorites).toEqual([4]);
  });

  it("puts the list on the server on each toggle; a guest's toggles stay in the browser", async () => {
    const signedIn = createTestStores({ cookies: { token: 't' } });
    signedIn.stores.user.toggleFavorite(5);
    await flush();
    expect(signedIn.calls.filter((c) => c.method === 'putFavorites').map((c) => c.args[0])).toEqual([[5]]);

    const guest = createTestStores();
    guest.stores.user.toggleFavorite(5);
    await flush();
    expect(guest.calls.some((c) => c.resource === 'account')).toBe(false);
    expect(guest.stores.user.favorites).toEqual([5]);
  });

  it('sends toggles made during an upload afterwards, so the server ends with the last list', async () => {
    const first = deferred<number[]>();
    const sent: number[][] = [];
    let call = 0;
    const { stores } = createTestStores({
      cookies: { token: 't' },
      api: {
        account: {
          putFavorites: (ids) => {
            sent.push([...ids]);
            return call++ === 0 ? first.promise : Promise.resolve([...ids]);
          },
        },
      },
    });
    stores.user.toggleFavorite(1);
    stores.user.toggleFavorite(2);
    stores.user.toggleFavorite(3);
    stores.user.toggleFavorite(1);
    expect(sent).toEqual([[1]]);
    first.resolve([1]);
    await flush();
    expect(sent).toEqual([[1], [2, 3]]);
  });

  it('drops ids the catalog no longer has (422 ids.N) and saves the rest', async () => {
    const sent: number[][] = [];
    const { stores } = createTestStores({
      cookies: { token: 't' },
      storage: { 'test:favorites': '[4,999]' },
      api: {
        account: {
          putFavorites: async (ids) => {
            sent.push([...ids]);
            if (ids.includes(999))
              throw new ApiError(422, 'Invalid', { [`ids.${ids.indexOf(999)}`]: ['Unknown product'] });
            return [...ids];
          },
        },
      },
    });
    stores.user.toggleFavorite(6);
    await flush();
    await flush();
    expect(sent).toEqual([
      [4, 999, 6],
      [4, 6],
    ]);
    expect(stores.user.favorites).toEqual([4, 6]);
  });

  it("takes the server's list on a signed-in visit, unless the shopper toggled meanwhile", async () => {
    const plain = createTestStores({
      cookies: { token: 't' },
      storage: { 'test:favorites': '[4]' },
      api: { account: { getFavorites: async () => [8, 2] } },
    });
    await plain.stores.user.pullFavorites();
    expect(plain.stores.user.favorites).toEqual([8, 2]);

    const answer = deferred<number[]>();
    const raced = createTestStores({
      cookies: { token: 't' },
      api: { account: { getFavorites: () => answer.promise } },
    });
    const pulling = raced.stores.user.pullFavorites();
    raced.stores.user.toggleFavorite(3);
    answer.resolve([8]);
    await pulling;
    expect(raced.stores.user.favorites).toEqual([3]);
  });

  it("leaves a guest's favourites alone on start", async () => {
    const { stores, calls } = createTestStores({ storage: { 'test:favorites': '[4]' } });
    await stores.user.pullFavorites();
    await stores.user.mergeFavorites();
    expect(stores.user.favorites).toEqual([4]);
    expect(calls.some((c) => c.resource === 'account')).toBe(false);
  });

  it("marks the browser's lists as restored only after restore()", () => {
    expect(createTestStores({ restore: false }).stores.user.restored).toBe(false);
    expect(createTestStores().stores.user.restored).toBe(true);
  });
});
