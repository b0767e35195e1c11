import { SiteLink } from "@/components/site/site-link";
import { LogIn, UserPlus } from "lucide-react";
import { returnPath } from "./callback";

/** Where Login leads from /auth: /login, carrying a callbackUrl worth returning to (`returnPath`) and nothing else. */
export function loginHrefFor(callbackUrl: string | string[] | undefined): string {
  const callback = returnPath(typeof callbackUrl === "string" ? callbackUrl : null);
  return callback ? `/login?callbackUrl=${encodeURIComponent(callback)}` : "/login";
}

/** Login and Sign Up buttons; Login carries the callbackUrl through to /login (`loginHrefFor`). */
export function AuthChoices({ loginHref }: { loginHref: string }) {
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
