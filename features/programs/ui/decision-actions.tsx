"use client";

import { useState } from "react";
import { Check, X } from "lucide-react";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { decideProgram } from "./api";

/**
 * Approve and Reject (after confirming) for one pending program request. While either runs both
 * are disabled and the running one says so; on success the tab is drawn again without the
 * request, and the school is told by e-mail.
 */
export function DecisionActions({ request }: { request: { id: string; program: string; school: string } }) {
  const [confirming, setConfirming] = useState(false);
  const what = `${request.program} for ${request.school}`;
  const approval = useApiMutation(() => decideProgram(request.id, "approved"), {
    errorTitle: "Failed to approve the request",
    success: { title: "Program request approved", description: `${what}. The school has been told by e-mail.` },
  });
  const rejection = useApiMutation(() => decideProgram(request.id, "rejected"), {
    errorTitle: "Failed to reject the request",
    success: { title: "Program request rejected", description: `${what}. The school has been told by e-mail.` },
    onSuccess: () => setConfirming(false),
    onError: () => setConfirming(false),
  });
  const busy = approval.busy ? "approve" : rejection.busy ? "reject" : null;

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-primary flex-1 sm:flex-none"
        onClick={() => void approval.run()}
        disabled={busy !== null}
        aria-busy={busy === "approve" || undefined}
      >
        <Check aria-hidden className="size-4" />
        {busy === "approve" ? "Approving..." : "Approve"}
        <span className="sr-only">{` ${what}`}</span>
      </button>
      <button
        type="button"
        className="btn-danger-soft flex-1 sm:flex-none"
        onClick={() => setConfirming(true)}
        disabled={busy !== null}
        aria-busy={busy === "reject" || undefined}
      >
        <X aria-hidden className="size-4" />
        {busy === "reject" ? "Rejecting..." : "Reject"}
        <span className="sr-only">{` ${what}`}</span>
      </button>
      <Dialog
        open={confirming}
        onOpenChange={(next) => busy === null && setConfirming(next)}
        title="Confirm Reject"
        description={`Reject the request for ${what}? It leaves this list and the school is told by e-mail.`}
        footer={
          <DialogActions
            onCancel={() => setConfirming(false)}
            onConfirm={() => void rejection.run()}
            label="Reject"
            busyLabel="Rejecting..."
            busy={busy === "reject"}
            locked={busy !== null}
          />
        }
      />
    </div>
  );
}
