import { LRUCache } from "lru-cache";
import { downloadWindow } from "./limits";

/** When and until a download URL is signed (limits.ts `downloadWindow`). */
export type DownloadWindow = ReturnType<typeof downloadWindow>;

/**
 * The download URLs an adapter has signed, by object, type and window: within one step of its
 * window a URL is the same (limits.ts `downloadWindow`), so it is signed once and handed out again.
 * An S3 presign runs the SDK's whole middleware stack (about half a millisecond on the bench's
 * host), and a listing page asks for one URL a card. At most 5,000 URLs, the least recently asked
 * dropped first (a URL of a past step is never asked again).
 */
export class DownloadUrls {
  readonly #urls = new LRUCache<string, string>({ max: 5_000 });

  /** The URL of `key` as `contentType` for `lifetime` seconds asked at `nowSeconds`: signed by `sign` unless signed before in this window. */
  async get(
    key: string,
    contentType: string,
    lifetime: number,
    nowSeconds: number,
    sign: (window: DownloadWindow) => string | Promise<string>,
  ): Promise<string> {
    const window = downloadWindow(nowSeconds, lifetime);
    const id = `${key} ${contentType} ${window.signedAt} ${window.expires}`;
    const known = this.#urls.get(id);
    if (known !== undefined) return known;
    const url = await sign(window);
    this.#urls.set(id, url);
    return url;
  }
}
