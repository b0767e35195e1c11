import { definePageData } from "@/lib/page-data";
import type { PublicPhoto } from "./ui/types";
import type { GalleryParams } from "./ui/public/params";

/** What /gallery shows for its parameters: one page of published photos (nine), and where it is. */
export type GalleryData = { result: { photos: PublicPhoto[]; total: number; page: number; totalPages: number } };

/**
 * The data of /gallery, a Pages Router page (lib/page-data.ts): read by its getServerSideProps,
 * provided by ./server/page-data.ts.
 */
export const galleryPageData = definePageData<GalleryParams, GalleryData>("gallery");
