"use client";

import { useState, type ReactNode } from "react";
import { RotateCcw, Trash, Trash2 } from "lucide-react";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { LocalDate } from "@/components/ui/local-date";
import { Thumbnail } from "@/components/ui/thumbnail";
import { useApiMutation } from "@/components/ui/use-api-mutation";

/** One item resting in a recycle bin, as every bin shows it. */
export type BinEntry = {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  deletedAt: string | null;
  /** Who it belongs to, for staff looking at everyone's bin ("By Riverside Primary School"). */
  byline?: string | null;
};

export type RecycleBinListProps<T extends BinEntry> = {
  items: T[];
  /** The list's accessible name ("Deleted videos"). */
  label: string;
  /** What an empty bin says (the spec's words: "No videos in the recycle bin."). */
  empty: string;
  /** The Preview button of an item (each kind previews its own way). */
  preview: (item: T) => ReactNode;
  restore: (id: string) => Promise<unknown>;
  purge: (id: string) => Promise<unknown>;
  /** Toasts and fallbacks, in the spec's words where it has them. */
  texts: { restored: string; purged: string; restoreFailed: string; purgeFailed: string };
  /** What deleting for good removes, after the title: "and its files" (the confirmation names it). */
  purgeWarning?: string;
};

/**
 * The button "Recycle Bin (n)" that opens a bin (its list, `children`) in a dialog: beside the
 * title of the tab whose items it holds.
 */
export function RecycleBinButton({ total, description, children }: { total: number; description: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const title = `Recycle Bin (${total})`;
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        <Trash aria-hidden className="size-4" />
        {title}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={description} wide>
        {children}
      </Dialog>
    </>
  );
}

/**
 * One kind's bin drawn in a page (the superadmin's Recycle Bin tab holds videos, library videos
 * and gallery photos one under the other): a heading with the count, a line, the list.
 */
export function RecycleBinSection({
  id,
  title,
  total,
  intro,
  children,
}: {
  id: string;
  title: string;
  total: number;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-12 last:mb-0">
      <h2 id={id} className="mb-1 text-2xl font-semibold">{`${title} (${total})`}</h2>
      <p className="mb-4 text-muted">{intro}</p>
      {children}
    </section>
  );
}

/**
 * A recycle bin's items (videos, library items, gallery photos): thumbnail, title, when it was
 * deleted, Preview, Restore and Delete (for good, after a confirmation). Restore and Delete
 * refresh the page, which redraws the list from the server.
 */
export function RecycleBinList<T extends BinEntry>(props: RecycleBinListProps<T>) {
  if (props.items.length === 0) return <p className="rounded-xl bg-sand-100 px-4 py-6 text-center text-muted">{props.empty}</p>;
  return (
    <ul className="space-y-3" aria-label={props.label}>
      {props.items.map((item) => (
        <BinItem key={item.id} item={item} {...props} />
      ))}
    </ul>
  );
}

function BinItem<T extends BinEntry>({ item, preview, restore, purge, texts, purgeWarning }: { item: T } & RecycleBinListProps<T>) {
  const [confirming, setConfirming] = useState(false);
  const restoring = useApiMutation(() => restore(item.id), { fallback: texts.restoreFailed, success: texts.restored });
  const purging = useApiMutation(() => purge(item.id), {
    fallback: texts.purgeFailed,
    success: texts.purged,
    onSuccess: () => setConfirming(false),
  });
  const busy = restoring.busy ? "restore" : purging.busy ? "delete" : null;

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line p-3 sm:flex-row sm:items-center">
      <Thumbnail url={item.thumbnailUrl} title={item.title} className="w-full shrink-0 rounded-lg sm:w-32" />
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-ink">{item.title}</p>
        <p className="text-sm text-muted">
          {item.byline ? `${item.byline}. ` : null}
          {item.deletedAt ? (
            <>
              Deleted <LocalDate iso={item.deletedAt} />
            </>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {preview(item)}
        <button
          type="button"
          className="btn-secondary px-3"
          onClick={() => void restoring.run()}
          disabled={busy !== null}
          aria-label={`Restore ${item.title}`}
        >
          <RotateCcw aria-hidden className="size-4" />
          {busy === "restore" ? "Restoring..." : "Restore"}
        </button>
        <button
          type="button"
          className="btn-danger-soft px-3"
          onClick={() => setConfirming(true)}
          disabled={busy !== null}
          aria-label={`Delete ${item.title} permanently`}
        >
          <Trash2 aria-hidden className="size-4" />
          Delete
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete permanently?"
        description={`"${item.title}"${purgeWarning ? ` ${purgeWarning}` : ""} will be deleted for good. This cannot be undone.`}
        onConfirm={() => void purging.run()}
        label="Delete permanently"
        busyLabel="Deleting..."
        busy={busy === "delete"}
        locked={busy !== null}
      />
    </li>
  );
}
