import { describe, expect, it } from "vitest";
import { resumeFrom } from "./use-chat-events";

describe("resumeFrom", () => {
  it("resumes the event stream after the last id heard, or from the newest without one", () => {
    expect(resumeFrom("/api/v1/chat/stream", undefined)).toBe("/api/v1/chat/stream");
    expect(resumeFrom("/api/v1/chat/stream", "42")).toBe("/api/v1/chat/stream?after=42");
    expect(resumeFrom("/api/v1/chat/stream?after=7", "42")).toBe("/api/v1/chat/stream?after=42");
  });
});
