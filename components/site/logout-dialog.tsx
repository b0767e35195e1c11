"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { toast } from "sonner";
import { Dialog, DialogActions } from "@/components/ui/dialog";

export const LOGOUT_TEXT = "Are you sure you want to logout? You will need to sign in again to access your account.";

/**
 * The Confirm Logout dialog. Confirming ends the session without a full reload (Auth.js
 * `redirect: false`), then replaces the URL with / and refreshes the server components.
 */
export function LogoutDialog({
  open,
  onOpenChange,
  onLoggedOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after signing out, before navigating to / (close menus here). */
  onLoggedOut?: () => void;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await signOut({ redirect: false });
      onOpenChange(false);
      onLoggedOut?.();
      router.replace("/");
      router.refresh();
    } catch {
      toast.error("Logout failed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title="Confirm Logout"
      description={LOGOUT_TEXT}
      footer={
        <DialogActions onCancel={() => onOpenChange(false)} onConfirm={confirm} label="Logout" busyLabel="Logging out..." busy={busy} />
      }
    />
  );
}
