import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import yauzl from "yauzl";
import { demo, loginAndLand } from "./support/auth";
import { firstLink, waitForMail } from "./support/mail";
import { screenshotsIn } from "./support/shots";

/**
 * A person downloads their data (features/privacy): they ask on their Profile, the job runner
 * makes the ZIP (the drain after the request's response, else the scheduled one within 30 s), a
 * mail sends them back to the Profile, which shows it ready, and the download is the ZIP.
 */
const shots = screenshotsIn("test-results/data-export");

/** The names of the entries of a ZIP, read with yauzl. */
async function entriesOf(bytes: Buffer): Promise<string[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      names.push(entry.fileName);
      zip.readEntry();
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return names;
}

test("a student asks for their data, is mailed when it is ready, and downloads the ZIP from their Profile", async ({ page }) => {
  const asked = new Date();
  await loginAndLand(page, demo.student, "/dashboard");
  await page.goto("/dashboard?tab=profile");
  const panel = page.getByRole("region", { name: "Download your data" });
  await expect(panel.getByText(/One ZIP file of everything the site holds about you/)).toBeVisible();
  await shots(page, "profile-data-export-start", { element: panel });

  await panel.getByRole("button", { name: "Download your data" }).click();
  await expect(page.getByText("Your download is being prepared").first()).toBeVisible();
  await expect(panel.getByText(/You can ask for a new download once a day: next after/)).toBeVisible();
  await expect(panel.getByRole("button")).toHaveCount(0);

  // Made in the background: the Profile shows it ready once the job has run.
  await expect
    .poll(
      async () => {
        await page.reload();
        return panel.getByText(/^Ready until/).isVisible();
      },
      { timeout: 40_000, intervals: [500, 1000, 2000, 5000] },
    )
    .toBe(true);
  const mail = await waitForMail(demo.student, /ready to download$/, asked);
  const link = new URL(firstLink(mail, /tab=profile/));
  expect(`${link.pathname}${link.search}`).toBe("/dashboard?tab=profile");
  expect(mail.attachments).toEqual([]);
  await shots(page, "profile-data-export-ready", { element: panel });

  const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("link", { name: "Download" }).click()]);
  expect(download.suggestedFilename()).toBe("your-data.zip");
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
  expect(await entriesOf(bytes)).toEqual(expect.arrayContaining(["README.md", "data-downloads.json"]));

  // Once a day: asking again the same day says when they can.
  const again = await page.request.post("/api/v1/privacy/export", { headers: { origin: new URL(page.url()).origin } });
  expect(again.status()).toBe(429);
  expect((await again.json()).message).toMatch(/you can ask again after \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC\.$/);
});
