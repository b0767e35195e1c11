import { z } from "zod";
import { CONSENT_REQUIRED, PHOTO_RULE, REQUIRED_FIELDS, categorySchema, descriptionSchema, titleSchema } from "./schema";
import { fileProblem } from "@/lib/uploads/rules";

/**
 * The browser forms' schemas (react-hook-form + zodResolver), built from the API's schemas in
 * ./schema.ts so the dialogs say exactly what the server would. The photo is checked by its
 * declared type and size here; the server checks its real bytes again after the upload.
 */

/** What is wrong with the chosen photo (its declared type first, then its size), or null: lib/uploads `fileProblem` with the photo's rule. */
export function photoProblem(file: File | null | undefined): string | null {
  return fileProblem(PHOTO_RULE, file);
}

const photoField = z
  .custom<File | null | undefined>((v) => v === null || v === undefined || (typeof File !== "undefined" && v instanceof File))
  .superRefine((file, ctx) => {
    const problem = photoProblem(file);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/**
 * The Upload Photo dialog: Photo Title, Category, Description (optional), the photo, and the box
 * confirming the school holds consent for the children shown (required). The school's name is the account's.
 */
export const uploadFormSchema = z.object({
  title: titleSchema,
  category: categorySchema,
  description: descriptionSchema,
  image: photoField,
  consentConfirmed: z.boolean().refine((v) => v, CONSENT_REQUIRED),
});
export type UploadFormInput = z.input<typeof uploadFormSchema>;
export type UploadFormValues = z.output<typeof uploadFormSchema>;

/** The Edit Photo dialog: the same three texts. */
export const editFormSchema = uploadFormSchema.omit({ image: true, consentConfirmed: true });
export type EditFormInput = z.input<typeof editFormSchema>;
export type EditFormValues = z.output<typeof editFormSchema>;

/** Whether the form's errors include a required field left empty: then the spec's "Please fill in all required fields" leads. */
export function missesRequired(errors: Partial<Record<"title" | "image", { message?: string } | undefined>>): boolean {
  return errors.title?.message === "Please enter a photo title" || errors.image?.message === PHOTO_RULE.missing;
}
export { REQUIRED_FIELDS };
