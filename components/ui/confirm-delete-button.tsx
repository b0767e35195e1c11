"use client";

import { useState, type ReactNode } from "react";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "./dialog";
import { useApiMutation, type ApiMutationOptions } from "./use-api-mutation";

/**
 * A Delete button that opens the "Confirm Delete" dialog: one look and one wording for every
 * deletion. Delete in the dialog runs `remove` (useApiMutation with `feedback`: the toasts);
 * the dialog closes once it succeeded and the page was drawn again, and cannot be closed
 * while it runs.
 */
export function ConfirmDeleteButton({
  name,
  description,
  remove,
  feedback,
  children,
}: {
  /** What is deleted, for the button's accessible name ("Delete {name}"). */
  name: string;
  description: string;
  remove: () => Promise<unknown>;
  feedback: Omit<ApiMutationOptions<[], unknown>, "onSuccess">;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const removal = useApiMutation(remove, { ...feedback, onSuccess: () => setOpen(false) });
  const busy = removal.busy;
  return (
    <>
      <button type="button" className="btn-danger-soft px-3" onClick={() => setOpen(true)} aria-label={`Delete ${name}`}>
        <Trash2 aria-hidden className="size-4" />
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Confirm Delete"
        description={description}
        onConfirm={() => void removal.run()}
        label="Delete"
        busyLabel="Deleting..."
        busy={busy}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
