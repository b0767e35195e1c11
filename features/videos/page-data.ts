import { definePageData } from "@/lib/page-data";
import type { CatalogueVideo } from "./ui/catalogue/types";
import type { CatalogueParams } from "./ui/catalogue/params";

/** What /videos shows for its parameters: one page of approved videos (nine), and the filters' choices. */
export type CatalogueData = {
  result: { videos: CatalogueVideo[]; total: number; page: number; pageSize: number; totalPages: number };
  filters: { instructors: { id: string; name: string }[]; topics: { value: string; label: string }[] };
};

/**
 * The data of /videos, a Pages Router page (lib/page-data.ts): read by its getServerSideProps,
 * provided by ./server/page-data.ts.
 */
export const cataloguePageData = definePageData<CatalogueParams, CatalogueData>("catalogue");
