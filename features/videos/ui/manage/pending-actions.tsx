"use client";

import { useState } from "react";
import { DecisionButtons } from "@/components/ui/decision-buttons";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { PreviewButton, type PreviewVideo } from "@/features/videos/ui/video-preview-dialog";
import { approve, reject } from "../api";

const REJECT_FAILED = "Failed to reject video. Please try again.";

/** Preview, Approve and Reject (with a required reason) for one pending video. */
export function PendingActions({ video }: { video: PreviewVideo & { updatedAt: string } }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const blank = reason.trim() === "";
  const approval = useApiMutation(() => approve(video.id, video.updatedAt), {
    fallback: "Failed to approve video. Please try again.",
    success: "Video approved successfully",
    // Changed by its instructor since this page was drawn, the 409 draws the list again (useApiMutation): the new version to review.
  });
  const rejection = useApiMutation(() => reject(video.id, { rejectionReason: reason.trim(), updatedAt: video.updatedAt }), {
    fallback: REJECT_FAILED,
    errorIn: "inline",
    success: "Video rejected successfully",
    onSuccess: () => setRejecting(false),
  });
  const busy = approval.busy ? "approve" : rejection.busy ? "reject" : null;
  const error = rejection.error;
  const setError = rejection.setError;

  function confirmReject() {
    if (blank) setError("Please provide a rejection reason");
    else void rejection.run();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <PreviewButton video={video} className="btn-secondary px-3" />
      <DecisionButtons
        subject={video.courseName}
        busy={busy}
        className="px-3"
        onApprove={() => void approval.run()}
        onReject={() => {
          setReason("");
          setError(null);
          setRejecting(true);
        }}
        rejectSaysBusy={false}
      />
      <ConfirmDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="Reject Video"
        description={`Tell the instructor why "${video.courseName}" cannot be published yet. They will see this reason.`}
        onConfirm={confirmReject}
        label="Reject"
        busyLabel="Rejecting..."
        busy={busy === "reject"}
        locked={busy !== null}
        confirmDisabled={blank}
      >
        <label htmlFor={`reason-${video.id}`} className="label">
          Rejection reason
        </label>
        <textarea
          id={`reason-${video.id}`}
          className="input"
          rows={4}
          maxLength={1000}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `reason-${video.id}-error` : undefined}
        />
        {error ? (
          <p id={`reason-${video.id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
