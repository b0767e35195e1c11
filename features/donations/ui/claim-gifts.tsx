"use client";

import { MailCheck } from "lucide-react";
import { apiFetch } from "@/lib/http/api-client";
import { useApiMutation } from "@/components/ui/use-api-mutation";

/** POST userDonation/claim: mails the signed-in donor's own address the link that adds their guest gifts. */
const requestClaim = () => apiFetch<{ message: string }>("/userDonation/claim", { method: "POST", json: {} });

/**
 * "Gave as a guest before?": the gifts made without an account join it only once the donor shows
 * they hold the address (a link mailed to it), never because the account has the same address.
 */
export function ClaimGuestGifts({ email }: { email: string }) {
  const claim = useApiMutation(requestClaim, {
    fallback: "The e-mail could not be sent. Please try again.",
    refresh: "none",
    success: (result) => ({ title: "Check your e-mail", description: result.message }),
  });
  return (
    <section aria-labelledby="claim-gifts-title" className="card flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h3 id="claim-gifts-title" className="text-lg font-semibold">
          Gave as a guest before?
        </h3>
        <p className="mt-1 text-muted">{`We e-mail ${email} a link. Open it while signed in here to add the donations you made with that address.`}</p>
      </div>
      <button
        type="button"
        className="btn-secondary shrink-0"
        onClick={() => void claim.run()}
        disabled={claim.busy}
        aria-busy={claim.busy || undefined}
      >
        <MailCheck aria-hidden className="size-4" />
        {claim.busy ? "Sending..." : "Add my earlier donations"}
      </button>
    </section>
  );
}
