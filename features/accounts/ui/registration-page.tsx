import Link from "next/link";
import { SiteLink } from "@/components/site/site-link";
import { ArrowLeft } from "lucide-react";
import { UnindexedPageHead } from "@/components/site/page-head";
import { AuthCard } from "./auth-card";
import { AuthFrame } from "./auth-frame";
import { NO_ANSWER, type FormAnswer } from "@/lib/static-site/form-result";
import { RegistrationForm } from "./registration-form";
import type { RegistrationRole } from "./registration-pages";

/** Each screen's heading and introduction, and its <title> and description (`head`). */
const copy: Record<RegistrationRole, { title: string; subtitle: string; head: { title: string; description: string } }> = {
  user: {
    head: { title: "General Account", description: "Create a general (student) account." },
    title: "Create a General Account",
    subtitle: "Follow guided practices and keep track of your progress. Our team reviews every new account.",
  },
  instructor: {
    head: { title: "Instructor Account", description: "Register as a mindfulness or yoga instructor." },
    title: "Create an Instructor Account",
    subtitle: "Tell us about your teaching. Once our team approves your account you can publish guided videos.",
  },
  school: {
    head: { title: "School Account", description: "Register your school or institution." },
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

/**
 * A sign-up page of the Pages Router (pages/signup/*.tsx, each of which keeps its own `config`,
 * which Next reads from the page file, and answers its own form): its head and screen, in the
 * sign-in screens' frame.
 */
export function registrationScreen(role: RegistrationRole) {
  const { head } = copy[role];
  function SignUpPage({ answer = NO_ANSWER }: { answer?: FormAnswer }) {
    return (
      <>
        <UnindexedPageHead title={head.title} description={head.description} />
        <RegistrationPage role={role} answer={answer} />
      </>
    );
  }
  SignUpPage.Frame = AuthFrame;
  return SignUpPage;
}
