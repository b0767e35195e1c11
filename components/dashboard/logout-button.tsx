"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { LogOut } from "lucide-react";
import { toast } from "sonner";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { LOGOUT_TEXT } from "@/lib/session/logout";

/** The Logout button and its Confirm Logout dialog. */
export function LogoutButton({ className = "btn-secondary" }: { className?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await signOut({ redirect: false });
      setOpen(false);
      router.replace("/");
      router.refresh();
    } catch {
      toast.error("Could not log out. Please try again.");
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <LogOut aria-hidden className="size-4" />
        Logout
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Confirm Logout"
        description={LOGOUT_TEXT}
        footer={
          <DialogActions
            onCancel={() => setOpen(false)}
            onConfirm={confirm}
            label="Logout"
            busyLabel="Logging out..."
            busy={busy}
            tone="primary"
          />
        }
      />
    </>
  );
}
