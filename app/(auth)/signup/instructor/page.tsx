import type { Metadata } from "next";
import { RegistrationPage } from "@/features/accounts/ui/registration-page";

export const metadata: Metadata = {
  title: "Instructor Account",
  description: "Register as a mindfulness or yoga instructor.",
  robots: { index: false, follow: false },
};

export default function Page() {
  return <RegistrationPage role="instructor" />;
}
