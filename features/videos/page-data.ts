import type { CatalogueVideo } from "./ui/catalogue/types";

/** What /videos shows for its parameters: one page of approved videos (nine), and the filters' choices. */
export type CatalogueData = {
  result: { videos: CatalogueVideo[]; total: number; page: number; pageSize: number; totalPages: number };
  filters: { instructors: { id: string; name: string }[]; topics: { value: string; label: string }[] };
};
