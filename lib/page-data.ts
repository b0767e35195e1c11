// No "server-only" import: a Pages Router page's getServerSideProps reads its data through this,
// and that package throws there.

/**
 * The data of the Pages Router's listing pages (/videos, /gallery, /resources). Such a page
 * cannot import our services: their modules are marked `server-only`, which throws in a Pages
 * Router page's graph (and the kernel they build on uses `after` and `next/headers`).
 * So a page names its data here (`definePageData`, in a plain module of its feature) and reads
 * it with `read`; the server provides it when it starts (instrumentation-node.ts calls
 * registry/page-data.ts, whose modules may import any service). Both sides meet in the one
 * registry on globalThis, as the database pool and the kept answers do (Next bundles the
 * instrumentation and each page apart).
 */
type Provider = (params: never) => Promise<unknown>;

const holder = globalThis as typeof globalThis & { __mmfPageData?: Map<string, Provider> };
const providers: Map<string, Provider> = (holder.__mmfPageData ??= new Map());

export type PageData<Params, Data> = {
  readonly name: string;
  /** Sets what answers `read` (the server, at start; a test, with what it checks). */
  provide(provider: (params: Params) => Promise<Data>): void;
  /** The page's data for `params`, from the provider the server registered. */
  read(params: Params): Promise<Data>;
};

export function definePageData<Params, Data>(name: string): PageData<Params, Data> {
  return {
    name,
    provide(provider) {
      providers.set(name, provider as Provider);
    },
    read(params) {
      const provider = providers.get(name) as ((params: Params) => Promise<Data>) | undefined;
      if (!provider) {
        throw new Error(`No data provider for the page "${name}": the server registers them when it starts (registry/page-data.ts).`);
      }
      return provider(params);
    },
  };
}
