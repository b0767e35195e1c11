import { describe, expect, it } from "vitest";
import { fileProblem } from "@/lib/uploads/rules";
import { FILE_RULES, MB } from "./schema";
import { editFormSchema, rejectFormSchema, staffEditFormSchema, topicFields, topicOf, uploadFormSchema } from "./forms";

const file = (name: string, type: string, size: number) => {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
};
const video = file("a.mp4", "video/mp4", 2 * MB);
const thumb = file("a.jpg", "image/jpeg", 100_000);
const text = { courseName: "Calm", topic: "Breathing", description: "A practice" };

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe("video forms", () => {
  it("gives the spec's file messages", () => {
    expect(fileProblem(FILE_RULES.video, undefined)).toBe("Please select a video file");
    expect(fileProblem(FILE_RULES.video, file("a.txt", "text/plain", 10))).toBe("Please select a valid video file");
    expect(fileProblem(FILE_RULES.video, file("big.mp4", "video/mp4", 100 * MB + 1))).toBe("Video file size exceeds 100MB limit");
    expect(fileProblem(FILE_RULES.video, file("ok.mov", "video/quicktime", 100 * MB))).toBeNull();
    expect(fileProblem(FILE_RULES.thumbnail, null)).toBe("Please select a thumbnail image");
    expect(fileProblem(FILE_RULES.thumbnail, file("a.gif", "image/gif", 10))).toBe("Please select a valid image file for the thumbnail");
    expect(fileProblem(FILE_RULES.thumbnail, thumb)).toBeNull();
  });

  it("requires every upload field but the thumbnail (a frame of the video may be it), with the spec's messages", () => {
    const result = uploadFormSchema.safeParse({
      video: undefined,
      thumbnail: undefined,
      courseName: " ",
      topic: "  ",
      description: "  ",
    });
    expect(messages(result)).toEqual({
      video: "Please select a video file",
      courseName: "Please enter a title",
      topic: "Please enter a topic",
      description: "Please enter a description",
    });
  });

  it("accepts a complete upload and normalises tags", () => {
    const result = uploadFormSchema.parse({ video, thumbnail: thumb, ...text, tags: " Calm ,breathing, calm,," });
    expect(result.tags).toEqual(["calm", "breathing"]);
    expect(result.courseName).toBe("Calm");
  });

  it("asks for one Topic, kept in its case, sent as the category and the course content alike", () => {
    const result = uploadFormSchema.parse({ video, thumbnail: thumb, ...text, topic: "  Body   scan " });
    expect(result.topic).toBe("Body scan");
    expect(topicFields(result.topic)).toEqual({ category: "Body scan", courseContent: "Body scan" });
    expect(messages(uploadFormSchema.safeParse({ video, thumbnail: thumb, ...text, topic: "x".repeat(61) }))).toEqual({
      topic: "The topic must be at most 60 characters",
    });
    // A video from before the Topic field shows its course content as its topic.
    expect(topicOf({ category: null, courseContent: "Breathing" })).toBe("Breathing");
    expect(topicOf({ category: "Body scan", courseContent: "Body awareness" })).toBe("Body scan");
  });

  it("refuses the recommended tag from an instructor", () => {
    expect(messages(uploadFormSchema.safeParse({ video, thumbnail: thumb, ...text, tags: "recommended" }))).toEqual({
      tags: "The recommended tag is set by our team",
    });
  });

  it("checks a thumbnail file given on upload", () => {
    expect(messages(uploadFormSchema.safeParse({ video, ...text, thumbnail: file("a.txt", "text/plain", 1) }))).toEqual({
      thumbnail: "Please select a valid image file for the thumbnail",
    });
  });

  it("makes a new video file and thumbnail optional when editing, but checks given ones", () => {
    expect(editFormSchema.safeParse({ ...text, video: null, thumbnail: null }).success).toBe(true);
    expect(editFormSchema.safeParse({ ...text, video, thumbnail: thumb }).success).toBe(true);
    expect(messages(editFormSchema.safeParse({ ...text, thumbnail: null, video: file("big.mp4", "video/mp4", 100 * MB + 1) }))).toEqual({
      video: "Video file size exceeds 100MB limit",
    });
    expect(messages(editFormSchema.safeParse({ ...text, video: null, thumbnail: file("a.txt", "text/plain", 1) }))).toEqual({
      thumbnail: "Please select a valid image file for the thumbnail",
    });
  });

  it("checks rank and rejection reason", () => {
    expect(staffEditFormSchema.safeParse({ rank: "", isPriced: false, recommended: true }).success).toBe(true);
    expect(staffEditFormSchema.safeParse({ rank: " 3 ", isPriced: false, recommended: true }).success).toBe(true);
    expect(staffEditFormSchema.safeParse({ rank: "-1", isPriced: false, recommended: true }).success).toBe(false);
    expect(rejectFormSchema.safeParse({ rejectionReason: "   " }).success).toBe(false);
    expect(rejectFormSchema.parse({ rejectionReason: " Sound is missing " }).rejectionReason).toBe("Sound is missing");
  });
});
