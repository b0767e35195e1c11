import { describe, expect, it } from "vitest";
import { actorFor, createUser } from "@/test/db";
import { rejection } from "@/test/errors";
import { imageMetadata } from "@/test/photos";
import { setUpMemoryStorage } from "@/test/storage";
import { GALLERY_PAGE_SIZE } from "../schema";
import { listGallery, listPublicGallery, readPublicPhoto } from "./gallery";
import { insertPhoto } from "./testing";

const storage = setUpMemoryStorage();

const DAY = 24 * 60 * 60_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const titles = (result: { images: { title: string }[] }) => result.images.map((i) => i.title);

/** Two schools' photos across categories and ages, and some that must never show. */
async function fixture() {
  const alder = await createUser({ role: "school", name: "Alder Primary", email: "office@alder.example" });
  const birch = await createUser({ role: "school", name: "birch Academy", email: "office@birch.example" });
  await insertPhoto(alder, { title: "Morning breathing", category: "classroom", description: "Five slow breaths", createdAt: ago(0.1) });
  await insertPhoto(birch, { title: "Relay race", category: "sports", description: "Calm at the start line", createdAt: ago(3) });
  await insertPhoto(alder, { title: "Painted circles", category: "arts", createdAt: ago(20) });
  await insertPhoto(birch, { title: "Lantern walk", category: "event", createdAt: ago(200) });
  await insertPhoto(alder, { title: "Old picnic", category: "general", createdAt: ago(800) });
  await insertPhoto(alder, { title: "Waiting breath", status: "pending", createdAt: ago(0.1) });
  await insertPhoto(birch, { title: "Rejected breath", status: "rejected", rejectionReason: "Faces", createdAt: ago(0.1) });
  await insertPhoto(birch, { title: "Binned breath", deletedAt: new Date(), createdAt: ago(0.1) });
  return { alder, birch };
}

describe("the public gallery", () => {
  it("shows approved photos only, newest first, with public URLs and never an e-mail or a reason", async () => {
    await fixture();
    const result = await listPublicGallery({});
    expect(titles(result)).toEqual(["Morning breathing", "Relay race", "Painted circles", "Lantern walk", "Old picnic"]);
    expect(result.total).toBe(5);
    const [first] = result.images;
    expect(first?.imageUrl).toMatch(new RegExp(`^/gallery/photos/${first?._id}/1600\\?v=[0-9a-f]{8}$`));
    expect(first?.srcSet).toMatch(/ 480w, .* 960w, .* 1600w$/);
    expect(first?.images.map((i) => [i.width, i.height])).toEqual([
      [480, 320],
      [960, 640],
      [1600, 1067],
    ]);
    const json = JSON.stringify(result.images);
    expect(json).not.toContain("@");
    expect(json).not.toContain("Faces");
    expect(json).not.toContain("images/");
  });

  it("searches title, description and school name (any case, % and _ taken literally), and filters by category", async () => {
    await fixture();
    expect(titles(await listPublicGallery({ q: "BREATH" }))).toEqual(["Morning breathing"]);
    expect(titles(await listPublicGallery({ q: "start line" }))).toEqual(["Relay race"]);
    expect(titles(await listPublicGallery({ q: "birch" }))).toEqual(["Relay race", "Lantern walk"]);
    expect(titles(await listPublicGallery({ q: "100%" }))).toEqual([]);
    expect(titles(await listPublicGallery({ q: "_" }))).toEqual([]);
    expect(titles(await listPublicGallery({ category: "arts" }))).toEqual(["Painted circles"]);
    expect(titles(await listPublicGallery({ category: "ARTS", q: "circle" }))).toEqual(["Painted circles"]);
    // An unknown category is no filter (a stale link still shows photos).
    expect((await listPublicGallery({ category: "holiday" })).total).toBe(5);
  });

  it("filters by the date windows: past 24 hours, week, month, year", async () => {
    await fixture();
    expect(titles(await listPublicGallery({ date: "today" }))).toEqual(["Morning breathing"]);
    expect(titles(await listPublicGallery({ date: "week" }))).toEqual(["Morning breathing", "Relay race"]);
    expect(titles(await listPublicGallery({ date: "month" }))).toEqual(["Morning breathing", "Relay race", "Painted circles"]);
    expect((await listPublicGallery({ date: "year" })).total).toBe(4);
    expect((await listPublicGallery({ date: "all" })).total).toBe(5);
    expect((await listPublicGallery({ date: "decade" })).total).toBe(5);
  });

  it("sorts by school name without regard to case, then newest", async () => {
    await fixture();
    expect(titles(await listPublicGallery({ sort: "school" }))).toEqual([
      "Morning breathing",
      "Painted circles",
      "Old picnic",
      "Relay race",
      "Lantern walk",
    ]);
    expect(titles(await listGallery(null, { sortBy: "newest" }))[0]).toBe("Morning breathing");
  });

  it("pages nine at a time; the page shows the last page for one past the end, the API an empty one", async () => {
    const school = await createUser({ role: "school" });
    for (let i = 0; i < GALLERY_PAGE_SIZE + 2; i++) await insertPhoto(school, { title: `P${i}`, createdAt: ago(i) });
    const first = await listPublicGallery({});
    expect([first.images.length, first.total, first.totalPages, first.page]).toEqual([GALLERY_PAGE_SIZE, 11, 2, 1]);
    expect(titles(await listPublicGallery({ page: "2" }))).toEqual(["P9", "P10"]);
    expect(await listPublicGallery({ page: "7" })).toMatchObject({ page: 2, images: [{ title: "P9" }, { title: "P10" }] });
    expect(await listPublicGallery({ page: "-1" })).toMatchObject({ page: 1 });
    const api = await listGallery(null, { page: "3", limit: "5" });
    expect([titles(api), api.total, api.limit]).toEqual([["P10"], 11, 5]);
    expect((await listGallery(null, { page: "4", limit: "5" })).images).toEqual([]);
    expect((await listGallery(null, { limit: "500" })).limit).toBe(100);
  });

  it("gives staff the school account's e-mail, nobody else", async () => {
    await fixture();
    const staff = actorFor(await createUser({ role: "admin" }));
    const school = actorFor(await createUser({ role: "school" }));
    expect((await listGallery(staff, {})).images[0]?.uploadedBy).toMatchObject({ name: "Alder Primary", email: "office@alder.example" });
    expect((await listGallery(school, {})).images[0]?.uploadedBy).toEqual({ _id: expect.any(String), name: "Alder Primary" });
    expect((await listGallery(null, {})).images[0]?.uploadedBy).not.toHaveProperty("email");
  });
});

describe("readPublicPhoto", () => {
  it("serves each size of a published photo, WebP without metadata; 404 for anything not published or not a size", async () => {
    const school = await createUser({ role: "school" });
    const photo = await insertPhoto(school, {}, storage);
    const served = await readPublicPhoto(photo.id, "960");
    expect(served.type).toBe("image/webp");
    expect(served.etag).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(await imageMetadata(served.bytes)).toMatchObject({ format: "webp", hasExif: false, hasGps: false });

    const hidden = [
      await insertPhoto(school, { status: "pending" }, storage),
      await insertPhoto(school, { status: "rejected" }, storage),
      await insertPhoto(school, { deletedAt: new Date() }, storage),
    ];
    for (const other of hidden) expect((await rejection(readPublicPhoto(other.id, "960"))).status).toBe(404);
    for (const width of ["961", "0", "abc", "960.0", "-480", "1e3"])
      expect((await rejection(readPublicPhoto(photo.id, width))).status).toBe(404);
    expect((await rejection(readPublicPhoto("not-a-uuid", "960"))).status).toBe(404);
  });
});
