import type { Metadata } from "next";
import { RegistrationPage } from "@/features/accounts/ui/registration-page";

export const metadata: Metadata = {
  title: "School Account",
  description: "Register your school or institution.",
  robots: { index: false, follow: false },
};

export default function Page() {
  return <RegistrationPage role="school" />;
}
