import path from "node:path";
import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { demo, loginAndLand, logout } from "./support/auth";
import { screenshotsIn } from "./support/shots";
import { expectToastsClearOf } from "./support/toasts";
import { approveVideoViaApi, testMedia, uploadVideoViaApi } from "./support/videos";

/**
 * The student and school dashboards around one real video: an approved, recommended 20-second
 * MP4; the demo school (the demo student's school, see lib/db/seed.ts) tags it for Class 3 and
 * Class 5; the demo student finds it under Recommended, watches, leaves, resumes, completes it,
 * and sees it in Recently Watched and in the Overview counts.
 */

const SCREENS = path.resolve("test-results", "screens");
const COURSE = `Morning Stillness ${Date.now().toString(36)}`;
let videoId = "";

/** Full-page screenshots at 375 and 1280 px, each checked with axe; `reload` renders the page afresh at each width (not for open dialogs). */
const screens = screenshotsIn(SCREENS);

async function stat(page: Page, label: string): Promise<number> {
  const text = await page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]")
    .innerText();
  return Number.parseInt(text, 10);
}

function card(page: Page, name: string): Locator {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
}

test.describe.serial("video dashboards", () => {
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const media = testMedia(20);
    const video = await uploadVideoViaApi(
      request,
      demo.instructor,
      { courseName: COURSE, description: "Twenty quiet seconds of breathing before class." },
      media,
    );
    await approveVideoViaApi(request, video.id, { rank: 1, recommended: true });
    videoId = video.id;
    await request.dispose();
  });

  test("a school tags the video for Class 3 and Class 5, and the counts change", async ({ page }) => {
    await loginAndLand(page, demo.school, "/school");
    await page.goto("/school?tab=video-management");
    await expect(page.getByRole("heading", { name: "Video Management", level: 2 })).toBeVisible();
    const total = await stat(page, "Total videos");
    // Tagged and Untagged count the school's own class tags.
    const tagged = await stat(page, "Tagged for your classes");
    const untagged = await stat(page, "Not tagged for your classes");
    expect(total).toBe(tagged + untagged);

    // Search by course name keeps only our video.
    await page.getByLabel("Search").fill(COURSE);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/search=/);
    const row = card(page, COURSE);
    await expect(row).toHaveCount(1);
    await expect(row.getByText("approved")).toBeVisible();
    // The foundation's `recommended` tag is a flag, never a topic chip; the school's classes and the topics are apart.
    await expect(row.getByText("Recommended by the foundation")).toBeVisible();
    await expect(row.getByText("recommended", { exact: true })).toHaveCount(0);
    await expect(row.getByText("Not tagged for your classes yet")).toBeVisible();

    await row.getByRole("button", { name: `Add Tags for ${COURSE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Add Tags" });
    await expect(dialog.getByRole("checkbox")).toHaveCount(12);
    await dialog.getByRole("button", { name: "Select All", exact: true }).click();
    await expect(dialog.getByRole("checkbox", { checked: true })).toHaveCount(12);
    await dialog.getByRole("button", { name: "Deselect All", exact: true }).click();
    await expect(dialog.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await dialog.getByLabel("Class 3", { exact: true }).check();
    await dialog.getByLabel("Class 5", { exact: true }).check();
    await screens(page, "school-tag-dialog");
    await dialog.getByRole("button", { name: "Save Tags" }).click();
    await expect(page.getByText("Tags added successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole("list", { name: "Your classes" }).getByRole("listitem")).toHaveText(["Class 3", "Class 5"]);
    expect(await stat(page, "Tagged for your classes")).toBe(tagged + 1);
    expect(await stat(page, "Not tagged for your classes")).toBe(untagged - 1);
    expect(await stat(page, "Total videos")).toBe(total);

    // Only what students can see is listed: the demo's rejected video is neither shown nor counted.
    await page.goto(`/school?tab=video-management&search=${encodeURIComponent("Quick Energising Breaths")}`);
    await expect(page.getByText("No videos match this search or class.")).toBeVisible();
    await expect(page.getByText("rejected", { exact: true })).toHaveCount(0);

    // The class filter finds it under Class 5 and not under Class 7.
    await page.goto("/school?tab=video-management&class=Class+5");
    await expect(card(page, COURSE)).toHaveCount(1);
    await page.goto("/school?tab=video-management&class=Class+7");
    await expect(card(page, COURSE)).toHaveCount(0);

    // Edit: the dialog opens with the saved classes; a PUT updates them.
    await page.goto(`/school?tab=video-management&search=${encodeURIComponent(COURSE)}`);
    await card(page, COURSE)
      .getByRole("button", { name: `Edit Tags for ${COURSE}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Tags" });
    await expect(edit.getByRole("checkbox", { checked: true })).toHaveCount(2);
    await edit.getByLabel("Class 7", { exact: true }).check();
    await edit.getByRole("button", { name: "Save Tags" }).click();
    await expect(page.getByText("Tags updated successfully!")).toBeVisible();
    await expect(card(page, COURSE).getByText("Class 7", { exact: true })).toBeVisible();
    await card(page, COURSE)
      .getByRole("button", { name: `Edit Tags for ${COURSE}` })
      .click();
    await edit.getByLabel("Class 7", { exact: true }).uncheck();
    await edit.getByRole("button", { name: "Save Tags" }).click();
    await expect(page.getByText("Tags updated successfully!").first()).toBeVisible();
    await expect(card(page, COURSE).getByText("Class 7", { exact: true })).toHaveCount(0);

    // Keyboard: Enter opens the dialog, Space ticks a class, Escape closes without saving and focus returns.
    const editButton = card(page, COURSE).getByRole("button", { name: `Edit Tags for ${COURSE}` });
    await editButton.focus();
    await page.keyboard.press("Enter");
    await expect(edit).toBeVisible();
    await edit.getByLabel("Class 1", { exact: true }).focus();
    await page.keyboard.press("Space");
    await expect(edit.getByLabel("Class 1", { exact: true })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(edit).toBeHidden();
    await expect(editButton).toBeFocused();
    await expect(card(page, COURSE).getByText("Class 1", { exact: true })).toHaveCount(0);

    await page.goto("/school?tab=video-management");
    await screens(page, "school-video-management", { reload: true });
    await logout(page);
  });

  test("the student sees it under Recommended, watches, resumes, completes it once, and the history and counts follow", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await loginAndLand(page, demo.student, "/dashboard");
    await expect(page.getByRole("heading", { name: "Continue watching" })).toBeVisible();
    // Relative counts: the embedded seed gives the demo student some progress of its own.
    const completedBefore = await stat(page, "Videos completed");
    const startedBefore = await stat(page, "Videos started");
    await screens(page, "student-overview-start", { reload: true });

    // The embedded seed gives the demo student a monthly plan and a one-time gift (e2e/donations-dashboard.spec.ts has the rest).
    await page.goto("/dashboard?tab=my-donations");
    await expect(page.getByRole("heading", { name: "Monthly donations" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Donation history" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Make a donation" })).toHaveAttribute("href", "/donations");
    await screens(page, "student-donations", { reload: true });

    await page.goto("/dashboard?tab=recommended");
    const recommended = page.getByRole("button", { name: new RegExp(COURSE) });
    await expect(recommended).toBeVisible();
    await expect(recommended).toContainText("Recommended by the foundation");
    await expect(recommended).toContainText("Chosen by your school for Class 3, Class 5");
    await screens(page, "student-recommended", { reload: true });

    // Keyboard: Enter opens the detail modal, Escape closes it and focus returns to the card.
    const details = page.getByRole("dialog", { name: COURSE });
    await recommended.focus();
    await page.keyboard.press("Enter");
    await expect(details).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
    await expect(recommended).toBeFocused();

    // Detail modal: title, description, length, Play.
    await recommended.click();
    await expect(details.getByText("Twenty quiet seconds of breathing before class.")).toBeVisible();
    await expect(details.getByText("20 s")).toBeVisible();
    await screens(page, "student-video-details");
    await details.getByRole("button", { name: "Play", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading video…" })).toBeVisible();

    // The player (the catalogue's VideoPlayer): play a few seconds, then back to the dashboard.
    const video = page.locator("video");
    await expect(video).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Back to Dashboard" })).toBeVisible();
    await expect(page.getByRole("button", { name: /fullscreen/i })).toBeVisible();
    await startPlayback(page);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(5);
    await screens(page, "student-player");
    await page.getByRole("button", { name: "Back to Dashboard" }).click();
    await expect(video).toHaveCount(0);

    await expect.poll(async () => (await watchedEntry(page))?.progress ?? 0, { timeout: 10_000 }).toBeGreaterThan(4);
    const saved = (await watchedEntry(page))!.progress;

    // The Overview offers it under Continue watching, with its progress.
    await page.goto("/dashboard?tab=overview");
    const resume = page.getByRole("button", { name: new RegExp(COURSE) });
    const bar = resume.getByRole("progressbar", { name: `Progress in ${COURSE}` });
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(20);
    expect(await stat(page, "Videos started")).toBe(startedBefore + 1);
    await screens(page, "student-overview-continue", { reload: true });

    // Reopen from there: it resumes near the saved position.
    await resume.click();
    await page.getByRole("dialog", { name: COURSE }).getByRole("button", { name: "Play", exact: true }).click();
    await expect(video).toHaveCount(1, { timeout: 15_000 });
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(saved - 1);

    // Play to the end at normal speed: the server only credits real playback.
    // Saves in flight: a save sent before these listeners were attached is never added, so its answer removes nothing.
    const pendingSaves = new Set<Request>();
    const isSave = (request: Request) => request.method() === "POST" && request.url().includes("/api/v1/watchedVideo/watched/");
    page.on("request", (request) => void (isSave(request) && pendingSaves.add(request)));
    page.on("requestfinished", (request) => void pendingSaves.delete(request));
    page.on("requestfailed", (request) => void pendingSaves.delete(request));
    await startPlayback(page);
    await expect(page.getByText("Video completed!")).toBeVisible({ timeout: 40_000 });
    await expect(page.getByText("Video completed!")).toHaveCount(1);
    // Once the video has ended and every save has been answered (and rendered), a second toast would show.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => pendingSaves.size, { timeout: 10_000 }).toBe(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByText("Video completed!")).toHaveCount(1);
    // The toast covers neither the player's buttons nor the video's own controls at the bottom.
    await expectToastsClearOf(page, [page.getByTestId("video-player").getByRole("button")], { bottomStrip: 64 });

    // The end screen: Replay starts again from the beginning; Up next offers another recommended video.
    const end = page.getByRole("group", { name: `Finished: ${COURSE}` });
    await expect(end.getByRole("button", { name: "Replay" })).toBeFocused();
    const upNext = end.getByRole("button", { name: /^Up next: / });
    await expect(upNext).toBeVisible();
    const nextTitle = ((await upNext.textContent()) ?? "").replace(/^Up next: /, "").trim();
    expect(nextTitle).not.toBe(COURSE);
    await screens(page, "student-player-end");
    await end.getByRole("button", { name: "Replay" }).click();
    await expect(end).toBeHidden();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime < 5), { timeout: 10_000 }).toBe(true);
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.duration;
    });
    await expect(end).toBeVisible();
    await upNext.click();
    await expect(page.getByTestId("video-player").getByRole("heading", { name: nextTitle })).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Back to Dashboard" }).click();
    await expect(video).toHaveCount(0);
    await expect.poll(async () => (await watchedEntry(page))?.completed ?? false, { timeout: 10_000 }).toBe(true);

    // Recently Watched: the video with its percent after Refresh.
    await page.goto("/dashboard?tab=recently-watched");
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
    const entry = page.getByRole("button", { name: new RegExp(COURSE) });
    await expect(entry.getByRole("progressbar", { name: `Progress in ${COURSE}` })).toHaveAttribute("aria-valuenow", "100");
    await expect(entry).toContainText("100%");
    await expect(entry).toContainText("Completed");
    await screens(page, "student-recently-watched", { reload: true });

    // Recommended shows the student's progress on each card: this one is done.
    await page.goto("/dashboard?tab=recommended");
    await expect(
      page.getByRole("button", { name: new RegExp(COURSE) }).getByRole("progressbar", { name: `Progress in ${COURSE}` }),
    ).toHaveAttribute("aria-valuenow", "100");

    // Overview counts.
    await page.goto("/dashboard?tab=overview");
    expect(await stat(page, "Videos started")).toBe(startedBefore + 1);
    expect(await stat(page, "Videos completed")).toBe(completedBefore + 1);
    expect(await stat(page, "Current streak")).toBeGreaterThanOrEqual(1);
    await screens(page, "student-overview", { reload: true });
  });
});

async function currentTime(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector("video")?.currentTime ?? 0);
}

/** Starts playback if the player has not (muted, so no autoplay policy stands in the way). */
async function startPlayback(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.querySelector("video")?.readyState ?? 0) >= 1, undefined, { timeout: 15_000 });
  await page.evaluate(async () => {
    const v = document.querySelector("video");
    if (!v) return;
    v.muted = true;
    if (v.paused) await v.play();
  });
}

type Entry = { videoId: { id: string }; progress: number; completed: boolean; watchedPercentage: number };
async function watchedEntry(page: Page): Promise<Entry | undefined> {
  const response = await page.request.get("/api/v1/watchedVideo/user");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { watchedVideos: Entry[] };
  return body.watchedVideos.find((w) => w.videoId.id === videoId);
}
