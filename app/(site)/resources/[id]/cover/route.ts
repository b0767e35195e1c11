import { getPublicLibraryItem } from "@/features/library/server/search";
import { redirectToImage } from "@/lib/site/media-pages";

/** A stable address of a published library item's cover: a redirect to a freshly signed URL; a plain 404 for anything else. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return redirectToImage(request, async () => (await getPublicLibraryItem(id)).coverImage);
}
