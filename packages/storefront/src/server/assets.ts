/** The client files a page needs: the entry script, its CSS, and the chunks to preload. */
export interface ClientAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
  /** Per locale code, the chunks of that locale's message catalogs: preloaded only on its pages. */
  localePreloads?: Record<string, string[]>;
  /**
   * Per lazily loaded module (its manifest key, `src/pages/HomePage.tsx`), its chunk and the chunks it
   * imports, less the entry's own: preloaded on the pages whose routes use it (`routeModules`).
   */
  modulePreloads?: Record<string, string[]>;
  /** Extra markup for <head>, given the response's nonce (Vite's client and React Refresh in development). */
  devHead?: (nonce: string) => string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The shop's catalogs (`messageLoaders`: the first-load catalog, with its message groups' loaders) and the kit's
 * labels (`loadKitMessages`: its core labels, with its other parts' loaders), one chunk each per locale.
 */
const CATALOG_KEY =
  /^(?:src\/i18n\/catalogs\/([a-z]{2})\.ts|(?:\.\.\/)+(?:packages\/)?ui\/src\/intl\/locales\/([a-z]{2})\.ts)$/;

/**
 * Reads the entry's files from Vite's build manifest (with the entry's static and dynamic imports, and
 * theirs, preloaded), and
 * each locale's message catalog chunk, which the entry imports dynamically and needs before hydrating.
 */
export function assetsFromManifest(manifest: ViteManifest, entry = 'src/entry-client.tsx'): ClientAssets {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`${entry} is not in the build manifest`);
  const preloads = new Set<string>();
  const styles = new Set(chunk.css ?? []);
  const visit = (key: string) => {
    const imported = manifest[key];
    if (!imported || preloads.has(imported.file)) return;
    preloads.add(imported.file);
    imported.css?.forEach((file) => styles.add(file));
    imported.imports?.forEach(visit);
  };
  chunk.imports?.forEach(visit);
  // The entry imports the libraries and the app one after another (entry-client.tsx): all of them.
  chunk.dynamicImports?.forEach(visit);
  const url = (file: string) => `/${file}`;
  const localePreloads: Record<string, string[]> = {};
  for (const [key, catalog] of Object.entries(manifest)) {
    const match = CATALOG_KEY.exec(key);
    const code = match?.[1] ?? match?.[2];
    if (code) (localePreloads[code] ??= []).push(url(catalog.file));
  }
  const modulePreloads: Record<string, string[]> = {};
  for (const [key, lazy] of Object.entries(manifest)) {
    if (!lazy.isDynamicEntry || CATALOG_KEY.test(key)) continue;
    const files = new Set<string>();
    const add = (file: string, imports: string[] = []) => {
      if (files.has(file) || file === chunk.file || preloads.has(file)) return;
      files.add(file);
      for (const imported of imports) add(manifest[imported]?.file ?? imported, manifest[imported]?.imports);
    };
    add(lazy.file, lazy.imports);
    modulePreloads[key] = [...files].map(url);
  }
  return {
    scripts: [url(chunk.file)],
    styles: [...styles].map(url),
    preloads: [...preloads].map(url),
    localePreloads,
    modulePreloads,
  };
}
