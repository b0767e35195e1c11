"use client";

import { Pencil } from "lucide-react";
import { Alert } from "./alert";
import { Dialog, DialogActions } from "./dialog";

/**
 * A wide dialog whose body is one form (an upload, an edit): the form is checked by script
 * (`noValidate`) and `aria-busy` while it is sent; an optional `notice` above, the server's
 * refusal as an alert, the fields, and Cancel with the submit button (`submitLabel`, `busyLabel`
 * while it runs) at the end. `onChange`: the form's own change handler (e.g. to clear the
 * refusal once something is changed).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  onChange,
  busy,
  error,
  submitLabel,
  busyLabel,
  notice,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  onChange?: React.FormEventHandler<HTMLFormElement>;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  busyLabel: string;
  notice?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} wide>
      <form noValidate className="space-y-5" aria-busy={busy} onChange={onChange} onSubmit={onSubmit}>
        {notice}
        <Alert>{error}</Alert>
        {children}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogActions onCancel={() => onOpenChange(false)} label={submitLabel} busyLabel={busyLabel} busy={busy} tone="primary" />
        </div>
      </form>
    </Dialog>
  );
}

/** The Edit button of a row or card that opens its edit dialog, named for what it edits. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" className="btn-secondary px-3" onClick={onClick} aria-label={`Edit ${name}`}>
      <Pencil aria-hidden className="size-4" />
      Edit
    </button>
  );
}
