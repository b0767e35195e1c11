"use client";

import { useState } from "react";
import { UserCheck } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { SettingsCard } from "@/components/ui/settings-card";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { useHydrated } from "@/components/ui/use-hydrated";
import { saveAccountSettings } from "./api";

/**
 * The superadmin's account settings, above the Approval Requests list: whether new general
 * (student) accounts are approved at sign-up. Off by default; instructors and schools always wait
 * for an administrator. Saved with the button; the page is drawn again with the stored value.
 */
export function AccountSettingsPanel({ autoApproveStudents }: { autoApproveStudents: boolean }) {
  const hydrated = useHydrated();
  const [checked, setChecked] = useState(autoApproveStudents);
  const save = useApiMutation(saveAccountSettings, {
    fallback: "Could not save the account settings",
    errorIn: "both",
    success: "Account settings saved",
  });
  return (
    <SettingsCard
      id="account-settings-title"
      icon={UserCheck}
      title="Account Settings"
      description="Who waits for an administrator after signing up."
      className="mb-8"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save.run({ autoApproveStudents: checked });
        }}
      >
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-600">
          <input
            type="checkbox"
            name="autoApproveStudents"
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
            className="mt-1 size-4 accent-brand-700"
          />
          <span>
            <span className="block font-medium">Approve general accounts automatically</span>
            <span className="block text-sm text-muted">
              A new student account is approved as it signs up, and mailed so. Instructors and schools still wait for an administrator.
            </span>
          </span>
        </label>
        <div className="mt-3">
          <Alert>{save.error}</Alert>
        </div>
        <button type="submit" className="btn-primary mt-5" disabled={!hydrated || save.busy || checked === autoApproveStudents}>
          {save.busy ? "Saving..." : "Save settings"}
        </button>
      </form>
    </SettingsCard>
  );
}
