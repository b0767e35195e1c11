"use client";

import { useState } from "react";
import { Check, X } from "lucide-react";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { approve, reject } from "./api";

/** Approve and Reject (after confirming) for one pending registration. */
export function ApprovalActions({ user }: { user: { id: string; name: string; roleLabel: string } }) {
  const [confirming, setConfirming] = useState(false);
  const approval = useApiMutation(() => approve(user.id), { errorTitle: "Failed to approve user", success: "User approved successfully" });
  const rejection = useApiMutation(() => reject(user.id), {
    errorTitle: "Failed to reject user",
    success: "User rejected and removed successfully",
    onSuccess: () => setConfirming(false),
  });
  const busy = approval.busy ? "approve" : rejection.busy ? "reject" : null;

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-primary flex-1 sm:flex-none"
        onClick={() => void approval.run()}
        disabled={busy !== null}
        aria-label={`Approve ${user.name}`}
      >
        <Check aria-hidden className="size-4" />
        {busy === "approve" ? "Approving..." : "Approve"}
      </button>
      <button
        type="button"
        className="btn-danger-soft flex-1 sm:flex-none"
        onClick={() => setConfirming(true)}
        disabled={busy !== null}
        aria-label={`Reject ${user.name}`}
      >
        <X aria-hidden className="size-4" />
        Reject
      </button>
      <Dialog
        open={confirming}
        onOpenChange={(next) => busy === null && setConfirming(next)}
        title="Confirm Reject"
        description={`Reject the ${user.roleLabel.toLowerCase()} registration of ${user.name}? The request is removed and they are told by e-mail.`}
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
