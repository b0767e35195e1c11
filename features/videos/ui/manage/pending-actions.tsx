"use client";

import { useState } from "react";
import { Check, X } from "lucide-react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/api-client";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { useRefresh } from "@/components/ui/use-refresh";
import { PreviewButton, type PreviewVideo } from "@/features/videos/ui/video-preview-dialog";
import { errorMessage } from "./upload-target";

const REJECT_FAILED = "Failed to reject video. Please try again.";

/** Preview, Approve and Reject (with a required reason) for one pending video. */
export function PendingActions({ video }: { video: PreviewVideo }) {
  const { refresh } = useRefresh();
  const [busy, setBusy] = useState<"approve" | "reject" | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const blank = reason.trim() === "";

  async function approve() {
    setBusy("approve");
    try {
      await apiFetch(`/adminVideoApproval/approve/video/${video.id}`, { method: "PUT" }, "Failed to approve video. Please try again.");
      await refresh();
      toast.success("Video approved successfully");
    } catch (e) {
      toast.error(errorMessage(e, "Failed to approve video. Please try again."));
    } finally {
      setBusy(null);
    }
  }

  async function reject() {
    if (blank) {
      setError("Please provide a rejection reason");
      return;
    }
    setBusy("reject");
    try {
      await apiFetch(`/adminVideoApproval/reject/video/${video.id}`, { method: "PUT", json: { rejectionReason: reason.trim() } }, REJECT_FAILED);
      setRejecting(false);
      await refresh();
      toast.success("Video rejected successfully");
    } catch (e) {
      setError(errorMessage(e, REJECT_FAILED));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <PreviewButton video={video} className="btn-secondary px-3" />
      <button type="button" className="btn-primary px-3" onClick={approve} disabled={busy !== null} aria-label={`Approve ${video.courseName}`}>
        <Check aria-hidden className="size-4" />
        {busy === "approve" ? "Approving..." : "Approve"}
      </button>
      <button
        type="button"
        className="btn-danger-soft px-3"
        onClick={() => {
          setReason("");
          setError(null);
          setRejecting(true);
        }}
        disabled={busy !== null}
        aria-label={`Reject ${video.courseName}`}
      >
        <X aria-hidden className="size-4" />
        Reject
      </button>
      <Dialog
        open={rejecting}
        onOpenChange={(next) => busy === null && setRejecting(next)}
        title="Reject Video"
        description={`Tell the instructor why "${video.courseName}" cannot be published yet. They will see this reason.`}
        footer={
          <DialogActions onCancel={() => setRejecting(false)} onConfirm={reject} label="Reject" busyLabel="Rejecting..." busy={busy === "reject"} locked={busy !== null} confirmDisabled={blank} />
        }
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
      </Dialog>
    </div>
  );
}
