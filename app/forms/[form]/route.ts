import { formPostRoute } from "@/lib/form-post";
import { forms } from "@/registry/forms";

/** Where the forms of the pages without the framework's JavaScript post (lib/form-post.ts). */
export const POST = formPostRoute(forms);
