import { redirect } from "next/navigation";

/** Any unknown path redirects to the home page (spec route map). */
export default function UnknownPath(): never {
  redirect("/");
}
