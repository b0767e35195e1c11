"use client";

import { useState } from "react";
import { CircleCheck, HandHeart, LogIn } from "lucide-react";
import { SiteLink } from "@/components/site/site-link";
import { Alert } from "@/components/ui/alert";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { apiFetch } from "@/lib/http/api-client";

/** POST userDonation/claim/confirm with the link's `{ expires, token }`. */
const confirmClaim = (expires: string, token: string) =>
  apiFetch<{ message: string; gifts: number }>("/userDonation/claim/confirm", { method: "POST", json: { expires, token } });

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="card space-y-5 p-5 sm:p-8">{children}</div>
    </section>
  );
}

/** The link opened without being signed in: sign in first (to the account it was sent for), then come back. */
export function ClaimSignIn({ signInHref }: { signInHref: string }) {
  return (
    <Shell>
      <h2 className="text-2xl font-semibold">Sign in to add your donations</h2>
      <p className="text-muted">This link adds the donations you made as a guest to your account. Sign in to that account first.</p>
      <SiteLink href={signInHref} className="btn-primary">
        <LogIn aria-hidden className="size-4" />
        Sign in
      </SiteLink>
    </Shell>
  );
}

/** The link opened while signed in: one button (a POST) adds the gifts; a GET never changes anything. */
export function ClaimGifts({ email, expires, token, home }: { email: string; expires: string; token: string; home: string }) {
  const [done, setDone] = useState<string | null>(null);
  const claim = useApiMutation(() => confirmClaim(expires, token), {
    fallback: "Your donations could not be added. Please try again.",
    errorIn: "inline",
    refresh: "none",
    onSuccess: (result) => setDone(result.message),
  });
  if (done) {
    return (
      <Shell>
        <div role="status" className="space-y-3">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <CircleCheck aria-hidden className="size-7" />
          </span>
          <h2 className="text-2xl font-semibold">Donations added</h2>
          <p>{done}</p>
        </div>
        <SiteLink href={home} className="btn-primary">
          <HandHeart aria-hidden className="size-4" />
          See my donations
        </SiteLink>
      </Shell>
    );
  }
  return (
    <Shell>
      <h2 className="text-2xl font-semibold">Add your donations to your account</h2>
      <p className="text-muted">{`The donations you made as a guest with ${email} will be listed with their receipts in your account.`}</p>
      <Alert>{claim.error}</Alert>
      <button
        type="button"
        className="btn-primary"
        onClick={() => void claim.run()}
        disabled={claim.busy}
        aria-busy={claim.busy || undefined}
      >
        {claim.busy ? "Adding..." : "Add my donations"}
      </button>
    </Shell>
  );
}
