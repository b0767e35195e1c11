import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demo, DEMO_PASSWORD, loginAndLand } from "./support/auth";
import { viewports } from "./support/public-pages.mts";
import { checksLooks } from "./support/shots";
import { approveVideoViaApi, expectProtectedVideo, testMedia, uploadVideoViaApi } from "./support/videos";

/**
 * The public catalogue journey: approved videos seeded through the API (with ranks), a guest
 * searching, filtering and paging; the detail dialog; Play sending a guest to /login and back to
 * the video; the protected player; the per-video page's structured data and the sitemap.
 * Every title carries this run's token, so videos of other specs never disturb the assertions.
 */
test.describe.configure({ mode: "serial" });

const token = `t${Date.now().toString(36)}`;
const tag = `calm ${token}`;
/** This run's topic (the Topic filter lists topics in their own spelling). */
const topic = `Calm ${token}`;
const SCREENS = "test-results/screens";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Seed = { title: string; by: string; rank?: number; topic?: string; tags?: string[]; seconds?: number; pending?: boolean };
/** In upload order (unranked ones are shown newest first). */
const seeds: Seed[] = [
  { title: `Morning Breath ${token}`, by: demo.instructor, rank: 2, topic, tags: [tag] },
  { title: `Body Scan ${token}`, by: demo.instructor, rank: 1 },
  { title: `Kind Words ${token}`, by: demo.admin, rank: 5, topic, tags: [tag] },
  { title: `Quiet Moment 1 ${token}`, by: demo.instructor },
  { title: `Quiet Moment 2 ${token}`, by: demo.superadmin, seconds: 700 },
  { title: `Quiet Moment 3 ${token}`, by: demo.admin },
  { title: `Quiet Moment 4 ${token}`, by: demo.superadmin },
  { title: `Quiet Moment 5 ${token}`, by: demo.instructor },
  { title: `Quiet Moment 6 ${token}`, by: demo.admin },
  { title: `Quiet Moment 7 ${token}`, by: demo.superadmin },
  { title: `Quiet Moment 8 ${token}`, by: demo.instructor },
  { title: `Still Pending ${token}`, by: demo.instructor, pending: true },
];
const ids = new Map<string, string>();
const t = (i: number) => seeds[i]!.title;
const idOf = (i: number) => ids.get(t(i))!;

/** The titles of the cards on the page, in order. */
const cardTitles = (page: Page) => page.locator("main ul li h3").allTextContents();

async function search(page: Page, query: string) {
  await page.getByRole("searchbox", { name: "Search" }).fill(query);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query).replace(/%20/g, "\\+")}`));
}

test("seed: videos uploaded, approved and ranked through the API", async ({ request }) => {
  test.setTimeout(180_000);
  // Render /videos first, so its cached filter lists exist: the Topic and Instructor filters used
  // below only offer this run's topic because approving a video invalidates them.
  expect((await request.get("/videos")).status()).toBe(200);
  const media = testMedia();
  for (const seed of seeds) {
    const video = await uploadVideoViaApi(
      request,
      seed.by,
      {
        courseName: seed.title,
        description: `A calm guided practice: ${seed.title}.`,
        ...(seed.topic ? { category: seed.topic } : {}),
        ...(seed.tags ? { tags: seed.tags } : {}),
      },
      seed.seconds ? { ...media, seconds: seed.seconds } : media,
    );
    ids.set(seed.title, video.id);
    if (!seed.pending) await approveVideoViaApi(request, video.id, seed.rank !== undefined ? { rank: seed.rank } : {});
  }
});

test("a guest searches by name and instructor, filters, and pages in rank order with unranked last", async ({ page }) => {
  await page.goto("/videos");
  await expect(page.getByRole("heading", { level: 1, name: "Educational Videos" })).toBeVisible();

  // Rank 1, 2, 5, then the unranked ones newest first; 9 a page; the pending one never.
  await search(page, token);
  const expected = [t(1), t(0), t(2), t(10), t(9), t(8), t(7), t(6), t(5), t(4), t(3)];
  await expect.poll(() => cardTitles(page)).toEqual(expected.slice(0, 9));
  await expect(page.getByText("Showing 1–9 of 11 videos")).toBeVisible();
  await expect(page.getByText(`Still Pending ${token}`)).toHaveCount(0);
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.getByText("Page 1 of 2")).toBeVisible();
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cardTitles(page)).toEqual(expected.slice(9));
  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect.poll(() => cardTitles(page)).toEqual(expected.slice(0, 9));

  // By name.
  await search(page, `Kind Words ${token}`);
  await expect.poll(() => cardTitles(page)).toEqual([t(2)]);

  // By instructor name: the superadmin's videos of this run, and nobody else's.
  await search(page, "Sam Superadmin");
  const mine = (await cardTitles(page)).filter((title) => title.endsWith(token));
  expect(mine.sort()).toEqual([t(4), t(6), t(9)].sort());

  // Filters: topic, instructor, duration apply as soon as they change (the URL says it all).
  await page.goto(`/videos?q=${token}`);
  await page.getByLabel("Topic").selectOption({ label: topic });
  await expect(page).toHaveURL(/tag=calm/);
  await expect.poll(() => cardTitles(page)).toEqual([t(0), t(2)]);

  await page.goto(`/videos?q=${token}`);
  await page.getByLabel("Instructor").selectOption({ label: "Maya Instructor" });
  await expect(page).toHaveURL(/instructor=/);
  await expect.poll(() => cardTitles(page)).toEqual([t(1), t(0), t(10), t(7), t(3)]);

  await page.goto(`/videos?q=${token}`);
  await page.getByLabel("Duration").selectOption("medium");
  await expect(page).toHaveURL(/duration=medium/);
  await expect.poll(() => cardTitles(page)).toEqual([t(4)]);

  // Nothing found.
  await search(page, `nothing-like-this-${token}`);
  await expect(page.getByText("No videos found matching your criteria.")).toBeVisible();
  await expect(page.locator("main ul li h3")).toHaveCount(0);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/videos$/);
});

test("the catalogue and its dialog pass axe, and look right at 375 and 1280 px", async ({ page }) => {
  test.skip(!checksLooks, "the first run checks these screens");
  mkdirSync(SCREENS, { recursive: true });
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/videos?q=${token}`);
    await page.waitForLoadState("networkidle");
    let results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/videos-${viewport.name}.png`, fullPage: true });

    await page.getByRole("link", { name: t(0) }).click();
    const dialog = page.getByRole("dialog", { name: t(0) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`A calm guided practice: ${t(0)}.`)).toBeVisible();
    await expect(dialog.getByText("Maya Instructor")).toBeVisible();
    await expect(dialog.getByText("20 s")).toBeVisible();
    await expect(dialog.getByText(tag)).toBeVisible();
    results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/videos-dialog-${viewport.name}.png` });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: t(0) })).toBeFocused();
    // The page's one dialog, filled again from the next card: nothing of the first is left.
    await page.getByRole("link", { name: t(1) }).click();
    const next = page.getByRole("dialog", { name: t(1) });
    await expect(next.getByText(`A calm guided practice: ${t(1)}.`)).toBeVisible();
    await expect(next.getByText(`A calm guided practice: ${t(0)}.`)).toHaveCount(0);
    await expect(next.getByRole("link", { name: "Video page" })).toHaveAttribute("href", `/videos/${idOf(1)}`);
    await expect(next.getByRole("link", { name: /sign in to watch/ })).toHaveAttribute(
      "href",
      `/login?callbackUrl=${encodeURIComponent(`/videos/${idOf(1)}?play=1`)}`,
    );
    await next.getByRole("button", { name: "Close" }).click();
    await expect(next).toBeHidden();
    // A card without a thumbnail (a video can have none: its card shows the placeholder, no img):
    // the dialog shows the placeholder, not the previous card's picture; the next card's is back.
    await page
      .getByRole("link", { name: t(2) })
      .locator("img")
      .evaluate((image) => image.remove());
    await page.getByRole("link", { name: t(2) }).click();
    const bare = page.getByRole("dialog", { name: t(2) });
    await expect(bare.locator('[data-details="no-image"]')).toBeVisible();
    await expect(bare.locator('img[data-details="image"]')).toBeHidden();
    await page.screenshot({ path: `${SCREENS}/videos-dialog-no-thumbnail-${viewport.name}.png` });
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: t(0) }).click();
    await expect(page.getByRole("dialog", { name: t(0) }).locator('img[data-details="image"]')).toBeVisible();
    await expect(page.getByRole("dialog", { name: t(0) }).locator('[data-details="no-image"]')).toBeHidden();
    await page.keyboard.press("Escape");

    await page.goto(`/videos/${idOf(0)}`);
    await expect(page.getByRole("heading", { level: 1, name: t(0) })).toBeVisible();
    await page.waitForLoadState("networkidle");
    results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/video-page-${viewport.name}.png`, fullPage: true });
  }
});

test("a guest's Play leads to login and back to the video; the player plays, protected, and saves progress", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/videos?q=${encodeURIComponent(t(0))}`);
  await page.getByRole("link", { name: t(0) }).click();
  const dialog = page.getByRole("dialog", { name: t(0) });
  await dialog.getByRole("link", { name: /^Play/ }).click();
  await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(`/videos/${idOf(0)}?play=1`)}`);

  await page.getByLabel("Email", { exact: false }).first().fill(demo.student);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  const firstSave = page.waitForRequest((r) => r.method() === "POST" && r.url().includes(`/api/v1/watchedVideo/watched/${idOf(0)}`));
  await page.getByRole("button", { name: "Sign in" }).click();
  // Back on the video's page the player opens by itself, and the address loses ?play=1 (a reload does not replay).
  await expect(page).toHaveURL(new RegExp(`/videos/${idOf(0)}$`));
  const player = page.getByRole("dialog", { name: t(0) });
  await expect(player.getByRole("status")).toHaveText("Loading video…");
  await expect(player.getByRole("button", { name: "Back to Videos" })).toBeVisible();
  await expect(player.getByRole("button", { name: "Fullscreen" })).toBeVisible();
  const video = player.locator("video");
  await expect(video).toBeVisible();
  // Playback starts by itself once the metadata is in (the viewer pressed Play); if the browser
  // refused autoplay, press play.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(1.5);

  const body = (await firstSave).postDataJSON() as { progress: number; videoLength: number; playedFrom: number; sentAt: number };
  expect(Object.keys(body).sort()).toEqual(["playedFrom", "progress", "sentAt", "videoLength"]);
  expect(body.videoLength).toBeCloseTo(20, 0);

  // No download, no remote playback, no picture-in-picture; context menu, copy and shortcuts blocked.
  await expectProtectedVideo(video);
  await page.screenshot({ path: `${SCREENS}/player-1280px.png` });

  // Hiding the tab pauses playback and saves (sendBeacon: the page may be going away).
  const hiddenSave = page.waitForRequest((r) => r.method() === "POST" && r.url().includes(`/watchedVideo/watched/${idOf(0)}`));
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  expect((await hiddenSave).resourceType(), "sent with navigator.sendBeacon").toBe("ping");
  const savedProgress = async () => {
    const { watchedVideos } = (await (await page.request.get("/api/v1/watchedVideo/user")).json()) as {
      watchedVideos: { videoId: { id: string }; progress: number }[];
    };
    return watchedVideos.find((w) => w.videoId.id === idOf(0))?.progress ?? 0;
  };
  await expect.poll(savedProgress).toBeGreaterThan(1.5);
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const resumedAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await video.evaluate((v: HTMLVideoElement) => v.play());
  // Play a little over a second before pausing.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(resumedAt + 1.2);

  // Pausing saves the position with the stretch played since the last save.
  const pauseSave = page.waitForRequest((r) => r.method() === "POST" && r.url().includes(`/watchedVideo/watched/${idOf(0)}`));
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  const paused = (await pauseSave).postDataJSON() as { progress: number; videoLength: number; playedFrom: number; sentAt: number };
  expect(paused.progress).toBeGreaterThan(1.5);
  expect(paused.playedFrom).toBeLessThan(paused.progress);

  // Back closes the player and returns to the page.
  await player.getByRole("button", { name: "Back to Videos" }).click();
  await expect(player).toBeHidden();
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeFocused();

  // Reopening resumes at the saved position (a narrow screen this time).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(paused.progress - 0.5);
  await page.screenshot({ path: `${SCREENS}/player-375px.png` });
  await page.keyboard.press("Escape");
  await expect(player).toBeHidden();

  // Signed in, Play in the catalogue's detail dialog (the site script shows the signed-in
  // viewer's link) goes straight to the video's page with the player open; Back leaves the page.
  await page.goto(`/videos?q=${encodeURIComponent(t(1))}`);
  await page.getByRole("link", { name: t(1) }).click();
  const details = page.getByRole("dialog", { name: t(1) });
  await expect(details.getByRole("link", { name: /sign in to watch/ })).toBeHidden();
  await details.getByRole("link", { name: "Play", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/videos/${idOf(1)}$`));
  await expect(page.locator("video")).toBeVisible();
  await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  await page.getByRole("button", { name: "Back to Videos" }).click();
  await expect(page.locator("video")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeFocused();
});

test("the player saves every 30 s while playing, when the window loses focus, and around a seek", async ({ page }) => {
  test.setTimeout(60_000);
  // A controllable clock for the 30-second timer; it otherwise runs at the normal pace.
  await page.clock.install();
  await loginAndLand(page, demo.student, "/dashboard");
  await page.goto(`/videos/${idOf(3)}`);
  type Body = { progress: number; playedFrom: number; videoLength: number; sentAt: number };
  const saves: Body[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes(`/watchedVideo/watched/${idOf(3)}`)) saves.push(r.postDataJSON() as Body);
  });
  const next = async (what: string) => {
    const count = saves.length;
    return async () => {
      await expect.poll(() => saves.length, { message: `a save on ${what}` }).toBeGreaterThan(count);
      return saves[count]!;
    };
  };

  await page.getByRole("button", { name: "Play", exact: true }).click();
  const video = page.getByRole("dialog", { name: t(3) }).locator("video");
  await expect(video).toBeVisible();
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => saves.length, { message: "the save that marks the start of playback" }).toBe(1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(1);

  // The 30-second timer: the stretch played since the start.
  const interval = await next("the 30 s timer");
  await page.clock.fastForward(30_000);
  const timed = await interval();
  expect(timed.playedFrom).toBe(saves[0]!.progress);
  expect(timed.progress).toBeGreaterThan(timed.playedFrom);

  // Window blur: the stretch since the timer's save (played for over half a second).
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(timed.progress + 0.6);
  const blur = await next("window blur");
  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
  const blurred = await blur();
  expect(blurred.playedFrom).toBe(timed.progress);
  expect(blurred.progress).toBeGreaterThan(blurred.playedFrom);

  // A seek saves the stretch played before it (over half a second since the blur), then the new
  // position with nothing played yet.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(blurred.progress + 0.6);
  const seek = await next("a seek");
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 15;
  });
  const before = await seek();
  expect(before.playedFrom).toBe(blurred.progress);
  expect(before.progress).toBeGreaterThan(before.playedFrom);
  expect(before.progress).toBeLessThan(10);
  // (The element reports the target to the nearest frame: 15.004 at 10 frames a second is fine.)
  await expect
    .poll(() => saves.some((b) => Math.abs(b.progress - 15) < 0.2 && b.playedFrom === b.progress), {
      message: `the save at the seek's target: ${JSON.stringify(saves)}`,
    })
    .toBe(true);

  // The server took every stretch: position 15 or beyond, and what was played before the seek covered.
  const stored = async () => {
    const { watchedVideos } = (await (await page.request.get("/api/v1/watchedVideo/user")).json()) as {
      watchedVideos: { videoId: { id: string }; progress: number; watchedPercentage: number }[];
    };
    return watchedVideos.find((w) => w.videoId.id === idOf(3));
  };
  await expect.poll(async () => (await stored())?.progress ?? 0).toBeGreaterThanOrEqual(15);
  expect((await stored())?.watchedPercentage).toBeGreaterThanOrEqual(Math.floor((before.progress / 20) * 100) - 1);
});

test("the per-video page has VideoObject data and is in the sitemap; unapproved videos are not", async ({ page, request }) => {
  await page.goto(`/videos/${idOf(0)}`);
  await expect(page.getByRole("heading", { level: 1, name: t(0) })).toBeVisible();
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (s) => JSON.parse(s) as Record<string, unknown>,
  );
  const videoObject = blocks.find((b) => b["@type"] === "VideoObject");
  expect(videoObject).toMatchObject({ name: t(0), description: `A calm guided practice: ${t(0)}.`, duration: "PT20S" });
  expect(new Date(String(videoObject!.uploadDate)).getTime()).toBeGreaterThan(0);
  const thumbnail = (videoObject!.thumbnailUrl as string[])[0]!;
  expect(thumbnail).toMatch(new RegExp(`^https?://[^/]+/videos/${idOf(0)}/thumbnail$`));
  const image = await request.get(new URL(thumbnail).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");

  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/videos/${idOf(0)}$`));
  expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(new RegExp(`/videos/${idOf(0)}/thumbnail$`));
  expect(await page.locator('meta[name="robots"]').count()).toBe(0);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/videos/${idOf(0)}</loc>`);
  expect(sitemap).toContain(`/videos/${idOf(10)}</loc>`);
  const pending = ids.get(`Still Pending ${token}`)!;
  expect(sitemap).not.toContain(pending);
  expect((await request.get(`/videos/${pending}`)).status()).toBe(404);
  expect((await request.get(`/videos/${pending}/thumbnail`, { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get("/videos/not-a-video")).status()).toBe(404);
});
