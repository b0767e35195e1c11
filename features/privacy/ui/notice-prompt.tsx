"use client";

import { ScrollText } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { acceptNotice } from "./api";

/**
 * At the top of every dashboard while the person has not accepted the privacy policy's current
 * version (it changed since they did, or they never did): what changed is on the policy's page,
 * and Accept records the version with the time. Not a dialog: the dashboard stays usable, and the
 * prompt stays until they accept. The page is drawn again after it, without the prompt.
 */
export function NoticePrompt({ version, accepted }: { version: string; accepted: boolean }) {
  const accept = useApiMutation(() => acceptNotice(version), {
    fallback: "Could not record your acceptance. Please try again.",
    errorIn: "inline",
    success: "Thank you. Your acceptance is recorded.",
  });
  return (
    <section
      aria-labelledby="privacy-notice-prompt-title"
      className="mb-6 flex flex-col gap-4 rounded-xl border border-brand-600/30 bg-brand-50 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <ScrollText aria-hidden className="hidden size-8 shrink-0 text-brand-700 sm:block" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id="privacy-notice-prompt-title" className="text-lg font-semibold text-ink">
          {accepted ? "Our privacy policy has changed" : "Please read our privacy policy"}
        </h2>
        <p className="text-ink">
          {accepted ? "We updated what we tell you about your data. " : "We have no record that you accepted it yet. "}
          Please read the{" "}
          <a
            href="/privacy"
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            privacy policy<span className="sr-only"> (opens in a new tab)</span>
          </a>{" "}
          and accept it. We record which version you accepted and when.
        </p>
        {accept.error ? <Alert>{accept.error}</Alert> : null}
      </div>
      <button type="button" className="btn-primary shrink-0" disabled={accept.busy} onClick={() => void accept.run()}>
        {accept.busy ? "Recording…" : "Accept"}
      </button>
    </section>
  );
}
