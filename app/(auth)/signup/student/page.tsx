import type { Metadata } from "next";
import { RegistrationPage } from "@/features/accounts/ui/registration-page";

export const metadata: Metadata = {
  title: "General Account",
  description: "Create a general (student) account.",
  robots: { index: false, follow: false },
};

export default function Page() {
  return <RegistrationPage role="user" />;
}
