"use client";

import { useState } from "react";
import { DecisionButtons } from "@/components/ui/decision-buttons";
import { ConfirmDialog } from "@/components/ui/dialog";
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
      <DecisionButtons
        subject={user.name}
        busy={busy}
        onApprove={() => void approval.run()}
        onReject={() => setConfirming(true)}
        rejectSaysBusy={false}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirm Reject"
        description={`Reject the ${user.roleLabel.toLowerCase()} registration of ${user.name}? The request is removed and they are told by e-mail.`}
        onConfirm={() => void rejection.run()}
        label="Reject"
        busyLabel="Rejecting..."
        busy={busy === "reject"}
        locked={busy !== null}
      />
    </div>
  );
}
