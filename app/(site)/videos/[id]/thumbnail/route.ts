import { NotFoundError } from "@/lib/errors";
import { getPublicVideo } from "@/features/videos/server/catalogue";

/**
 * A stable address of an approved video's thumbnail (Open Graph and VideoObject.thumbnailUrl
 * must outlive the one-hour signed URLs): redirects to a freshly signed URL; 404 otherwise.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const video = await getPublicVideo(id);
    if (!video.thumbnailUrl) return new Response("Not found", { status: 404 });
    // Cached for less than the signed URL's hour, so a cached redirect never points at an expired one.
    const location = new URL(video.thumbnailUrl, request.url).toString();
    return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "public, max-age=600" } });
  } catch (error) {
    if (error instanceof NotFoundError) return new Response("Not found", { status: 404 });
    throw error;
  }
}
