import { guestAnswer } from "@/lib/cache/api-answers";
import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { listVideosForApi } from "@/features/videos/server/catalogue";
import { queryFromParams } from "@/lib/http/search-params";
import { pageLinks } from "@/lib/paging";

/**
 * A bare array of videos (the spec's shape); paging in `page`/`limit` and the X-Total-Count and
 * Link headers. See docs/api.md. A guest's answer is kept in memory until a video changes
 * (lib/cache/api-answers.ts), as the /videos page is.
 */
export const GET = apiRoute(async ({ actor, req }) =>
  guestAnswer(actor, PAGE_TAGS.videos, req, async () => {
    const { items, total, page, limit } = await listVideosForApi(actor, queryFromParams(req.nextUrl.searchParams));
    return {
      body: JSON.stringify(items),
      headers: { "X-Total-Count": String(total), Link: pageLinks(req.nextUrl, { page, limit, total }) },
    };
  }),
);
