import { createElement } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderHtml, textOf } from "@/test/render";
import { resetDb } from "@/test/db";
import { insertVideo } from "@/test/videos";
import { serializeVideo } from "@/features/videos/server/serialize";
import { MyVideoCard } from "./my-video-card";

beforeEach(resetDb);

async function cardText(tags: string[], durationSeconds?: number): Promise<string> {
  const row = await insertVideo({ courseName: "Calm start", tags, ...(durationSeconds === undefined ? {} : { durationSeconds }) });
  const video = serializeVideo(row, null, { thumbnailUrl: null, videoUrl: null }, { showEmail: true });
  return textOf(renderHtml(createElement(MyVideoCard, { video, topics: [], maxVideoSeconds: 1800 })));
}

describe("the instructor's video card", () => {
  it("lists the video's topics, and never the foundation's internal `recommended` tag as one of them", async () => {
    const text = await cardText(["recommended", "calm", "breathing"]);
    expect(text).toContain("calm, breathing");
    expect(text).not.toMatch(/\brecommended\b/);
    // The foundation's pick is said as such, apart from the topics.
    expect(text).toContain("Recommended by the foundation");
  });

  it("writes the video's length as every other screen does: a 4-second clip is 4 s, not 1 min", async () => {
    expect(await cardText(["calm"], 4)).toContain("4 s");
    expect(await cardText(["calm"], 4)).not.toContain("1 min");
    expect(await cardText(["calm"], 725)).toContain("12 min");
  });

  it("says nothing of a recommendation the foundation has not made", async () => {
    const text = await cardText(["calm"]);
    expect(text).toContain("calm");
    expect(text).not.toMatch(/recommended/i);
  });
});
