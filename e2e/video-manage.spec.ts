import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demo, loginAndLand } from "./support/auth";
import { checksLooks } from "./support/shots";
import { apiToken, approveVideoViaApi, storageOrigin, testMedia, uploadVideoViaApi } from "./support/videos";

const SCREENS = "test-results/screens";
mkdirSync(SCREENS, { recursive: true });

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * No WCAG 2.2 AA violations (contrast, labels, names) on what is on screen. Toasts are left out
 * here: one may start fading away (translucent) while axe runs; `axeToasts` checks them once.
 */
async function axe(page: Page, name: string) {
  if (!checksLooks) return;
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").withTags(WCAG).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, `${name}: axe`).toEqual([]);
}

/** The toasts on screen, once they have finished fading in and well before they start to fade out. */
async function axeToasts(page: Page, name: string) {
  if (!checksLooks) return;
  await expect(page.locator("[data-sonner-toast][data-mounted='true']").first()).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).include("[data-sonner-toaster]").withTags(WCAG).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, `${name}: axe`).toEqual([]);
}

/** Screenshots at 1280 and 375 px with an axe check; at 375 the page must not scroll sideways. Not in the S3 run (`checksLooks`). */
async function screens(page: Page, name: string) {
  if (!checksLooks) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await axe(page, name);
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} scrolls sideways at 375 px` })
    .toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SCREENS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A dialog from its top at 375 px (a full-page shot shows where it was scrolled to). Not in the S3 run. */
async function dialogTop(page: Page, dialog: ReturnType<Page["getByRole"]>, name: string) {
  if (!checksLooks) return;
  await page.setViewportSize({ width: 375, height: 800 });
  await dialog.evaluate((element) => element.scrollTo(0, 0));
  await dialog.screenshot({ path: `${SCREENS}/${name}-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectPlayable(page: Page, screenName?: string) {
  const dialog = page.getByRole("dialog", { name: /^Preview:/ });
  const video = dialog.locator("video");
  await expect(video).toHaveAttribute("controlslist", /nodownload/);
  await expect(video).toHaveAttribute("disablepictureinpicture", "");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  if (screenName) await screens(page, screenName);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
}

test("an instructor uploads (a frame as the thumbnail, one Topic), an admin rejects, the instructor replaces the file, the admin approves and ranks; deletes and restores", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const media = testMedia();
  const title = `Morning breath ${Date.now()}`;
  const edited = `${title} (new sound)`;

  // ── Instructor uploads through the form ───────────────────────────────────────────────
  const instructorContext = await browser.newContext();
  const instructor = await instructorContext.newPage();
  await loginAndLand(instructor, demo.instructor, "/instructor");
  await expect(instructor.getByRole("link", { name: /My Videos \(\d+\)/ })).toBeVisible();
  await screens(instructor, "instructor-my-videos-empty");

  // Keyboard: Enter opens the dialog, Escape closes it and focus returns to the button.
  const uploadButton = instructor.getByRole("button", { name: "Upload New Video" });
  await uploadButton.focus();
  await instructor.keyboard.press("Enter");
  const form = instructor.getByRole("dialog", { name: "Upload New Video" });
  await expect(form).toBeVisible();
  await instructor.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(uploadButton).toBeFocused();
  await uploadButton.click();
  await form.getByRole("button", { name: "Upload Video" }).click();
  await expect(form.getByText("Please select a video file")).toBeVisible();
  // The thumbnail file is optional: a frame of the video can be it.
  await expect(form.getByText("Please select a thumbnail image")).toHaveCount(0);
  await expect(form.getByText("Please enter a title")).toBeVisible();
  await expect(form.getByText("Please enter a topic")).toBeVisible();
  await expect(form.getByText("Please enter a description")).toBeVisible();
  await form.getByLabel("Video file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a video") });
  await expect(form.getByText("Please select a valid video file")).toBeVisible();
  // Says it is an MP4 but is not one: the browser cannot read its length, and says so.
  await form.getByLabel("Video file").setInputFiles({ name: "fake.mp4", mimeType: "video/mp4", buffer: Buffer.from("not really a video") });
  await expect(form.getByText("The video's duration could not be read")).toBeVisible();

  await form.getByLabel("Video file").setInputFiles(media.video);
  await expect(form.getByText(/Length: 20 s/)).toBeVisible();
  // The thumbnail: a frame picked in the browser's preview, drawn onto a canvas (the test pattern is 320 px wide; the JPEG file 640).
  const preview = form.getByLabel("Preview of the chosen video");
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await preview.evaluate(async (v: HTMLVideoElement) => {
    v.currentTime = 5;
    await new Promise((resolve) => v.addEventListener("seeked", resolve, { once: true }));
  });
  await form.getByRole("button", { name: "Use this frame" }).click();
  await expect(form.getByText("This frame is the thumbnail.")).toBeVisible();
  await expect.poll(() => form.getByAltText("The chosen frame").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await form.getByLabel("Title (course name)").fill(title);
  await expect(form.getByText(/Visitors filter the video catalogue by topic/)).toBeVisible();
  await form.getByLabel("Topic").fill("Body scan");
  await form.getByLabel("Description").fill("A calm guided practice for the start of the school day.");
  await form.getByLabel("Tags (optional)").fill("Breathing, calm");
  await screens(instructor, "instructor-upload-form");
  await dialogTop(instructor, form, "instructor-upload-form-top");

  // Hold the confirmation until the finished percentage has been seen.
  let releaseConfirm!: () => void;
  const percentageSeen = new Promise<void>((resolve) => (releaseConfirm = resolve));
  await instructor.route("**/api/v1/video/upload/confirm", async (route) => {
    await percentageSeen;
    await route.continue();
  });
  const puts: string[] = [];
  instructor.on("request", (request) => {
    // The files' PUTs; saving an edit is a PUT to our API too.
    if (request.method() === "PUT" && !request.url().includes("/api/v1/video/updateVideo/")) puts.push(new URL(request.url()).origin);
  });
  await form.getByRole("button", { name: "Upload Video" }).click();
  const progress = form.getByRole("progressbar", { name: "Upload progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(form.getByText("100%")).toBeVisible();
  releaseConfirm();
  await expect(instructor.getByText("Upload successful!")).toBeVisible();
  await axeToasts(instructor, "the success toast");
  await expect(instructor.getByText(/Video uploaded successfully!/)).toBeVisible();
  // Both files (the frame as a JPEG) went from the browser straight to the store (s3rver in the S3 run), not through our API.
  expect(puts).toEqual([storageOrigin(baseURL!), storageOrigin(baseURL!)]);
  const card = instructor.getByRole("article", { name: title });
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();
  await expect
    .poll(() =>
      card
        .locator("img")
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(320);
  // My Videos lists the newest first: the demo instructor's seeded videos come after it.
  await expect(instructor.getByRole("list", { name: "Your videos" }).getByRole("article").first()).toHaveAccessibleName(title);
  await expect(card.getByText("Body scan", { exact: true })).toBeVisible();
  await expect(instructor.getByRole("link", { name: /My Videos \([1-9]\d*\)/ })).toBeVisible();
  await card.getByRole("button", { name: `Preview ${title}` }).click();
  await expectPlayable(instructor, "preview-dialog");
  await screens(instructor, "instructor-my-videos");

  // ── Admin rejects it with a reason ───────────────────────────────────────────────────
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAndLand(admin, demo.admin, "/admin");
  await admin.goto("/admin?tab=content");
  const pendingSection = admin.getByRole("region", { name: "Videos pending approval" });
  let row = pendingSection.getByRole("row").filter({ hasText: title });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Preview ${title}` }).click();
  await expectPlayable(admin);
  await screens(admin, "admin-content");

  await row.getByRole("button", { name: `Reject ${title}` }).click();
  const reject = admin.getByRole("dialog", { name: "Reject Video" });
  const rejectButton = reject.getByRole("button", { name: "Reject", exact: true });
  await expect(rejectButton).toBeDisabled();
  await reject.getByLabel("Rejection reason").fill("   ");
  await expect(rejectButton).toBeDisabled();
  await reject.getByLabel("Rejection reason").fill("The sound is missing in the second half.");
  await screens(admin, "admin-reject-dialog");
  await rejectButton.click();
  await expect(admin.getByText("Video rejected successfully")).toBeVisible();
  await expect(pendingSection.getByRole("row").filter({ hasText: title })).toHaveCount(0);

  // ── Instructor sees the reason and replaces the recording (back to pending) ──────────
  await instructor.reload();
  await expect(card.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(card.getByText("The sound is missing in the second half.")).toBeVisible();
  await expect(card.getByText("20 s", { exact: false })).toBeVisible();
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = instructor.getByRole("dialog", { name: "Edit Video" });
  // The reason stays in sight while the new recording is chosen.
  await expect(edit.getByText("The sound is missing in the second half.")).toBeVisible();
  await expect(edit.getByLabel("Topic")).toHaveValue("Body scan");
  await edit.getByLabel("Title (course name)").fill(edited);
  const newRecording = testMedia(12);
  await edit.getByLabel("New video file (optional)").setInputFiles(newRecording.video);
  await expect(edit.getByText(/Length: 12 s/)).toBeVisible();
  await edit.getByLabel("New thumbnail (optional)").setInputFiles(media.thumbnail);
  await screens(instructor, "instructor-edit-dialog");
  await dialogTop(instructor, edit, "instructor-edit-dialog-top");
  puts.length = 0;
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(instructor.getByText("Update successful!")).toBeVisible();
  // The new recording and thumbnail went straight to the store too.
  expect(puts).toEqual([storageOrigin(baseURL!), storageOrigin(baseURL!)]);
  const editedCard = instructor.getByRole("article", { name: edited });
  await expect(editedCard.getByText("Pending", { exact: true })).toBeVisible();
  await expect(editedCard.getByText(/Reason for rejection/)).toHaveCount(0);
  await expect(editedCard.getByText(/12 s/)).toBeVisible();

  // ── Admin approves it (once the version they see), and ranks it ──────────────────────
  await admin.reload();
  row = pendingSection.getByRole("row").filter({ hasText: edited });
  await expect(row).toBeVisible();
  // The instructor changes it again while the admin has the list open: approving what they saw is refused.
  await editedCard.getByRole("button", { name: `Edit ${edited}` }).click();
  await edit.getByLabel("Description").fill("A calm guided practice for the start of the school day, with the sound fixed.");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(instructor.getByText("Update successful!")).toBeVisible();
  await row.getByRole("button", { name: `Approve ${edited}` }).click();
  await expect(admin.getByText("This video was changed after you opened it. Please review it again.")).toBeVisible();
  await axeToasts(admin, "the changed-video toast");
  await screens(admin, "admin-approve-changed");
  await expect(row).toBeVisible(); // drawn again, with the version to review
  await row.getByRole("button", { name: `Approve ${edited}` }).click();
  await expect(admin.getByText("Video approved successfully")).toBeVisible();
  await expect(row).toHaveCount(0); // the lists have been drawn again
  const manage = admin.getByRole("region", { name: "Video content" });
  const manageRow = manage.getByRole("row").filter({ hasText: edited });
  // Unranked, it comes after every ranked video (the demo content's among them): page to it.
  const managePages = admin.getByRole("navigation", { name: "Video content pages" });
  for (let page = 2; (await manageRow.count()) === 0; page++) {
    expect(page, `"${edited}" is listed in Manage Video Content`).toBeLessThan(20);
    await managePages.getByRole("link", { name: "Next" }).click();
    await expect(managePages.getByText(new RegExp(`Page ${page} of \\d+`))).toBeVisible();
  }
  await manageRow.getByRole("button", { name: `Edit ${edited}` }).click();
  const staffEdit = admin.getByRole("dialog", { name: "Edit Video" });
  await expect(staffEdit.getByText("Approved", { exact: true })).toBeVisible();
  await expect(staffEdit.getByText(/Maya Instructor/)).toBeVisible();
  await staffEdit.getByLabel("Rank").fill("1");
  await staffEdit.getByLabel("Recommended").check();
  await screens(admin, "admin-edit-dialog");
  await staffEdit.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Update successful!")).toBeVisible();
  // Ranked 1 now, it is on the first page.
  await admin.goto("/admin?tab=content");
  await expect(manageRow.getByRole("cell").first()).toHaveText("1", { useInnerText: true }); // innerText: without the column name shown on phones
  await expect(manageRow.getByText("Recommended")).toBeVisible();
  await expect(admin.getByText(/Page 1 of \d+/)).toBeVisible();

  // ── The catalogue's Topic filter finds it by the topic given on upload ───────────────
  await admin.goto("/videos");
  await admin.getByLabel("Topic").selectOption({ label: "Body scan" });
  await expect(admin).toHaveURL(/[?&]tag=body(\+|%20)scan/);
  await expect(admin.getByRole("link", { name: new RegExp(edited.replace(/[()]/g, "\\$&")) })).toBeVisible();
  await screens(admin, "catalogue-topic-filter");

  // ── Instructor deletes it, finds it in the recycle bin, restores it ──────────────────
  await instructor.reload();
  await expect(editedCard.getByText("Approved", { exact: true })).toBeVisible();
  await editedCard.getByRole("button", { name: `Delete ${edited}` }).click();
  await instructor.getByRole("dialog", { name: "Confirm Delete" }).getByRole("button", { name: "Delete" }).click();
  await expect(instructor.getByText("Video moved to Recycle Bin successfully")).toBeVisible();
  await expect(editedCard).toHaveCount(0);
  await instructor.getByRole("button", { name: /^Recycle Bin \([1-9]\d*\)$/ }).click();
  const bin = instructor.getByRole("dialog", { name: /^Recycle Bin \(/ });
  const item = bin.getByRole("listitem").filter({ hasText: edited });
  await expect(item).toBeVisible();
  await screens(instructor, "instructor-recycle-bin");
  await item.getByRole("button", { name: `Preview ${edited}` }).click();
  await expectPlayable(instructor);
  await item.getByRole("button", { name: `Restore ${edited}` }).click();
  await expect(instructor.getByText("Video restored successfully!")).toBeVisible();
  await expect(item).toHaveCount(0);
  await bin.getByRole("button", { name: "Close" }).click();
  await expect(editedCard.getByText("Approved", { exact: true })).toBeVisible();

  await instructorContext.close();
  await adminContext.close();
});

test("the recycle bin purges after confirming and shows the empty text; the superadmin sees every uploader's", async ({
  page,
  baseURL,
}) => {
  const title = `To be purged ${Date.now()}`;
  const video = await uploadVideoViaApi(page.request, demo.instructor, { courseName: title });
  const signed = await page.request.get(`/api/v1/video/getSingleVideo/${video.id}`, {
    headers: { authorization: `Bearer ${await apiToken(page.request, demo.instructor)}` },
  });
  const { videoUrl, thumbnailUrl } = ((await signed.json()) as { video: { videoUrl: string; thumbnailUrl: string } }).video;
  expect(new URL(videoUrl, baseURL).origin).toBe(storageOrigin(baseURL!));
  expect((await page.request.get(videoUrl, { headers: { range: "bytes=0-15" } })).status()).toBe(206);
  // Rank 0 puts it on the first page of Manage Video Content whatever earlier specs uploaded
  // (unranked videos come after every ranked one).
  await approveVideoViaApi(page.request, video.id, { rank: 0 });
  await loginAndLand(page, demo.superadmin, "/superadmin");
  await page.goto("/superadmin?tab=content");
  const manageRow = page.getByRole("region", { name: "Video content" }).getByRole("row").filter({ hasText: title });
  await manageRow.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("dialog", { name: "Confirm Delete" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Video moved to Recycle Bin successfully")).toBeVisible();

  await page.goto("/superadmin?tab=recycle-bin");
  const item = page.getByRole("listitem").filter({ hasText: title });
  await expect(item.getByText(/By Maya Instructor/)).toBeVisible();
  await screens(page, "superadmin-recycle-bin");
  await item.getByRole("button", { name: `Delete ${title} permanently` }).click();
  await page.getByRole("dialog", { name: "Delete permanently?" }).getByRole("button", { name: "Delete permanently" }).click();
  await expect(page.getByText("Video permanently deleted!")).toBeVisible();
  await expect(item).toHaveCount(0);
  const gone = await page.request.get(`/api/v1/recycle-bin/getRecycleVideo/${video.id}`);
  expect(gone.status()).toBe(404);
  await expect(page.getByText("No videos in the recycle bin.")).toBeVisible();
  // The objects themselves are gone from the store: their still-unexpired signed URLs find nothing.
  expect((await page.request.get(videoUrl)).status()).toBe(404);
  expect((await page.request.get(thumbnailUrl)).status()).toBe(404);
});
