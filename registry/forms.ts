import { forgotPasswordForm, loginForm, registrationForm } from "@/features/accounts/server/forms";
import { contactForm } from "@/features/contact/server/forms";
import { donationForm } from "@/features/donations/server/forms";
import type { FormPost } from "@/lib/form-post";

/** The forms that pages without the framework's JavaScript post, by name: `/forms/{name}` (lib/form-post.ts). One line per form. */
export const forms: Readonly<Record<string, FormPost>> = {
  login: loginForm,
  register: registrationForm,
  "forgot-password": forgotPasswordForm,
  contact: contactForm,
  donation: donationForm,
};
