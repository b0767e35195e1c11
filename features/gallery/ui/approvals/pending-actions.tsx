"use client";

import { useState } from "react";
import { Trash2 } from "lucide-react";
import { DecisionButtons } from "@/components/ui/decision-buttons";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { REASON_MAX } from "@/features/gallery/schema";
import { approve, binPhoto, reject } from "../api";
import { PreviewButton, type PreviewPhoto } from "../preview-button";

type Busy = "approve" | "reject" | "delete" | null;

/**
 * A pending photo's actions (Gallery Approvals): Preview, Approve, Reject (with an optional
 * reason the school reads) and, for the superadmin, Delete. While one runs the row says so
 * ("Approving...", "Rejecting...") and all its buttons are disabled.
 */
export function PendingActions({ photo, updatedAt, canDelete }: { photo: PreviewPhoto; updatedAt: string; canDelete: boolean }) {
  const [dialog, setDialog] = useState<"reject" | "delete" | null>(null);
  const [reason, setReason] = useState("");
  // Of the version on screen (`updatedAt`): one the school changed since is 409, and the list is drawn again.
  const approval = useApiMutation(() => approve(photo.id, updatedAt), {
    fallback: "Failed to approve the photo. Please try again.",
    success: { title: "Photo approved", description: "It is now in the public gallery; the school will be told by e-mail." },
  });
  const rejection = useApiMutation(() => reject(photo.id, { updatedAt, ...(reason.trim() ? { reason: reason.trim() } : {}) }), {
    fallback: "Failed to reject the photo. Please try again.",
    errorIn: "both",
    success: { title: "Photo rejected", description: "The school will be told by e-mail." },
    onSuccess: () => setDialog(null),
  });
  const removal = useApiMutation(() => binPhoto(photo.id), {
    fallback: "Failed to delete the photo. Please try again.",
    success: "Image moved to Recycle Bin.",
    onSuccess: () => setDialog(null),
  });
  const busy: Busy = approval.busy ? "approve" : rejection.busy ? "reject" : removal.busy ? "delete" : null;
  const locked = busy !== null;

  return (
    <div className="flex flex-wrap gap-2" aria-busy={locked || undefined}>
      <PreviewButton photo={photo} disabled={locked} />
      <DecisionButtons
        subject={photo.title}
        busy={busy}
        className="px-3"
        onApprove={() => void approval.run()}
        onReject={() => {
          setReason("");
          rejection.setError(null);
          setDialog("reject");
        }}
      />
      {canDelete ? (
        <button
          type="button"
          className="btn-danger-soft px-3"
          onClick={() => setDialog("delete")}
          disabled={locked}
          aria-label={`Delete ${photo.title}`}
        >
          <Trash2 aria-hidden className="size-4" />
          {busy === "delete" ? "Deleting..." : "Delete"}
        </button>
      ) : null}
      <ConfirmDialog
        open={dialog === "reject"}
        onOpenChange={(next) => setDialog(next ? "reject" : null)}
        title="Reject Photo"
        description={`"${photo.title}" will not be published. You may tell the school why; they will read it on their dashboard and in an e-mail.`}
        onConfirm={() => void rejection.run()}
        label="Reject"
        busyLabel="Rejecting..."
        busy={busy === "reject"}
        locked={locked}
      >
        <label htmlFor={`reason-${photo.id}`} className="label">
          Reason (optional)
        </label>
        <textarea
          id={`reason-${photo.id}`}
          className="input"
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            rejection.setError(null);
          }}
          aria-invalid={Boolean(rejection.error)}
          aria-describedby={rejection.error ? `reason-${photo.id}-error` : undefined}
        />
        {rejection.error ? (
          <p id={`reason-${photo.id}-error`} className="field-error" role="alert">
            {rejection.error}
          </p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={(next) => setDialog(next ? "delete" : null)}
        title="Confirm Delete"
        description={`"${photo.title}" will be moved to the gallery Recycle Bin, where it can be restored for 30 days.`}
        onConfirm={() => void removal.run()}
        label="Delete"
        busyLabel="Deleting..."
        busy={busy === "delete"}
        locked={locked}
      />
    </div>
  );
}
