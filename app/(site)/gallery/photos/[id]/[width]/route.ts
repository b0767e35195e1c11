import { NotFoundError } from "@/lib/errors";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { inlineDisposition } from "@/lib/storage/limits";
import { readPublicPhoto } from "@/features/gallery/server/gallery";

/**
 * The stable, session-free address of one size of a published photo (the /gallery page's
 * srcset, the API's imageUrl): our re-encoded WebP, cached by browsers and shared caches for an
 * hour (not immutable: a photo taken down must stop being served), and tagged as the gallery's
 * pages are, so the purge that follows a photo's removal or edit drops it from a CDN at once;
 * 404 for anything not published.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; width: string }> }) {
  const { id, width } = await params;
  try {
    const photo = await readPublicPhoto(id, width);
    const headers = {
      "Content-Type": photo.type,
      "Content-Disposition": inlineDisposition(photo.type),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
      "Cache-Tag": PAGE_TAGS.gallery,
      ETag: photo.etag,
    };
    if (request.headers.get("if-none-match") === photo.etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(photo.bytes), {
      status: 200,
      headers: { ...headers, "Content-Length": String(photo.bytes.byteLength) },
    });
  } catch (error) {
    if (error instanceof NotFoundError) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
}
