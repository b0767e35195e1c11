"use client";

import { RecycleBinButton, RecycleBinList } from "@/components/ui/recycle-bin-list";
import { purgeItem, restoreItem } from "../api";
import type { ManagedItem } from "./types";
import { ViewItemButton } from "./view-dialog";

/** "Recycle Bin (n)": the library bin in a dialog, beside the Library section's title. */
export function LibraryRecycleBinButton({ items, total }: { items: ManagedItem[]; total: number }) {
  return (
    <RecycleBinButton
      total={total}
      description="Deleted library videos rest here for 30 days, until you restore them or delete them for good."
    >
      <LibraryBinList items={items} total={total} />
    </RecycleBinButton>
  );
}

/**
 * The library bin's items with Preview, Restore and Delete (for good, after a confirmation), in
 * the spec's words. Items stay 30 days, then leave by themselves with their files.
 */
export function LibraryBinList({ items, total }: { items: ManagedItem[]; total: number }) {
  return (
    <>
      <RecycleBinList
        items={items.map((item) => ({ ...item, thumbnailUrl: item.coverImage, byline: item.status === "draft" ? "Draft" : "Published" }))}
        label="Deleted library videos"
        empty="No videos in the library recycle bin."
        preview={(item) => <ViewItemButton item={item} deleted label="Preview" />}
        restore={restoreItem}
        purge={purgeItem}
        texts={{
          restored: "Library video restored successfully!",
          purged: "Library video permanently deleted!",
          restoreFailed: "Failed to restore the library video.",
          purgeFailed: "Failed to delete the library video.",
        }}
        purgeWarning="and its files"
      />
      {total > items.length ? <p className="mt-3 text-sm text-muted">{`Showing the ${items.length} most recently deleted.`}</p> : null}
    </>
  );
}
