import type { Metadata } from "next";
import { ClaimGifts, ClaimSignIn } from "@/features/donations/ui/claim-link";
import { homeFor } from "@/lib/auth/roles";
import { getActor } from "@/lib/session/actor";
import { firstParam, pathWithQuery, signInUrl } from "@/lib/session/page-guard";

export const metadata: Metadata = {
  title: "Add your donations",
  description: "Add the donations you made as a guest to your account.",
  robots: { index: false, follow: false },
};

/**
 * The link mailed to a donor's own address (features/donations/server/gift-links.ts): signed in,
 * a button adds the gifts made as a guest with that address; signed out, a way to sign in and back.
 */
export default async function ClaimGiftsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const actor = await getActor();
  if (!actor) return <ClaimSignIn signInHref={signInUrl(pathWithQuery("/donation/claim", params))} />;
  return (
    <ClaimGifts
      email={actor.email}
      expires={firstParam(params.expires) ?? ""}
      token={firstParam(params.token) ?? ""}
      home={homeFor(actor.role)}
    />
  );
}
