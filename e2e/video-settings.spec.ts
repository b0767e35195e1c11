import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { demo, loginAndLand } from "./support/auth";
import { s3Settings } from "./support/s3-settings.mts";
import { screenshotsIn } from "./support/shots";
import { apiToken, longTestMedia, testMedia } from "./support/videos";

const shots = screenshotsIn("test-results/screens");

type Settings = { _id: string; pricePerVideo: string; maxVideoLength: string; currency: string; pricePerVideoMinor: number };

async function settingsAs(request: APIRequestContext, email: string): Promise<Settings> {
  const response = await request.get("/api/v1/VideoSetting/getVideosetting", {
    headers: { authorization: `Bearer ${await apiToken(request, email)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Settings;
}

// The journey changes the one settings record: it leaves the defaults ($10, 00:30) behind it for the journeys that follow.
test.afterAll(async ({ request }) => {
  const { _id } = await settingsAs(request, demo.admin);
  const reset = await request.put(`/api/v1/VideoSetting/updateVideosetting/${_id}`, {
    headers: { authorization: `Bearer ${await apiToken(request, demo.admin)}` },
    data: { pricePerVideo: "$10", maxVideoLength: "00:30" },
  });
  expect(reset.status(), await reset.text()).toBe(200);
});

test("the admin sets the price per video and the maximum length; a longer video is refused by the upload form and by the server", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);

  // ── The admin's Video Settings, above the invoice panel ──────────────────────────────────
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAndLand(admin, demo.admin, "/admin");
  await admin.goto("/admin?tab=invoice-approvals");
  const block = admin.getByRole("region", { name: "Video Settings" });
  await expect(block).toBeVisible();
  // Above the tab's own panel.
  const [blockBox, panelBox] = [
    await block.boundingBox(),
    await admin.getByRole("heading", { name: /^Pending Invoices - Admin Panel/ }).boundingBox(),
  ];
  expect(blockBox!.y).toBeLessThan(panelBox!.y);
  const currency = block.getByLabel("Currency");
  const price = block.getByLabel("Price per video");
  const length = block.getByLabel("Max video length");
  await expect(currency).toHaveValue("USD");
  await expect(price).toHaveValue("10.00");
  await expect(length).toHaveValue("00:30");
  await expect(length).toHaveAttribute("type", "time");
  await expect(length).toHaveAttribute("step", "60");
  await expect(block.getByText("30 min. On a 12-hour clock 00:30 shows as 12:30 AM. Longer uploads are refused.")).toBeVisible();
  await expect(currency.locator("option")).toHaveText(["$ USD", "₹ INR", "€ EUR", "£ GBP", "¥ JPY"]);
  await shots(admin, "video-settings");

  // The spec's rules, in the form's words, before anything is sent.
  await price.fill("10.555");
  await length.fill("00:00");
  await block.getByRole("button", { name: "Update Settings" }).click();
  await expect(block.getByText("The price per video can have at most 2 decimals")).toBeVisible();
  await expect(block.getByText("The maximum video length must be at least one minute (00:01)")).toBeVisible();
  await currency.selectOption("JPY");
  await price.fill("1500.5");
  await block.getByRole("button", { name: "Update Settings" }).click();
  await expect(block.getByText("Prices in ¥ (JPY) are whole numbers: the yen has no smaller unit")).toBeVisible();
  await shots(admin, "video-settings-errors");

  // €12.50 a video, at most 20 minutes.
  await currency.selectOption("EUR");
  await price.fill("12.50");
  await length.fill("00:20");
  await block.getByRole("button", { name: "Update Settings" }).click();
  await expect(admin.getByText("Video settings updated.")).toBeVisible();
  await expect(block.getByText("20 min. On a 12-hour clock 00:20 shows as 12:20 AM. Longer uploads are refused.")).toBeVisible();
  await admin.reload();
  await expect(price).toHaveValue("12.50");
  await expect(currency).toHaveValue("EUR");
  await expect(length).toHaveValue("00:20");
  // What the spec's client reads, for an instructor too.
  expect(await settingsAs(request, demo.instructor)).toMatchObject({
    pricePerVideo: "€12.50",
    maxVideoLength: "00:20",
    currency: "EUR",
    pricePerVideoMinor: 1250,
  });

  // ── The instructor's upload form refuses a longer video before sending anything ──────────
  const long = longTestMedia(31 * 60 + 30);
  const short = testMedia();
  const instructorContext = await browser.newContext();
  const instructor = await instructorContext.newPage();
  await loginAndLand(instructor, demo.instructor, "/instructor");
  await instructor.getByRole("button", { name: "Upload New Video" }).click();
  const form = instructor.getByRole("dialog", { name: "Upload New Video" });
  await expect(form.getByText("MP4, WebM or QuickTime, up to 100MB and 20 min.")).toBeVisible();
  const uploads: string[] = [];
  instructor.on("request", (r) => {
    if (r.url().includes("/api/v1/video/upload")) uploads.push(r.url());
  });
  await form.getByLabel("Video file").setInputFiles(long.video);
  const tooLong = "This video is 31:30 long; videos may be at most 20:00.";
  await expect(form.getByText(tooLong)).toBeVisible();
  await form.getByLabel("Thumbnail image").setInputFiles(short.thumbnail);
  await form.getByLabel("Title (course name)").fill("A very long sit");
  await form.getByLabel("Topic").fill("Sitting");
  await form.getByLabel("Description").fill("Longer than the foundation takes.");
  await form.getByRole("button", { name: "Upload Video" }).click();
  await expect(form.getByRole("alert").filter({ hasText: tooLong })).toBeVisible();
  expect(uploads).toEqual([]);
  // The dialog from its top, where the refusal is.
  await form.evaluate((dialog) => dialog.scrollTo(0, 0));
  await shots(instructor, "upload-too-long", { element: form });

  // ── The server checks the stored file's own header, whatever the request claims ──────────
  const headers = { authorization: `Bearer ${await apiToken(request, demo.instructor)}` };
  const declared = {
    courseName: "A very long sit",
    courseContent: "Half an hour and more of sitting",
    description: "Longer than the foundation takes.",
    video: { contentType: "video/mp4", size: statSync(long.video).size },
    thumbnail: { contentType: "image/jpeg", size: statSync(short.thumbnail).size },
  };
  // Claiming its real length: refused before anything is stored.
  const honest = await request.post("/api/v1/video/upload", { headers, data: { ...declared, durationSeconds: long.seconds } });
  expect(honest.status()).toBe(422);
  expect(((await honest.json()) as { message: string }).message).toBe(tooLong);
  // Claiming a minute: the files are stored, then refused on confirm from the video's own header, and deleted.
  const lying = await request.post("/api/v1/video/upload", { headers, data: { ...declared, durationSeconds: 60 } });
  expect(lying.status(), await lying.text()).toBe(200);
  type Target = { url: string; headers: Record<string, string> };
  const step = (await lying.json()) as {
    uploadToken: string;
    video: { key: string; upload: Target };
    thumbnail: { key: string; upload: Target };
  };
  for (const [target, file] of [
    [step.video.upload, long.video],
    [step.thumbnail.upload, short.thumbnail],
  ] as const) {
    const put = await request.fetch(target.url, { method: "PUT", headers: target.headers, data: readFileSync(file) });
    expect(put.ok()).toBe(true);
  }
  const confirm = await request.post("/api/v1/video/upload/confirm", { headers, data: { uploadToken: step.uploadToken } });
  expect(confirm.status()).toBe(422);
  expect(((await confirm.json()) as { message: string }).message).toBe(tooLong);
  // No video was made.
  const mine = await request.get("/api/v1/video/getAllVideos?scope=mine", { headers });
  expect(((await mine.json()) as { courseName: string }[]).map((v) => v.courseName)).not.toContain("A very long sit");
  // And the stored files are gone: from the local disk of the embedded run, from the bucket of the S3 run.
  for (const { key } of [step.video, step.thumbnail]) {
    if (process.env.E2E_S3_ORIGIN) {
      const object = await request.head(`${process.env.E2E_S3_ORIGIN}/${s3Settings.S3_BUCKET}/${key}`);
      expect(object.status(), key).toBe(404);
    } else {
      expect(existsSync(path.join(process.env.E2E_DATA_DIR ?? ".data/e2e", "uploads", key)), key).toBe(false);
    }
  }

  await adminContext.close();
  await instructorContext.close();
});
