"use client";

import { useState } from "react";
import { Check, X } from "lucide-react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/api-client";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { useRefresh } from "@/components/ui/use-refresh";

function failure(title: string, error: unknown) {
  const message = error instanceof Error ? error.message : "";
  toast.error(title, message && message !== title ? { description: message } : undefined);
}

/** Approve and Reject (after confirming) for one pending registration. */
export function ApprovalActions({ user }: { user: { id: string; name: string; roleLabel: string } }) {
  const { refresh } = useRefresh();
  const [busy, setBusy] = useState<"approve" | "reject" | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function approve() {
    setBusy("approve");
    try {
      await apiFetch(`/user/approve-user/${user.id}`, { method: "PUT" }, "Failed to approve user");
      await refresh();
      toast.success("User approved successfully");
    } catch (error) {
      failure("Failed to approve user", error);
    } finally {
      setBusy(null);
    }
  }

  async function reject() {
    setBusy("reject");
    try {
      await apiFetch(`/user/reject-user/${user.id}`, { method: "DELETE" }, "Failed to reject user");
      await refresh();
      setConfirming(false);
      toast.success("User rejected and removed successfully");
    } catch (error) {
      failure("Failed to reject user", error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-primary flex-1 sm:flex-none" onClick={approve} disabled={busy !== null} aria-label={`Approve ${user.name}`}>
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
          <DialogActions onCancel={() => setConfirming(false)} onConfirm={reject} label="Reject" busyLabel="Rejecting..." busy={busy === "reject"} locked={busy !== null} />
        }
      />
    </div>
  );
}
