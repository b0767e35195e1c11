"use client";

import { useEffect, useState } from "react";
import { Eye } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { ProtectedVideo } from "@/components/ui/protected-video";
import { StatusBadge } from "@/components/ui/status-badge";
import { Thumbnail } from "@/components/ui/thumbnail";
import { errorMessage } from "@/components/ui/mutation-feedback";
import { fetchBinnedItem, fetchItem } from "../api";
import type { ManagedItem } from "./types";

/** The keywords of an item as chips. */
export function KeywordChips({ keywords }: { keywords: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Keywords">
      {keywords.map((keyword) => (
        <li key={keyword} className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-medium text-brand-800">
          {keyword}
        </li>
      ))}
    </ul>
  );
}

/**
 * The view modal of the spec's library manager: the player (a fresh streaming URL, the cover as
 * its poster), then the cover, title, author, subject, description and keyword chips. `deleted`:
 * an item of the recycle bin (its own preview call).
 */
export function ViewItemDialog({
  item,
  open,
  onOpenChange,
  deleted = false,
}: {
  item: ManagedItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deleted?: boolean;
}) {
  const [state, setState] = useState<{ videoUrl?: string; error?: string }>({});

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    (deleted ? fetchBinnedItem : fetchItem)(item.id, { signal: controller.signal })
      .then(({ video }) => setState(video.videoUrl ? { videoUrl: video.videoUrl } : { error: "This video cannot be played." }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setState({ error: errorMessage(e, "Failed to load the video") });
      });
    return () => {
      controller.abort();
      setState({});
    };
  }, [open, item.id, deleted]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={item.title} wide>
      <div className="overflow-hidden rounded-xl bg-ink">
        {state.videoUrl ? (
          <ProtectedVideo src={state.videoUrl} poster={item.coverImage} label={`Video: ${item.title}`} />
        ) : (
          <p className="flex aspect-video items-center justify-center p-4 text-center text-white" role={state.error ? "alert" : "status"}>
            {state.error ?? "Loading video..."}
          </p>
        )}
      </div>
      <div className="mt-5 flex flex-col gap-4 sm:flex-row">
        <Thumbnail url={item.coverImage} title={item.title} className="w-full shrink-0 rounded-lg sm:w-40" />
        <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-semibold text-ink">Author</dt>
          <dd className="break-words text-muted">{item.author}</dd>
          <dt className="font-semibold text-ink">Subject</dt>
          <dd className="break-words text-muted">{item.subject}</dd>
          <dt className="font-semibold text-ink">Status</dt>
          <dd>
            <StatusBadge label={item.status === "published" ? "Published" : "Draft"} tone={item.status === "published" ? "good" : "wait"} />
          </dd>
        </dl>
      </div>
      <h3 className="mt-5 text-base font-semibold text-ink">Description</h3>
      <p className="mt-1 whitespace-pre-line break-words text-muted">{item.description}</p>
      <h3 className="mt-5 mb-2 text-base font-semibold text-ink">Keywords</h3>
      <KeywordChips keywords={item.keywords} />
    </Dialog>
  );
}

/** View (or Preview, in the bin) with its modal. */
export function ViewItemButton({ item, deleted = false, label = "View" }: { item: ManagedItem; deleted?: boolean; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-secondary px-3" onClick={() => setOpen(true)} aria-label={`${label} ${item.title}`}>
        <Eye aria-hidden className="size-4" />
        {label}
      </button>
      <ViewItemDialog item={item} open={open} onOpenChange={setOpen} deleted={deleted} />
    </>
  );
}
