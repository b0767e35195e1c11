import type { PageConfig } from "next";
import { registrationScreen } from "@/features/accounts/ui/registration-page";

/** A school's sign-up: a plain HTML form without the framework's JavaScript (features/accounts/ui/registration-form.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

export default registrationScreen("school");
