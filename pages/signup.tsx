import type { PageConfig } from "next";
import Link from "next/link";
import { ChevronRight, GraduationCap, School, UserRound } from "lucide-react";
import { UnindexedPageHead } from "@/components/site/page-head";
import { AuthCard } from "@/features/accounts/ui/auth-card";
import { AuthFrame } from "@/features/accounts/ui/auth-frame";
import { site } from "@/lib/site";

/**
 * The sign-up chooser: three links, so plain HTML and CSS in the browser, without the framework's
 * JavaScript (pages/_app.tsx), in the sign-in screens' frame. Kept out of search engines like
 * them (robots.txt and noindex).
 */
export const config: PageConfig = { unstable_runtimeJS: false };

const choices = [
  {
    href: "/signup/student",
    title: "General Account",
    text: "For students and anyone who wants to follow our guided practices.",
    Icon: UserRound,
    tint: "bg-chakra-heart/15 text-chakra-heart",
  },
  {
    href: "/signup/instructor",
    title: "Instructor Account",
    text: "For mindfulness and yoga instructors who guide sessions and record videos.",
    Icon: GraduationCap,
    tint: "bg-chakra-third-eye/15 text-chakra-third-eye",
  },
  {
    href: "/signup/school",
    title: "School Account",
    text: "For schools and institutions that take part in our programs.",
    Icon: School,
    tint: "bg-chakra-sacral/15 text-chakra-sacral",
  },
];

export default function SignupChooserPage() {
  return (
    <>
      <UnindexedPageHead title="Sign Up" description={`Choose the kind of ${site.name} account to create.`} />
      <AuthCard
        wide
        title="Create your account"
        subtitle={<p>Choose the kind of account that fits you. Every new account is reviewed by our team before it is approved.</p>}
        footer={
          <p>
            Already have an account?{" "}
            <Link href="/login" className="link">
              Login here
            </Link>
          </p>
        }
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {choices.map(({ href, title, text, Icon, tint }) => (
            <li key={href}>
              <Link
                href={href}
                className="group flex h-full items-start gap-4 rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-brand-600 hover:bg-brand-50 md:flex-col"
              >
                <span className={`grid size-12 shrink-0 place-items-center rounded-full ${tint}`}>
                  <Icon aria-hidden className="size-6" />
                </span>
                <span className="flex-1">
                  <span className="flex items-center gap-1 text-lg font-semibold text-ink">
                    {title}
                    <ChevronRight aria-hidden className="size-5 text-brand-600 transition-transform group-hover:translate-x-0.5" />
                  </span>
                  <span className="mt-1 block text-muted">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </AuthCard>
    </>
  );
}

SignupChooserPage.Frame = AuthFrame;
