import type { Metadata } from "next";
import { resourcesPage, resourcesMetadata } from "@/features/library/ui/resources/resources-page";
import { cleanResourceParams } from "@/features/library/ui/resources/params";

export const metadata: Metadata = resourcesMetadata;

/**
 * The library's public page, rendered on the server from the URL (search, title, author, subject,
 * keyword, page). Its first pages without a search or filter are served from the page cache
 * instead: next.config rewrites them to /resources/list/{view} (features/library/page-cache.ts).
 */
export default async function ResourcesRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return resourcesPage(cleanResourceParams(await searchParams));
}
