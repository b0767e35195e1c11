"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { LogOut } from "lucide-react";
import { toast } from "sonner";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { LOGOUT_TEXT } from "@/lib/session/logout";

/**
 * Confirm Logout, as the public header's: the spec's text, Cancel and a red Logout (ending the
 * session is the one thing here that cannot be undone from this page). Confirming signs out
 * and goes to /.
 */
export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await signOut({ redirect: false });
      onOpenChange(false);
      router.replace("/");
      router.refresh();
    } catch {
      toast.error("Could not log out. Please try again.");
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Confirm Logout"
      description={LOGOUT_TEXT}
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          onConfirm={confirm}
          label="Logout"
          busyLabel="Logging out..."
          busy={busy}
          tone="danger"
        />
      }
    />
  );
}

/** A Logout button and its Confirm Logout dialog (the sign-in page's "signed in as" notice). */
export function LogoutButton({ className = "btn-secondary" }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <LogOut aria-hidden className="size-4" />
        Logout
      </button>
      <LogoutDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
