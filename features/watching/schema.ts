import { z } from "zod";
import { LENGTH_TOLERANCE_SECONDS } from "@/features/watching/server/ranges";

/** Longest video length or position accepted, in seconds (a day). */
const MAX_SECONDS = 86_400;

const seconds = (label: string) =>
  z
    .number(`${label} must be a number of seconds`)
    .refine(Number.isFinite, `${label} must be a number of seconds`)
    .min(0, `${label} must be 0 or more`)
    .max(MAX_SECONDS, `${label} is too large`);

/**
 * A progress save from the player (also sent with navigator.sendBeacon on unload).
 * - progress: the position now; videoLength: the player's length of the video.
 * - playedFrom: where the continuous stretch of playback that ended at `progress` began since
 *   the previous save (omitted: the previously saved position).
 * - sentAt: the client's clock in ms when the save was made, to order saves (omitted: the
 *   server's clock on arrival).
 */
export const progressSchema = z
  .strictObject({
    progress: z.preprocess((v) => v ?? undefined, seconds("progress").optional()),
    videoLength: z.preprocess((v) => v ?? undefined, seconds("videoLength").optional()),
    playedFrom: seconds("playedFrom").optional(),
    sentAt: z
      .number("sentAt must be a time in milliseconds")
      .int("sentAt must be a time in milliseconds")
      .min(0, "sentAt must be a time in milliseconds")
      .max(1e15, "sentAt must be a time in milliseconds")
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.progress === undefined || v.videoLength === undefined) {
      ctx.addIssue({
        code: "custom",
        path: [v.progress === undefined ? "progress" : "videoLength"],
        message: "progress and videoLength are required",
      });
      return;
    }
    if (v.progress > v.videoLength + LENGTH_TOLERANCE_SECONDS) {
      ctx.addIssue({ code: "custom", path: ["progress"], message: "progress cannot be beyond videoLength" });
    }
    if (v.playedFrom !== undefined && v.playedFrom > v.progress) {
      ctx.addIssue({ code: "custom", path: ["playedFrom"], message: "playedFrom cannot be after progress" });
    }
  })
  .transform((v) => ({ progress: v.progress!, videoLength: v.videoLength!, playedFrom: v.playedFrom, sentAt: v.sentAt }));

export type ProgressInput = z.output<typeof progressSchema>;
