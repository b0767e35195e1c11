import { beforeEach, describe, expect, it } from "vitest";
import { expirePages } from "./expire";
import { answerCache, htmlCache } from "./memory-cache";

beforeEach(() => {
  answerCache.clear();
  htmlCache.clear();
});

describe("expirePages", () => {
  it("expires the kept answers and pages of its tag, and only those", async () => {
    const text = (body: string) => async () => ({ body, headers: {} });
    const bytes = (body: string) => async () => ({ body: Buffer.from(body), headers: {} });
    await answerCache.get("videos", "/api/videos", text("catalogue"));
    await answerCache.get("gallery", "/api/gallery", text("photos"));
    await htmlCache.get("videos", "/videos", bytes("catalogue page"));
    await htmlCache.get("gallery", "/gallery", bytes("gallery page"));
    expirePages("videos");
    expect((await answerCache.get("videos", "/api/videos", text("new catalogue"))).body).toBe("new catalogue");
    expect((await answerCache.get("gallery", "/api/gallery", text("new photos"))).body).toBe("photos");
    expect(String((await htmlCache.get("videos", "/videos", bytes("new catalogue page"))).body)).toBe("new catalogue page");
    expect(String((await htmlCache.get("gallery", "/gallery", bytes("new gallery page"))).body)).toBe("gallery page");
  });
});
