import { z } from "zod";
import { fileProblem } from "@/lib/uploads/rules";
import {
  courseNameSchema,
  descriptionSchema,
  FILE_RULES,
  MAX_TAGS,
  MAX_TOPIC_LENGTH,
  normaliseTag,
  normaliseTopic,
  RECOMMENDED_TAG,
} from "./schema";

/**
 * The browser forms' schemas (react-hook-form + zodResolver), built from the API's schemas in
 * ./videos so the form says exactly what the server would: the same messages, the same limits.
 * Files are checked by their declared type and size here (fileProblem, in the rule's words); the
 * server checks the real bytes again.
 */

const fileField = (kind: "video" | "thumbnail", required: boolean) =>
  z
    .custom<File | null | undefined>((v) => v === null || v === undefined || (typeof File !== "undefined" && v instanceof File))
    .superRefine((file, ctx) => {
      if (!required && !file) return;
      const problem = fileProblem(FILE_RULES[kind], file);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

/** Tags typed as "calm, breathing": split on commas, normalised, no `recommended` (set by staff). */
export const tagsTextSchema = z
  .string()
  .optional()
  .transform((text) => [
    ...new Set(
      (text ?? "")
        .split(",")
        .map(normaliseTag)
        .filter((t) => t !== ""),
    ),
  ])
  .refine((tags) => tags.length <= MAX_TAGS, `At most ${MAX_TAGS} tags`)
  .refine((tags) => tags.every((t) => t.length <= 40), "Each tag must be at most 40 characters")
  .refine((tags) => !tags.includes(RECOMMENDED_TAG), "The recommended tag is set by our team");

/**
 * The video's one Topic ("Body scan"): required on our forms, sent as both `category` (what the
 * catalogue's Topic filter lists) and `courseContent` (the spec's content line under the title),
 * so the two never say different things (topicFields).
 */
export const topicSchema = z
  .string()
  .transform(normaliseTopic)
  .pipe(z.string().min(1, "Please enter a topic").max(MAX_TOPIC_LENGTH, `The topic must be at most ${MAX_TOPIC_LENGTH} characters`));

/** What a form's Topic sends: the video's category and its course content alike. */
export function topicFields(topic: string): { category: string; courseContent: string } {
  return { category: topic, courseContent: topic };
}

/** The Topic a form shows for a video: its category, or for a video uploaded before there was one, its course content. */
export function topicOf(video: { category: string | null; courseContent: string }): string {
  return video.category ?? video.courseContent;
}

/** The texts both the Upload and Edit forms ask for. */
const videoTextFields = {
  courseName: courseNameSchema,
  topic: topicSchema,
  description: descriptionSchema,
  tags: tagsTextSchema,
};

/** Instructor Upload Video form: the thumbnail may be a file or a frame of the video, picked in the browser (so the file is optional). */
export const uploadFormSchema = z.object({
  video: fileField("video", true),
  thumbnail: fileField("thumbnail", false),
  ...videoTextFields,
});
export type UploadFormInput = z.input<typeof uploadFormSchema>;
export type UploadFormValues = z.output<typeof uploadFormSchema>;

/** Instructor Edit Video form: a new video file and a new thumbnail are optional (replacements). */
export const editFormSchema = z.object({
  video: fileField("video", false),
  thumbnail: fileField("thumbnail", false),
  ...videoTextFields,
});
export type EditFormInput = z.input<typeof editFormSchema>;
export type EditFormValues = z.output<typeof editFormSchema>;

/** Staff edit modal: rank ("" clears it), priced and recommended flags. */
export const staffEditFormSchema = z.object({
  rank: z
    .string()
    .trim()
    .regex(/^\d{0,7}$/, "Rank must be a whole number of 0 or more"),
  isPriced: z.boolean(),
  recommended: z.boolean(),
});
export type StaffEditFormValues = z.output<typeof staffEditFormSchema>;

/** Reject dialog: a non-blank reason. */
export const rejectFormSchema = z.object({
  rejectionReason: z
    .string()
    .trim()
    .min(1, "Please provide a rejection reason")
    .max(1000, "The rejection reason must be at most 1000 characters"),
});
