import { readFileSync, statSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demo, DEMO_PASSWORD, loginAndLand } from "./support/auth";
import { screenshotsIn } from "./support/shots";
import { apiToken, expectProtectedVideo, storageOrigin, testMedia } from "./support/videos";

/**
 * The library (issue 16 §3): staff upload a library video with its cover from the Library part of
 * the Content tab and publish it; a student finds it on /resources by keyword and by author and
 * plays it with the protected player; a guest's Play goes to login and back; staff delete an item
 * to the library recycle bin, restore it, and delete another for good. Every new screen is
 * photographed at 375 and 1280 px into test-results/library/ and checked with axe.
 */
test.describe.configure({ mode: "serial" });

const shots = screenshotsIn("test-results/library");
const token = Date.now().toString(36);
const title = `Tide Pool Breathing ${token}`;
const author = `Marisol Quintero ${token}`;
const keyword = `tidepool${token}`;
let itemId = "";

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: "scrolls sideways at 375 px" })
    .toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Uploads a library item the way the browser does (details, PUT of both files, confirm) as staff, and returns its id. */
async function uploadViaApi(request: APIRequestContext, itemTitle: string): Promise<string> {
  const media = testMedia();
  const headers = { authorization: `Bearer ${await apiToken(request, demo.admin)}` };
  const step = await request.post("/api/v1/library/uploadLibraryVideo", {
    headers,
    data: {
      title: itemTitle,
      author: "The Foundation Team",
      subject: "Breathing",
      description: "A short guided talk.",
      keywords: "calm",
      video: { contentType: "video/mp4", size: statSync(media.video).size },
      coverImage: { contentType: "image/jpeg", size: statSync(media.thumbnail).size },
    },
  });
  expect(step.status()).toBe(200);
  const targets = (await step.json()) as {
    uploadToken: string;
    video: { upload: { url: string; headers: Record<string, string> } };
    coverImage: { upload: { url: string; headers: Record<string, string> } };
  };
  for (const [target, file] of [
    [targets.video, media.video],
    [targets.coverImage, media.thumbnail],
  ] as const) {
    expect((await request.put(target.upload.url, { headers: target.upload.headers, data: readFileSync(file) })).status()).toBeLessThan(300);
  }
  const confirmed = await request.post("/api/v1/library/uploadLibraryVideo/confirm", {
    headers,
    data: { uploadToken: targets.uploadToken },
  });
  expect(confirmed.status()).toBe(201);
  return ((await confirmed.json()) as { video: { id: string } }).video.id;
}

test("staff upload a library video with its cover from the Library tab, view it and publish it", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const media = testMedia();
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=content");

  // Content has two parts: Videos (open) and Library, as links.
  const tabs = page.getByRole("navigation", { name: "Dashboard tabs" });
  const sections = page.getByRole("navigation", { name: "Content sections" });
  await expect(sections.getByRole("link", { name: "Videos" })).toHaveAttribute("aria-current", "page");
  await sections.getByRole("link", { name: /^Library/ }).click();
  await expect(page).toHaveURL(/\?tab=library$/);
  await expect(tabs.locator('[aria-current="page"]')).toHaveText("Content");
  await expect(sections.getByRole("link", { name: /^Library/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "My Uploaded Videos" })).toBeVisible();
  // The demo draft waits for Publish; the badge counts it.
  await expect(page.getByRole("row").filter({ hasText: "Slow Breathing for Teachers" }).getByText("Draft")).toBeVisible();
  await noSidewaysScroll(page);
  await shots(page, "admin-library-tab", { reload: true });

  // The form: everything required on upload, in the spec's words.
  await page.getByRole("button", { name: "Upload Video" }).click();
  const form = page.getByRole("dialog", { name: "Upload Library Video" });
  await form.getByRole("button", { name: "Upload Video" }).click();
  for (const message of [
    "Please enter a title",
    "Please enter the author",
    "Please enter the subject",
    "Please enter a description",
    "Please enter at least one keyword",
    "Please select a video file",
    "Please select a cover image",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel("Video file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a video") });
  await expect(form.getByText("Please select a valid video file")).toBeVisible();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Author").fill(author);
  await form.getByLabel("Subject").fill("Breathing");
  await form.getByLabel("Description").fill("Breathe with the slow rise and fall of the tide: a calm practice for the start of the day.");
  await form.getByLabel("Keywords").fill(`${keyword}, Calm, tide`);
  await form.getByLabel("Video file").setInputFiles(media.video);
  await form.getByLabel("Cover image").setInputFiles(media.thumbnail);
  await shots(page, "admin-library-upload-form", { element: form });

  const puts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT") puts.push(new URL(request.url()).origin);
  });
  await form.getByRole("button", { name: "Upload Video" }).click();
  await expect(page.getByText("Video uploaded successfully!")).toBeVisible({ timeout: 30_000 });
  await expect(form).toHaveCount(0);
  // Both files went from the browser straight to the store, not through our API.
  expect(puts).toEqual([storageOrigin(baseURL!), storageOrigin(baseURL!)]);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Draft")).toBeVisible();
  await expect(row.getByText(author)).toBeVisible();

  // View: the player (protected) with the cover, the details and the keyword chips.
  await row.getByRole("button", { name: `View ${title}` }).click();
  const view = page.getByRole("dialog", { name: title });
  const video = view.locator("video");
  await expect(video).toHaveAttribute("controlslist", /nodownload/);
  await expect(video).toHaveAttribute("src", /.+/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await expect(view.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveText([keyword, "calm", "tide"]);
  await shots(page, "admin-library-view", { element: view });
  await view.getByRole("button", { name: "Close" }).click();

  // Edit keeps the files unless new ones are chosen.
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Library Video" });
  await expect(edit.getByLabel("Keywords")).toHaveValue(`${keyword}, calm, tide`);
  await edit.getByLabel("Subject").fill("Breathing practice");
  await shots(page, "admin-library-edit-form", { element: edit });
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Library Video updated successfully")).toBeVisible();
  await expect(row.getByText("Breathing practice")).toBeVisible();

  // Publish. A search on /resources first (rendered per request) fills the cached filter choices
  // without this subject: the next test sees it offered only if publishing invalidated them.
  expect((await page.request.get("/resources?search=before-publishing")).status()).toBe(200);
  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(page.getByText("Library video published successfully")).toBeVisible();
  await expect(row.getByText("Published")).toBeVisible();
  await expect(row.getByRole("button", { name: `Publish ${title}` })).toHaveCount(0);

  const found = (await (await page.request.get(`/api/v1/library/searchBook?keyword=${keyword}`)).json()) as { books: { id: string }[] };
  itemId = found.books[0]!.id;
  expect(itemId).toMatch(/^[0-9a-f-]{36}$/);
});

test("a guest finds it on /resources, opens its page and is sent to sign in by Play, then comes back to the player", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/resources");
  await expect(page.getByRole("heading", { level: 1, name: "Resource Library" })).toBeVisible();
  // The footer's Resources column and the header's quick links lead here, by the page's one name.
  await expect(page.getByRole("navigation", { name: "Resources" }).getByRole("link", { name: "Resources" })).toHaveAttribute(
    "href",
    "/resources",
  );
  await noSidewaysScroll(page);
  await shots(page, "resources");
  // The subject given in the edit is offered at once: publishing invalidated the cached filter choices.
  await expect(page.locator("#resources-subject option", { hasText: "Breathing practice" })).toHaveCount(1);

  // A search with no match says so; the form is a plain GET (its address is the view's).
  await page.getByRole("searchbox", { name: "Search" }).fill("zzzz nothing like this");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/resources\?search=zzzz\+nothing\+like\+this$/);
  await expect(page.getByText("No library videos found matching your criteria.")).toBeVisible();
  await shots(page, "resources-no-match");

  await page.goto(`/resources?keyword=${keyword}`);
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(`/resources/${itemId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Indexable: its own canonical address, Open Graph cover and VideoObject data; nothing personal.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/resources/${itemId}$`));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/resources/${itemId}/cover$`));
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(data.some((json) => json.includes('"@type":"VideoObject"') && json.includes(author))).toBe(true);
  await noSidewaysScroll(page);
  await shots(page, "resource-page");

  await page.getByRole("link", { name: /^Play/ }).click();
  await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(`/resources/${itemId}?play=1`)}`);
  await page.getByLabel("Email", { exact: false }).first().fill(demo.student);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Back on the item's page the player opens by itself and the address loses ?play=1.
  await expect(page).toHaveURL(new RegExp(`/resources/${itemId}$`));
  const player = page.getByTestId("video-player");
  await expect(player.getByRole("button", { name: "Back to Resources" })).toBeVisible();
  await expect(player.locator("video")).toHaveAttribute("src", /\/api\/v1\/files\/download|https?:/, { timeout: 15_000 });
  await player.getByRole("button", { name: "Back to Resources" }).click();
  await expect(player).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Play" })).toBeFocused();
});

test("a student finds it by keyword and by author from the dashboard's library card, and plays it protected", async ({ page }) => {
  test.setTimeout(120_000);
  await loginAndLand(page, demo.student, "/dashboard");
  const card = page.getByRole("region", { name: "The Resource Library" });
  await expect(card).toBeVisible();
  await shots(page, "student-overview-library-card");
  await card.getByRole("link", { name: "Browse the library" }).click();
  await expect(page).toHaveURL("/resources");

  // By keyword: the filter offers the published items' keywords.
  await page.getByLabel("Keyword").selectOption(keyword);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(`/resources?keyword=${keyword}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.locator("main ul li h3")).toHaveCount(1);

  // By author (part of the name, any case).
  await page.goto("/resources");
  await page.getByLabel("Author").fill(author.toLowerCase().replace("marisol ", ""));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/resources\?author=/);
  await expect(page.locator("main ul li h3")).toHaveText([title]);
  await shots(page, "resources-by-author");

  // The full-text search ranks it first for a word of its title.
  await page.goto(`/resources?search=${encodeURIComponent(`tide ${token}`)}`);
  await expect(page.locator("main ul li h3").first()).toHaveText(title);

  await page.getByRole("link", { name: title }).first().click();
  await page.getByRole("button", { name: "Play" }).click();
  const player = page.getByTestId("video-player");
  await expect(player.getByRole("status")).toHaveText("Loading video…");
  const video = player.locator("video");
  await expect(video).toHaveAttribute("src", /.+/, { timeout: 15_000 });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  // The videos' protected player: no download, no picture-in-picture, menu, copy and shortcuts blocked.
  await expectProtectedVideo(video);
  // Library items keep no watching history.
  const watched = (await (await page.request.get("/api/v1/watchedVideo/user")).json()) as {
    watchedVideos: { videoId: { id: string } | null }[];
  };
  expect(watched.watchedVideos.some((w) => w.videoId?.id === itemId)).toBe(false);
  await shots(page, "resource-player", { element: player });
});

test("staff delete an item to the library recycle bin and restore it, and delete another for good", async ({ page, request }) => {
  test.setTimeout(120_000);
  const doomed = `Old Recording ${token}`;
  await uploadViaApi(request, doomed);
  const kept = "A Body Scan for Restful Evenings";
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=library");
  await expect(page.getByRole("button", { name: "Recycle Bin (0)" })).toBeVisible();

  // Delete, after a confirmation.
  const row = page.getByRole("row").filter({ hasText: kept });
  await row.getByRole("button", { name: `Delete ${kept}` }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Delete" });
  await expect(confirm.getByText(kept)).toBeVisible();
  await shots(page, "admin-library-delete-confirm", { element: confirm });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Library video moved to Recycle Bin successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: kept })).toHaveCount(0);
  await page
    .getByRole("row")
    .filter({ hasText: doomed })
    .getByRole("button", { name: `Delete ${doomed}` })
    .click();
  await page.getByRole("dialog", { name: "Confirm Delete" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: doomed })).toHaveCount(0);

  // The bin: Preview, Restore (the same item, still published), Delete for good.
  await page.getByRole("button", { name: "Recycle Bin (2)" }).click();
  // The dialog's title follows the count as the page refreshes after each action.
  const bin = page.getByRole("dialog", { name: /^Recycle Bin \(\d+\)$/ });
  await expect(bin).toHaveAccessibleName("Recycle Bin (2)");
  const items = bin.getByRole("list", { name: "Deleted library videos" });
  await expect(items.getByRole("listitem").filter({ hasText: kept })).toBeVisible();
  await shots(page, "admin-library-recycle-bin", { element: bin });
  await items.getByRole("button", { name: `Preview ${kept}` }).click();
  const preview = page.getByRole("dialog", { name: kept });
  await expect(preview.locator("video")).toHaveAttribute("src", /.+/);
  await preview.getByRole("button", { name: "Close" }).click();

  await items.getByRole("button", { name: `Restore ${kept}` }).click();
  await expect(page.getByText("Library video restored successfully!")).toBeVisible();
  await expect(bin).toHaveAccessibleName("Recycle Bin (1)");
  await items.getByRole("button", { name: `Delete ${doomed} permanently` }).click();
  const purge = page.getByRole("dialog", { name: "Delete permanently?" });
  await purge.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page.getByText("Library video permanently deleted!")).toBeVisible();
  await expect(page.getByText("No videos in the library recycle bin.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Recycle Bin (0)" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: kept }).getByText("Published")).toBeVisible();

  // Back on the public page; the purged one is gone for good.
  await page.goto(`/resources?search=${encodeURIComponent("body scan")}`);
  await expect(page.getByRole("link", { name: kept })).toBeVisible();
  const gone = (await (await request.get(`/api/v1/library/searchBook?search=${encodeURIComponent(doomed)}`)).json()) as { total: number };
  expect(gone.total).toBe(0);
});
