import { getPublicVideo } from "@/features/videos/server/catalogue";
import { redirectToImage } from "@/lib/site/media-pages";

/** A stable address of an approved video's thumbnail (VideoObject.thumbnailUrl too): a redirect to a freshly signed URL; 404 otherwise. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return redirectToImage(request, async () => (await getPublicVideo(id)).thumbnailUrl);
}
