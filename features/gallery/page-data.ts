import type { PublicPhoto } from "./ui/types";

/** What /gallery shows for its parameters: one page of published photos (nine), and where it is. */
export type GalleryData = { result: { photos: PublicPhoto[]; total: number; page: number; totalPages: number } };
