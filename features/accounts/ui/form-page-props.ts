// Apart from the pages' markup: Next leaves getServerSideProps, and what only it imports, out of
// the pages' browser build.
import { handleForgotPasswordForm, handleRegistrationForm } from "@/features/accounts/server/forms";
import type { FormAnswer } from "@/lib/static-site/form-result";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { formPage } from "@/lib/static-site/form-page";
import { registrationPages, type RegistrationRole } from "./registration-pages";

/** getServerSideProps of a sign-up page (pages/signup/*.tsx), which answers its own form. */
export const registrationPageProps = (role: RegistrationRole) =>
  formPage<{ answer: FormAnswer }>({
    source: registrationPages[role],
    tag: PAGE_TAGS.forms,
    handle: handleRegistrationForm,
    props: (_context, answer) => ({ answer }),
  });

/** getServerSideProps of /forgot-password, which answers its own form. */
export const forgotPasswordPageProps = formPage<{ answer: FormAnswer }>({
  source: "/forgot-password",
  tag: PAGE_TAGS.forms,
  handle: handleForgotPasswordForm,
  props: (_context, answer) => ({ answer }),
});
