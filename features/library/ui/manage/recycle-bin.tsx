"use client";

import { useState } from "react";
import { Trash } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { RecycleBinList } from "@/components/ui/recycle-bin-list";
import { purgeItem, restoreItem } from "../api";
import type { ManagedItem } from "./types";
import { ViewItemButton } from "./view-dialog";

/**
 * "Recycle Bin (n)": the library's deleted items in a dialog, with Preview, Restore and Delete
 * (for good, after a confirmation). Items stay 30 days, then leave by themselves with their files.
 */
export function LibraryRecycleBinButton({ items, total }: { items: ManagedItem[]; total: number }) {
  const [open, setOpen] = useState(false);
  const title = `Recycle Bin (${total})`;
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        <Trash aria-hidden className="size-4" />
        {title}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description="Deleted library videos rest here for 30 days, until you restore them or delete them for good."
        wide
      >
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
      </Dialog>
    </>
  );
}
