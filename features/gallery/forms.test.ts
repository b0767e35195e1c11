import { describe, expect, it } from "vitest";
import { editFormSchema, missesRequired, photoProblem, uploadFormSchema } from "./forms";
import { CONSENT_REQUIRED, PHOTO_RULE } from "./schema";

const file = (type: string, size: number) => new File([new Uint8Array(size)], "photo", { type });

describe("the gallery's forms", () => {
  it("say what is wrong with a chosen photo as the server would: missing, then its type, then its size", () => {
    expect(photoProblem(null)).toBe(PHOTO_RULE.missing);
    expect(photoProblem(file("image/gif", 10))).toBe(PHOTO_RULE.wrongType);
    expect(photoProblem(file("image/png", 10 * 1024 * 1024 + 1))).toBe(PHOTO_RULE.tooLarge);
    expect(photoProblem(file("image/webp", 2048))).toBeNull();
  });

  it("lead with the spec's 'Please fill in all required fields' when the title or the photo is missing", () => {
    const parsed = uploadFormSchema.safeParse({ title: " ", category: "general", description: "", image: null });
    expect(parsed.success).toBe(false);
    const errors = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path[0], { message: issue.message }]));
    expect(errors).toMatchObject({ title: { message: "Please enter a photo title" }, image: { message: PHOTO_RULE.missing } });
    expect(missesRequired(errors)).toBe(true);
    expect(missesRequired({ image: { message: PHOTO_RULE.wrongType } })).toBe(false);
    expect(editFormSchema.parse({ title: " Relay ", category: "sports", description: " " })).toEqual({
      title: "Relay",
      category: "sports",
      description: "",
    });
  });

  it("require the school to confirm it holds consent for the children shown", () => {
    const base = { title: "Lantern walk", category: "event", description: "", image: file("image/jpeg", 2048) };
    const refused = uploadFormSchema.safeParse({ ...base, consentConfirmed: false });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["consentConfirmed", CONSENT_REQUIRED]]);
    expect(uploadFormSchema.parse({ ...base, consentConfirmed: true }).consentConfirmed).toBe(true);
  });
});
