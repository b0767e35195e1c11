import { NotFoundError } from "@/lib/errors";
import { getPublicLibraryItem } from "@/features/library/server/search";

/**
 * A stable address of a published library item's cover (Open Graph and the JSON-LD must outlive
 * the one-hour signed URLs): redirects to a freshly signed URL; a plain 404 for anything else.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const item = await getPublicLibraryItem(id);
    if (!item.coverImage) return new Response("Not found", { status: 404 });
    // Cached for less than the signed URL's hour, so a cached redirect never points at an expired one.
    const location = new URL(item.coverImage, request.url).toString();
    return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "public, max-age=600" } });
  } catch (error) {
    if (error instanceof NotFoundError) return new Response("Not found", { status: 404 });
    throw error;
  }
}
