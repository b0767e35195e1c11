import type { PageConfig } from "next";
import { registrationPageProps } from "@/features/accounts/ui/form-page-props";
import { registrationScreen } from "@/features/accounts/ui/registration-page";

/** A student's sign-up: a plain HTML form without the framework's JavaScript that the page answers itself (features/accounts/ui/registration-form.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = registrationPageProps("user");

export default registrationScreen("user");
