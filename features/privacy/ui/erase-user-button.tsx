"use client";

import { useState } from "react";
import { UserX } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { eraseUser } from "./api";

/**
 * Erase, on a row of User Management: staff erase an account at once at the person's or a parent's
 * request, saying who asked (kept in the audit log). What erasure does is the privacy page's.
 */
export function EraseUserButton({ user }: { user: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const erase = useApiMutation(() => eraseUser(user.id, reason), {
    fallback: "Could not erase the account",
    errorIn: "inline",
    success: { title: "Erased", description: `${user.name}'s account has been erased.` },
    onSuccess: () => setOpen(false),
  });
  return (
    <>
      <button type="button" className="btn-danger-soft min-h-11 px-3" onClick={() => setOpen(true)} aria-label={`Erase ${user.name}`}>
        <UserX aria-hidden className="size-4" />
        Erase
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setReason("");
        }}
        title={`Erase ${user.name}'s account?`}
        description="Their account and what we hold about them are erased now; gifts and invoices stay without their name. This cannot be undone."
        onConfirm={() => void erase.run()}
        label="Erase the account"
        busyLabel="Erasing..."
        busy={erase.busy}
        confirmDisabled={reason.trim().length < 5}
        tone="danger"
      >
        <Field
          label="Who asked, and how"
          error={erase.error ?? undefined}
          hint="Kept in the audit log, e.g. “Their parent, by letter of 12 March”."
        >
          {(props) => (
            <textarea
              {...props}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="input"
            />
          )}
        </Field>
      </ConfirmDialog>
    </>
  );
}
