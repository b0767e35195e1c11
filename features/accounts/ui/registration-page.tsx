import Link from "next/link";
import { SiteLink } from "@/components/site/site-link";
import { ArrowLeft } from "lucide-react";
import { AuthCard } from "./auth-card";
import type { FormAnswer } from "@/lib/form-answer";
import { RegistrationForm } from "./registration-form";
import type { RegistrationRole } from "./registration-pages";

const copy: Record<RegistrationRole, { title: string; subtitle: string }> = {
  user: {
    title: "Create a General Account",
    subtitle: "Follow guided practices and keep track of your progress. Our team reviews every new account.",
  },
  instructor: {
    title: "Create an Instructor Account",
    subtitle: "Tell us about your teaching. Once our team approves your account you can publish guided videos.",
  },
  school: {
    title: "Create a School Account",
    subtitle: "Register your institution to take part in our programs. Our team reviews every new account.",
  },
};

/** The three registration screens (pages/signup/*.tsx): back link, heading, form, link to sign in. */
export function RegistrationPage({ role, answer }: { role: RegistrationRole; answer: FormAnswer }) {
  const { title, subtitle } = copy[role];
  return (
    <AuthCard
      wide
      title={title}
      subtitle={
        <>
          <p>{subtitle}</p>
          <p className="mt-2 text-sm">Fields marked (optional) can be left empty.</p>
        </>
      }
      before={
        <SiteLink href="/signup" className="btn-ghost -ml-3 px-3">
          <ArrowLeft aria-hidden className="size-4" />
          Back to account types
        </SiteLink>
      }
      footer={
        <p>
          Already have an account?{" "}
          <Link href="/login" className="link">
            Login
          </Link>
        </p>
      }
    >
      <RegistrationForm role={role} answer={answer} />
    </AuthCard>
  );
}
