"use client";

import { useRef } from "react";
import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";

/**
 * The one dialog primitive (Radix: focus trap, Escape, focus restore, aria). Title is required
 * so every dialog is announced; description is optional.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
  footer?: React.ReactNode;
  wide?: boolean;
}) {
  // Our dialogs are opened by state, not by a Radix Trigger, so Radix has no trigger to give
  // focus back to on close: remember what had focus when the dialog opened and return there.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl ${wide ? "max-w-2xl" : "max-w-md"}`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close className="btn-ghost -mr-2 -mt-2 min-h-10 px-2" aria-label="Close">
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="mb-4 text-muted">{description}</RadixDialog.Description> : null}
          {children}
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * Cancel and the dialog's action, the footer of every confirmation and form dialog. The action
 * submits the dialog's form when `onConfirm` is left out. `busy`: this action is running (its
 * label says so); `locked`: another action of the same dialog is running; both disable the two
 * buttons. `confirmDisabled` disables only the action (a required field is still blank).
 */
export function DialogActions({
  onCancel,
  onConfirm,
  label,
  busyLabel,
  busy,
  locked = false,
  confirmDisabled = false,
  tone = "danger",
  describedBy,
}: {
  onCancel: () => void;
  onConfirm?: () => void;
  label: string;
  busyLabel: string;
  busy: boolean;
  locked?: boolean;
  confirmDisabled?: boolean;
  tone?: "danger" | "primary";
  /** The id of what says why the action is disabled (or what it does). */
  describedBy?: string;
}) {
  const blocked = busy || locked;
  return (
    <>
      <button type="button" className="btn-secondary" onClick={onCancel} disabled={blocked}>
        Cancel
      </button>
      <button
        type={onConfirm ? "button" : "submit"}
        className={tone === "danger" ? "btn-danger" : "btn-primary"}
        onClick={onConfirm}
        disabled={blocked || confirmDisabled}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
      >
        {busy ? busyLabel : label}
      </button>
    </>
  );
}

/**
 * A dialog that asks before an action (Reject, Delete, Sign out everywhere…): its footer is
 * Cancel and the action (DialogActions, which runs `onConfirm`). While the action runs (`busy`)
 * or another of the same row does (`locked`) the dialog cannot be closed and both buttons are
 * disabled. `children`: what it shows between the description and the buttons (a reason field).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  label,
  busyLabel,
  busy,
  locked = false,
  confirmDisabled,
  tone,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: React.ReactNode;
  onConfirm: () => void;
  label: string;
  busyLabel: string;
  busy: boolean;
  locked?: boolean;
  confirmDisabled?: boolean;
  tone?: "danger" | "primary";
  children?: React.ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && !locked && onOpenChange(next)}
      title={title}
      description={description}
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          onConfirm={onConfirm}
          label={label}
          busyLabel={busyLabel}
          busy={busy}
          locked={locked}
          confirmDisabled={confirmDisabled}
          tone={tone}
        />
      }
    >
      {children}
    </Dialog>
  );
}
