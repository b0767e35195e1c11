import type { GalleryData } from "../page-data";
import { toPublicPhoto } from "../ui/types";
import { toQuery, type GalleryParams } from "../ui/public/params";
import { listPublicGallery } from "./gallery";

/**
 * The data of /gallery (features/gallery/page-data.ts) for cleaned parameters: published photos
 * only, nine a page, filtered, ordered and paged in SQL (a page past the last shows the last).
 * Only what the grid and its lightbox show of each photo: nothing about the uploader's account.
 */
export async function galleryData(params: GalleryParams): Promise<GalleryData> {
  const { images, total, page, totalPages } = await listPublicGallery(toQuery(params));
  return { result: { photos: images.map((image) => toPublicPhoto(image)), total, page, totalPages } };
}
