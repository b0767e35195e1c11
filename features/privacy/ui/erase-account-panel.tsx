"use client";

import { useState } from "react";
import { UserX } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { SiteLink } from "@/components/site/site-link";
import { SettingsCard } from "@/components/ui/settings-card";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { useHydrated } from "@/components/ui/use-hydrated";
import { formatDate } from "@/lib/format";
import { closeAccountForErasure } from "./api";

/**
 * "Erase your account" under every person's own Profile: with their password again, the account
 * is closed at once (signed out everywhere) and erased after 14 days unless they sign in before
 * then. A confirmation says so before anything happens; once closed, the panel says when.
 */
export function EraseAccountPanel() {
  const hydrated = useHydrated();
  const [password, setPassword] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [erasesOn, setErasesOn] = useState<string | null>(null);
  const close = useApiMutation(() => closeAccountForErasure(password), {
    fallback: "Could not close your account",
    errorIn: "inline",
    refresh: "none",
    onSuccess: ({ eraseAfter }) => {
      setConfirming(false);
      setErasesOn(eraseAfter);
    },
    onError: () => setConfirming(false),
  });

  return (
    <SettingsCard
      id="erase-account-title"
      icon={UserX}
      title="Erase your account"
      description="Close your account now; we erase it and what we hold about you 14 days later."
    >
      {erasesOn ? (
        <div role="status" className="space-y-2">
          <p className="font-semibold">Your account is closed and you have been signed out everywhere.</p>
          <p className="text-muted">
            We will erase it on {formatDate(erasesOn)}, and e-mailed you so. If you change your mind, sign in before then: that cancels it.
          </p>
          <SiteLink href="/" className="btn-secondary mt-2 inline-flex min-h-11 items-center">
            Go to the home page
          </SiteLink>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (password) setConfirming(true);
          }}
          className="space-y-4"
        >
          <ul className="list-disc space-y-1 pl-5 text-muted marker:text-brand-600">
            <li>Your profile, practice history, messages you sent and uploads not published are deleted.</li>
            <li>Gifts and invoices are kept for the years the law requires, without your name, e-mail or address.</li>
            <li>
              What else happens is on our{" "}
              <SiteLink href="/privacy#how-long" className="font-semibold text-brand-700 underline underline-offset-4">
                privacy page
              </SiteLink>
              . You can download your data first, above.
            </li>
          </ul>
          <Field label="Your password" error={close.error ?? undefined}>
            {(props) => (
              <input
                {...props}
                type="password"
                name="currentPassword"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className="input"
              />
            )}
          </Field>
          <button type="submit" className="btn-danger min-h-11" disabled={!hydrated || close.busy || password === ""}>
            Close and erase my account
          </button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Close your account?"
            description="You will be signed out everywhere now, and your account will be erased in 14 days unless you sign in before then."
            onConfirm={() => void close.run()}
            label="Close my account"
            busyLabel="Closing..."
            busy={close.busy}
            tone="danger"
          />
        </form>
      )}
    </SettingsCard>
  );
}
