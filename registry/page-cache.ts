import type { CachedPage } from "../lib/page-cache";
import { cataloguePageCache } from "../features/videos/page-cache";

/**
 * The listing pages whose common views the server caches (lib/page-cache.ts): one line per
 * feature. Relative imports only: next.config.ts reads this when it builds its rewrites.
 */
export const cachedPages: readonly CachedPage[] = [cataloguePageCache];
