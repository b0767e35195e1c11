import type { Metadata } from "next";
import { AuthFrame } from "@/features/accounts/ui/auth-frame";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Sign-in, sign-up and password pages: a quiet frame with the logo and a way back home. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <AuthFrame>{children}</AuthFrame>;
}
