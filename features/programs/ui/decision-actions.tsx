"use client";

import { useState } from "react";
import { DecisionButtons } from "@/components/ui/decision-buttons";
import { ConfirmDialog } from "@/components/ui/dialog";
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
      <DecisionButtons subject={what} name="text" busy={busy} onApprove={() => void approval.run()} onReject={() => setConfirming(true)} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirm Reject"
        description={`Reject the request for ${what}? It leaves this list and the school is told by e-mail.`}
        onConfirm={() => void rejection.run()}
        label="Reject"
        busyLabel="Rejecting..."
        busy={busy === "reject"}
        locked={busy !== null}
      />
    </div>
  );
}
