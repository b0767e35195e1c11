"use client";

import { SiteLink } from "@/components/site/site-link";
import { useSearchParams } from "next/navigation";
import { LogIn, UserPlus } from "lucide-react";
import { returnPath } from "./callback";

function Choices({ loginHref }: { loginHref: string }) {
  return (
    <div className="flex flex-col gap-3">
      <SiteLink href={loginHref} className="btn-primary min-h-12 text-lg">
        <LogIn aria-hidden className="size-5" />
        Login
      </SiteLink>
      <SiteLink href="/signup" className="btn-secondary min-h-12 text-lg">
        <UserPlus aria-hidden className="size-5" />
        Sign Up
      </SiteLink>
    </div>
  );
}

function ChoicesWithCallback() {
  // Never null in the App Router; typed as nullable because pages/ exists (the marketing pages).
  const callback = returnPath(useSearchParams()?.get("callbackUrl") ?? null);
  return <Choices loginHref={callback ? `/login?callbackUrl=${encodeURIComponent(callback)}` : "/login"} />;
}

/** Login and Sign Up buttons; Login carries a callbackUrl through to /login. */
export function AuthChoices() {
  return <ChoicesWithCallback />;
}
export { Choices as AuthChoicesFallback };
