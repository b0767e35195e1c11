"use client";

import type { ReactNode } from "react";
import { Trash2 } from "lucide-react";
import { Dialog, DialogActions } from "./dialog";

/**
 * A Delete button that opens the "Confirm Delete" dialog: one look and one wording for every
 * deletion. The caller owns `open` (its mutation closes the dialog on success) and the action.
 */
export function ConfirmDeleteButton({
  name,
  description,
  open,
  onOpenChange,
  onConfirm,
  busy,
  children,
}: {
  /** What is deleted, for the button's accessible name ("Delete {name}"). */
  name: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <button type="button" className="btn-danger-soft px-3" onClick={() => onOpenChange(true)} aria-label={`Delete ${name}`}>
        <Trash2 aria-hidden className="size-4" />
        Delete
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && onOpenChange(next)}
        title="Confirm Delete"
        description={description}
        footer={
          <DialogActions onCancel={() => onOpenChange(false)} onConfirm={onConfirm} label="Delete" busyLabel="Deleting..." busy={busy} />
        }
      >
        {children}
      </Dialog>
    </>
  );
}
