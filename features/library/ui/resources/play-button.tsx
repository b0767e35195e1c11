"use client";

import { PlayButton, type PlayerLoader } from "@/features/videos/client";
import { fetchItem } from "../api";

/**
 * Play on a library item's page, with the catalogue's protected player: a guest signs in first
 * and comes back to the item, whose player then opens by itself; a signed-in viewer gets the
 * full-screen player with a fresh streaming URL (GET library/LibraryVideo/{id}). Library items
 * keep no watching progress.
 */
export function LibraryPlayButton({ itemId, title }: { itemId: string; title: string }) {
  const load: PlayerLoader = async (signal) => {
    const { video } = await fetchItem(itemId, { signal });
    if (!video.videoUrl) throw new Error("Only approved accounts can watch library videos.");
    return { videoUrl: video.videoUrl, title: video.title, savedPosition: null };
  };
  return <PlayButton videoId={itemId} title={title} pagePath={`/resources/${itemId}`} closeLabel="Back to Resources" load={load} />;
}
