"use client";

import { useState } from "react";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { EraseUserButton } from "@/features/privacy/client";
import { LayoutGrid } from "lucide-react";
import { adminTabs } from "@/registry/admin-tabs";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { removeUser, saveAllowedTabs } from "./api";
import { tabsToSave, tickedTabs } from "./allowed-tabs";

type Row = { id: string; name: string; role: string; allowedTabs: string[] };

/**
 * Delete (with Confirm Delete; the account is erased, features/privacy) and Erase (the same, at the
 * person's or a parent's request, with who asked) for every row; Tabs (allowed-tabs dialog) for admins on the superadmin's table.
 */
export function UserRowActions({ user, showTabs }: { user: Row; showTabs: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      {showTabs ? <AllowedTabsButton user={user} /> : null}
      <DeleteUserButton user={user} />
      <EraseUserButton user={user} />
    </div>
  );
}

function DeleteUserButton({ user }: { user: Row }) {
  return (
    <ConfirmDeleteButton
      name={user.name}
      description="Are you sure you want to delete this user?"
      remove={() => removeUser(user.id)}
      feedback={{ errorTitle: "Failed to delete the user.", success: { title: "Deleted!", description: `${user.name} has been deleted.` } }}
    >
      <p className="rounded-lg bg-sand-100 px-4 py-3 text-sm text-muted">
        <span className="font-semibold text-ink">{user.name}</span> will lose access straight away, and what we hold about them is erased;
        gifts and invoices stay without their name. This cannot be undone.
      </p>
    </ConfirmDeleteButton>
  );
}

function AllowedTabsButton({ user }: { user: Row }) {
  const [open, setOpen] = useState(false);
  // A ticked box is a tab the admin may open; an unrestricted admin has every box ticked.
  const [selected, setSelected] = useState<string[]>(() => tickedTabs(user.allowedTabs));
  const toSave = tabsToSave(selected);
  // Sent in the dashboard's own order, whatever order the boxes were ticked in, with the tabs shown:
  // if another superadmin changed them meanwhile, 409 and the list is drawn again.
  const save = useApiMutation(
    () =>
      saveAllowedTabs(user.id, {
        allowedTabs: toSave ?? [],
        previousTabs: user.allowedTabs,
      }),
    {
      errorTitle: "Failed to update allowed tabs",
      success: "Allowed tabs updated successfully!",
      onSuccess: () => setOpen(false),
    },
  );
  const busy = save.busy;

  function onOpenChange(next: boolean) {
    if (busy) return;
    if (next) setSelected(tickedTabs(user.allowedTabs));
    setOpen(next);
  }

  function toggle(id: string, checked: boolean) {
    setSelected((current) => (checked ? [...current, id] : current.filter((t) => t !== id)));
  }

  return (
    <>
      <button type="button" className="btn-secondary min-h-11 px-3" onClick={() => onOpenChange(true)} aria-label={`Tabs for ${user.name}`}>
        <LayoutGrid aria-hidden className="size-4" />
        Tabs
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={`Set Allowed Tabs for ${user.name}`}
        description="Tick the tabs this admin may open; untick a tab to take it away."
        onConfirm={() => void save.run()}
        confirmDisabled={toSave === null}
        label="Save"
        busyLabel="Saving..."
        busy={busy}
        tone="primary"
      >
        <fieldset>
          <legend className="sr-only">Allowed tabs</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {adminTabs.map((tab) => (
              <li key={tab.id}>
                <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 hover:bg-brand-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={selected.includes(tab.id)}
                    onChange={(e) => toggle(tab.id, e.target.checked)}
                    disabled={busy}
                  />
                  <span>{tab.label}</span>
                </label>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted" aria-live="polite">
            {toSave === null
              ? "Tick at least one tab: an admin needs one to work in."
              : toSave.length === 0
                ? `All ${adminTabs.length} tabs allowed, including any tab added later.`
                : `${selected.length} of ${adminTabs.length} tabs allowed.`}
          </p>
        </fieldset>
      </ConfirmDialog>
    </>
  );
}
