import type { Api, ApiFactory, createHttpApiFactory } from './index';

type HttpApiModule = { createHttpApiFactory: typeof createHttpApiFactory };

type HttpConfig = Parameters<typeof createHttpApiFactory>[0];

/** Every resource call answers with a promise, so a call can wait for the client's code (checked here). */
type AsyncApi = { [R in keyof Api]: { [M in keyof Api[R]]: (...args: never[]) => Promise<unknown> } };
const everyCallIsAsync = (api: Api): AsyncApi => api;
void everyCallIsAsync;

/**
 * The browser's ApiFactory (issue 18): the HTTP client and its resource modules (~2 kB gzipped with the
 * request signature's SHA-256) are not in the first load. The Api it returns has every resource and call
 * at once; the first call loads the client, and every call after it goes straight to it. The server
 * builds its Api with `createHttpApiFactory` directly.
 */
export function createLazyHttpApiFactory(
  config: HttpConfig,
  load: () => Promise<HttpApiModule> = () => import('./index'),
): ApiFactory {
  let factory: Promise<ApiFactory> | undefined;
  const loadFactory = () => (factory ??= load().then((module) => module.createHttpApiFactory(config)));
  return (session) => {
    let api: Promise<Api> | undefined;
    const resolve = () => (api ??= loadFactory().then((create) => create(session)));
    const resources = new Map<string, object>();
    const resourceOf = (resource: string) =>
      new Proxy(
        {},
        {
          get: (_, method) =>
            // Not a thenable (`await api.catalog` stays the object) and no symbol-named calls.
            typeof method !== 'string' || method === 'then'
              ? undefined
              : (...args: unknown[]) =>
                  resolve().then((loaded) => {
                    const calls = loaded[resource as keyof Api] as unknown as Record<
                      string,
                      (...args: unknown[]) => Promise<unknown>
                    >;
                    return calls[method]!(...args);
                  }),
        },
      );
    return new Proxy({} as Api, {
      get: (_, resource) => {
        if (typeof resource !== 'string' || resource === 'then') return undefined;
        let calls = resources.get(resource);
        if (!calls) resources.set(resource, (calls = resourceOf(resource)));
        return calls;
      },
    });
  };
}
