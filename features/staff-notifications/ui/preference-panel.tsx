"use client";

import { useState } from "react";
import { BellRing } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { SettingsCard } from "@/components/ui/settings-card";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { useHydrated } from "@/components/ui/use-hydrated";
import { MODE_LABELS, STAFF_NOTICE_MODES, type StaffNoticeModeChoice } from "../schema";
import { saveStaffNoticePreference } from "./api";

/**
 * Under a member of staff's own Profile: how they hear of the work waiting for them (registrations,
 * videos, photos, library drafts, program requests, invoices), e-mailed at once, in a daily
 * digest, or not at all. Saved with the button; the page is drawn again with the stored choice.
 */
export function StaffNoticePreferencePanel({ mode }: { mode: StaffNoticeModeChoice }) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(mode);
  const save = useApiMutation(saveStaffNoticePreference, {
    fallback: "Could not save your notification preference",
    errorIn: "both",
    success: "Notification preference saved",
  });
  return (
    <SettingsCard
      id="staff-notices-title"
      icon={BellRing}
      title="Work waiting for you"
      description="New registrations, videos, gallery photos, library drafts, program requests and invoices to approve, from the tabs you use."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save.run(chosen);
        }}
      >
        <fieldset>
          <legend className="font-semibold">E-mail me</legend>
          <div className="mt-3 space-y-3">
            {STAFF_NOTICE_MODES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-600"
              >
                <input
                  type="radio"
                  name="staff-notice-mode"
                  value={value}
                  checked={chosen === value}
                  onChange={() => setChosen(value)}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span>
                  <span className="block font-medium">{MODE_LABELS[value].label}</span>
                  <span className="block text-sm text-muted">{MODE_LABELS[value].hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-3">
          <Alert>{save.error}</Alert>
        </div>
        <button type="submit" className="btn-primary mt-5" disabled={!hydrated || save.busy || chosen === mode}>
          {save.busy ? "Saving..." : "Save preference"}
        </button>
      </form>
    </SettingsCard>
  );
}
