import { afterEach, describe, expect, it } from "vitest";
import { forCaller } from "@/lib/http/caller-url";
import { setStorageForTests } from "@/lib/storage";
import { MemoryStorage } from "@/test/memory-storage";
import { downloadUrlFor, PAGE_URL_SECONDS, streamSeconds } from "./signed-urls";

afterEach(() => setStorageForTests());

describe("downloadUrlFor", () => {
  it("signs the object's URL for an hour unless told otherwise", async () => {
    setStorageForTests(new MemoryStorage());
    const key = "thumbnails/2026/01/00000000-0000-4000-8000-000000000001.jpg";
    expect(await downloadUrlFor(key, "image/jpeg")).toBe(`memory://download/${encodeURIComponent(key)}?expires=${PAGE_URL_SECONDS}`);
    expect(await downloadUrlFor(key, "image/jpeg", 900)).toMatch(/expires=900$/);
  });

  it("makes our paths absolute for an API client", async () => {
    const storage = new MemoryStorage();
    storage.createDownloadUrl = async (key) => `/api/v1/files/download?key=${key}`;
    setStorageForTests(storage);
    const url = await forCaller(new Headers({ authorization: "Bearer x" }), "https://mmf.example", () => downloadUrlFor("k", "video/mp4"));
    expect(url).toBe("https://mmf.example/api/v1/files/download?key=k");
  });
});

describe("streamSeconds", () => {
  it("lasts twice the video plus ten minutes, between 15 minutes and 6 hours, 30 minutes' worth when the length is unknown", () => {
    expect(streamSeconds(60)).toBe(15 * 60);
    expect(streamSeconds(600)).toBe(30 * 60);
    expect(streamSeconds(5 * 60 * 60)).toBe(6 * 60 * 60);
    expect(streamSeconds(null)).toBe(70 * 60);
  });
});
