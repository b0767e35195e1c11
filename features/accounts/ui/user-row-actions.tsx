"use client";

import { useState } from "react";
import { LayoutGrid, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/api-client";
import { ADMIN_TABS } from "@/lib/auth/tabs";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { useRefresh } from "@/components/ui/use-refresh";

type Row = { id: string; name: string; role: string; allowedTabs: string[] };

/** Delete (with Confirm Delete) for every row; Tabs (allowed-tabs dialog) for admins on the superadmin's table. */
export function UserRowActions({ user, showTabs }: { user: Row; showTabs: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      {showTabs ? <AllowedTabsButton user={user} /> : null}
      <DeleteUserButton user={user} />
    </div>
  );
}

function DeleteUserButton({ user }: { user: Row }) {
  const { refresh } = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await apiFetch(`/user/delete-user/${user.id}`, { method: "DELETE" }, "Failed to delete the user.");
      await refresh();
      setOpen(false);
      toast.success("Deleted!", { description: `${user.name} has been deleted.` });
    } catch (error) {
      const message = error instanceof Error ? error.message : "";
      toast.error("Failed to delete the user.", message && message !== "Failed to delete the user." ? { description: message } : undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn-danger-soft px-3"
        onClick={() => setOpen(true)}
        aria-label={`Delete ${user.name}`}
      >
        <Trash2 aria-hidden className="size-4" />
        Delete
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Confirm Delete"
        description="Are you sure you want to delete this user?"
        footer={
          <DialogActions onCancel={() => setOpen(false)} onConfirm={confirm} label="Delete" busyLabel="Deleting..." busy={busy} />
        }
      >
        <p className="rounded-lg bg-sand-100 px-4 py-3 text-sm text-muted">
          <span className="font-semibold text-ink">{user.name}</span> will lose access straight away. This cannot be undone.
        </p>
      </Dialog>
    </>
  );
}

function AllowedTabsButton({ user }: { user: Row }) {
  const { refresh } = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<string[]>(user.allowedTabs);

  function onOpenChange(next: boolean) {
    if (busy) return;
    if (next) setSelected(user.allowedTabs);
    setOpen(next);
  }

  function toggle(id: string, checked: boolean) {
    setSelected((current) => (checked ? [...current, id] : current.filter((t) => t !== id)));
  }

  async function save() {
    setBusy(true);
    try {
      // Sent in the dashboard's own order, whatever order the boxes were ticked in.
      const allowedTabs = ADMIN_TABS.map((t) => t.id).filter((id) => selected.includes(id));
      await apiFetch(`/user/${user.id}/allowedTabs`, { method: "PUT", json: { allowedTabs } }, "Failed to update allowed tabs");
      await refresh();
      setOpen(false);
      toast.success("Allowed tabs updated successfully!");
    } catch (error) {
      const message = error instanceof Error ? error.message : "";
      toast.error("Failed to update allowed tabs", message && message !== "Failed to update allowed tabs" ? { description: message } : undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="btn-secondary min-h-11 px-3" onClick={() => onOpenChange(true)} aria-label={`Tabs for ${user.name}`}>
        <LayoutGrid aria-hidden className="size-4" />
        Tabs
      </button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={`Set Allowed Tabs for ${user.name}`}
        description="Choose the tabs this admin may open. Leave every box unticked to allow all tabs."
        footer={
          <DialogActions onCancel={() => onOpenChange(false)} onConfirm={save} label="Save" busyLabel="Saving..." busy={busy} tone="primary" />
        }
      >
        <fieldset>
          <legend className="sr-only">Allowed tabs</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {ADMIN_TABS.map((tab) => (
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
            {selected.length === 0 ? "No tab ticked: this admin sees every tab." : `${selected.length} of ${ADMIN_TABS.length} tabs allowed.`}
          </p>
        </fieldset>
      </Dialog>
    </>
  );
}
