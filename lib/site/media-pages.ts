import { cache } from "react";
import { notFound } from "next/navigation";
import { NotFoundError } from "@/lib/errors";

/**
 * The public pages of one media item (a video, a library item): their record and the stable
 * address of their image.
 */

/**
 * The record of a page by id, read once per request however often it is asked for (the
 * metadata and the page share it: React's cache); Next's 404 page when `load` says it is not
 * there (NotFoundError).
 */
export function pageRecord<T>(load: (id: string) => Promise<T>): (id: string) => Promise<T> {
  return cache(async (id: string) => {
    try {
      return await load(id);
    } catch (error) {
      if (error instanceof NotFoundError) notFound();
      throw error;
    }
  });
}

/**
 * A stable address of a public item's image (Open Graph and JSON-LD must outlive the one-hour
 * signed URLs): redirects to the freshly signed URL `signedUrl` answers, cached for less than
 * that hour so a cached redirect never points at an expired one; a plain 404 when the item has
 * no image or is not there (NotFoundError).
 */
export async function redirectToImage(request: Request, signedUrl: () => Promise<string | null>): Promise<Response> {
  try {
    const url = await signedUrl();
    if (!url) return new Response("Not found", { status: 404 });
    const location = new URL(url, request.url).toString();
    return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "public, max-age=600" } });
  } catch (error) {
    if (error instanceof NotFoundError) return new Response("Not found", { status: 404 });
    throw error;
  }
}
