import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { imageMetadata, phonePhoto } from "../test/photos";
import { demo, loginAndLand } from "./support/auth";
import { waitForMail } from "./support/mail";
import { screenshotsIn } from "./support/shots";

/**
 * The school gallery (issue 16, part 1): the demo school uploads a phone photo that carries GPS
 * EXIF from Gallery Management (the form's checks first); the admin finds it in Gallery
 * Approvals, counted on the badge, previews and approves it (and rejects the demo's pending one
 * with a reason), and the school is mailed; a guest finds it on /gallery by category and by
 * school, opens the lightbox by keyboard (Enter, arrows, Escape, focus back on the card) and by
 * a swipe on a phone, and the image served has neither EXIF nor GPS; the school deletes a photo
 * and restores it, and deletes another for good. Every new screen is photographed at 375 and
 * 1280 px into test-results/gallery and checked with axe.
 */

test.describe.configure({ mode: "serial" });

const shots = screenshotsIn(path.resolve("test-results", "gallery"));
const TITLE = "Mindful minute at the pond";
const DESCRIPTION = "Year 5 listening to the water and the birds before the spring concert.";
let startedAt = new Date();

async function toastsGone(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}
/** The school's card of a photo in Gallery Management. */
const ownCard = (page: Page, title: string): Locator =>
  page.getByRole("list", { name: "Your photos" }).getByRole("article", { name: title });
/** A row of a staff table. */
const rowOf = (page: Page, table: string, title: string): Locator =>
  page.getByRole("region", { name: table }).getByRole("row").filter({ hasText: title });
const approvalsTab = (page: Page) =>
  page.getByRole("navigation", { name: "Dashboard tabs" }).getByRole("link", { name: /^Gallery Approvals/ });
/** A card of the public gallery. */
const galleryCard = (page: Page, title: string): Locator =>
  page.getByRole("list", { name: "Photos" }).getByRole("link", { name: new RegExp(title) });

test("a school uploads a phone photo from Gallery Management, after the form's checks", async ({ page }) => {
  test.setTimeout(120_000);
  startedAt = new Date();
  const file = path.join(tmpdir(), `gallery-e2e-${process.pid}.jpg`);
  writeFileSync(file, await phonePhoto(2400, 1600));
  expect(await imageMetadata(await phonePhoto(2400, 1600))).toMatchObject({ hasGps: true, hasExif: true });

  await loginAndLand(page, demo.school, "/school");
  await page.getByRole("navigation", { name: "Dashboard tabs" }).getByRole("link", { name: "Gallery Management" }).click();
  await expect(page).toHaveURL(/\/school\?tab=gallery-management$/);
  // The demo's photos, with their statuses and the rejection's reason.
  await expect(ownCard(page, "Sea sounds relaxation session")).toContainText("Pending Approval");
  await expect(ownCard(page, "Sunrise breathing before lessons")).toContainText("Approved");
  await expect(ownCard(page, "Art studio open afternoon")).toContainText("Reason:");
  await shots(page, "school-gallery-management");

  await page.getByRole("button", { name: "Upload Photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Photo" });
  await expect(dialog.getByLabel("School Name")).toHaveValue("Riverside Primary School");
  await expect(dialog.getByLabel("School Name")).toHaveAttribute("readonly", "");
  await expect(dialog).toContainText("reviewed by an administrator before they are published");
  await dialog.getByRole("button", { name: "Upload Photo" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in all required fields");
  await expect(dialog.getByText("Please enter a photo title")).toBeVisible();
  await expect(dialog.getByText("Please choose a photo", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Photo Title")).toBeFocused();
  await shots(page, "upload-dialog-invalid");

  // A file that is not a photo is refused before anything is sent.
  await dialog
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await expect(dialog.getByText("Please choose a JPEG, PNG or WebP image")).toBeVisible();

  await dialog.getByLabel("Photo Title").fill(TITLE);
  await dialog.getByLabel("Category").selectOption("event");
  await dialog.getByLabel("Description (optional)").fill(DESCRIPTION);
  await dialog.getByLabel("Photo", { exact: true }).setInputFiles(file);
  await expect(dialog.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByLabel(/Our school holds consent/).check();
  await shots(page, "upload-dialog-filled");
  await dialog.getByRole("button", { name: "Upload Photo" }).click();
  await expect(page.getByText("Photo uploaded!")).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(ownCard(page, TITLE)).toContainText("Pending Approval");
  // Newest first.
  await expect(page.getByRole("list", { name: "Your photos" }).getByRole("heading").first()).toHaveText(TITLE);

  // On /gallery the signed-in school sees Upload Photo too (put in place by the site script: the
  // page itself is the same for everyone); it leads back here with the upload dialog open.
  await page.goto("/gallery");
  const upload = page.getByRole("link", { name: "Upload Photo" });
  await expect(upload).toBeVisible();
  await shots(page, "gallery-school");
  // Not published yet.
  await expect(galleryCard(page, TITLE)).toHaveCount(0);
  await upload.click();
  await expect(page).toHaveURL(/\/school\?tab=gallery-management$/);
  await expect(page.getByRole("dialog", { name: "Upload Photo" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Upload Photo" })).toBeHidden();
  await page.reload();
  await expect(ownCard(page, TITLE)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the admin reviews: the badge counts, Preview shows it, Approve publishes it; a reject takes a reason", async ({ page }) => {
  // Four screens photographed at two widths, each checked with axe: past 45 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await loginAndLand(page, demo.admin, "/admin");
  await expect(approvalsTab(page)).toHaveAccessibleName(/^Gallery Approvals\s*\(2 photos pending approval\)$/);
  await approvalsTab(page).click();
  await expect(page).toHaveURL(/\/admin\?tab=gallery-approvals$/);
  const row = rowOf(page, "Photos pending approval", TITLE);
  await expect(row).toContainText("Riverside Primary School");
  await expect(row).toContainText(demo.school);
  await expect(row).toContainText("Consent confirmed");
  // Rejected first in the reviewed table.
  await expect(page.getByRole("region", { name: "Reviewed photos" }).getByRole("row").nth(1)).toContainText("Art studio open afternoon");
  await shots(page, "approvals");

  await row.getByRole("button", { name: `Preview ${TITLE}` }).click();
  const preview = page.getByRole("dialog", { name: TITLE });
  await expect(preview).toContainText("Event");
  await expect(preview).toContainText(DESCRIPTION);
  await expect(preview.getByRole("img", { name: TITLE })).toBeVisible();
  await shots(page, "approvals-preview");
  await preview.getByRole("button", { name: "Close" }).click();

  // Reject the demo's pending photo, with a reason.
  const other = rowOf(page, "Photos pending approval", "Sea sounds relaxation session");
  await other.getByRole("button", { name: "Reject Sea sounds relaxation session" }).click();
  const reject = page.getByRole("dialog", { name: "Reject Photo" });
  await reject.getByLabel("Reason (optional)").fill("A child's face is clearly recognisable; please share one taken from behind.");
  await shots(page, "approvals-reject-dialog");
  await reject.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(page.getByText("Photo rejected")).toBeVisible();
  await expect(other).toHaveCount(0);

  await row.getByRole("button", { name: `Approve ${TITLE}` }).click();
  await expect(page.getByText("Photo approved")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No photos are waiting for approval.")).toBeVisible();
  await expect(rowOf(page, "Reviewed photos", TITLE)).toContainText("Approved");
  await expect(approvalsTab(page)).toHaveAccessibleName("Gallery Approvals");

  const mail = await waitForMail(demo.school, new RegExp(`^Your photo is in the gallery: ${TITLE}$`), startedAt);
  expect(mail.text).toContain("/gallery");
  const rejected = await waitForMail(demo.school, /^About your photo: Sea sounds relaxation session$/, startedAt);
  expect(rejected.text).toContain("clearly recognisable");
});

test("a guest finds it by category and by school, opens the lightbox by keyboard, and the image has no GPS", async ({ page }) => {
  await page.goto("/gallery");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo Gallery");
  await expect(page.getByRole("link", { name: "Upload Photo" })).toHaveCount(0);
  await expect(galleryCard(page, TITLE)).toBeVisible();
  const html = await (await page.request.get("/gallery")).text();
  expect(html).not.toContain(demo.school);
  await shots(page, "gallery");

  // By category: the select applies at once.
  await page.getByLabel("Category").selectOption("event");
  await expect(page).toHaveURL(/\/gallery\?category=event$/);
  // A new page without the framework's JavaScript: the select that applied has focus again.
  await expect(page.getByLabel("Category")).toBeFocused();
  await expect(galleryCard(page, TITLE)).toBeVisible();
  await expect(galleryCard(page, "Lantern walk with families")).toBeVisible();
  await expect(galleryCard(page, "Sunrise breathing before lessons")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText("Showing 1–2 of 2 photos");

  // By school, sorted by school name.
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await page.getByRole("searchbox", { name: "Search" }).fill("Riverside");
  await page.getByLabel("Sort by").selectOption("school");
  await expect(page).toHaveURL(/\/gallery\?q=Riverside&sort=school$/);
  await expect(galleryCard(page, TITLE)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill("no such school anywhere");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No photos found matching your criteria.")).toBeVisible();
  await shots(page, "gallery-no-results");
  await page.goto("/gallery?category=event");

  // The lightbox, by keyboard: Enter on the card, the arrows, Escape, and focus back on the card.
  const card = galleryCard(page, TITLE);
  await card.focus();
  await page.keyboard.press("Enter");
  const lightbox = page.getByRole("dialog", { name: TITLE });
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText("Riverside Primary School");
  await expect(lightbox).toContainText("Event");
  await expect(lightbox).toContainText(DESCRIPTION);
  // The caption and the dialog behind it are opaque: nothing of the page shows through the text.
  const backgrounds = await lightbox.evaluate((dialog) => {
    const caption = dialog.querySelector("[data-lightbox-title]")!.parentElement!;
    return [getComputedStyle(dialog).backgroundColor, getComputedStyle(caption).backgroundColor];
  });
  expect(backgrounds).toEqual(["rgb(31, 42, 42)", "rgb(31, 42, 42)"]);
  await shots(page, "lightbox");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "Lantern walk with families" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox).toBeVisible();
  // Focus stays inside: Tab cycles within the dialog.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open], [role="dialog"]')))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(card).toBeFocused();

  // The served image: our WebP, without EXIF or GPS, cached publicly but not for ever.
  const href = await card.getAttribute("href");
  expect(href).toMatch(/^\/gallery\/photos\/[0-9a-f-]{36}\/1600\?v=/);
  const served = await page.request.get(href!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["cache-control"]).toBe("public, max-age=3600, stale-while-revalidate=86400");
  expect(await imageMetadata(await served.body())).toMatchObject({
    format: "webp",
    width: 1600,
    height: 2400,
    hasExif: false,
    hasGps: false,
  });
  // Every size the page offers is one of those.
  const srcset = (await card.locator("img").getAttribute("srcset")) ?? "";
  for (const candidate of srcset.split(", ")) {
    const bytes = await (await page.request.get(candidate.split(" ")[0]!)).body();
    expect((await imageMetadata(bytes)).hasGps).toBe(false);
  }
});

test.describe("on a phone", () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 812 } });

  test("the lightbox follows a swipe", async ({ page }) => {
    await page.goto("/gallery?category=event");
    await galleryCard(page, TITLE).click();
    await expect(page.getByRole("dialog", { name: TITLE })).toBeVisible();
    const swipe = async (from: number, to: number) =>
      page
        .getByRole("dialog")
        .locator("img")
        .evaluate(
          (img, [x0, x1]) => {
            const target = img.parentElement!;
            const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
            target.dispatchEvent(new TouchEvent("touchstart", { touches: [touch(x0!)], changedTouches: [touch(x0!)], bubbles: true }));
            target.dispatchEvent(new TouchEvent("touchend", { touches: [], changedTouches: [touch(x1!)], bubbles: true }));
          },
          [from, to],
        );
    await swipe(300, 60);
    await expect(page.getByRole("dialog", { name: "Lantern walk with families" })).toBeVisible();
    await swipe(60, 300);
    await expect(page.getByRole("dialog", { name: TITLE })).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("the school deletes a photo and restores it from its Recycle Bin, and deletes another for good", async ({ page }) => {
  await loginAndLand(page, demo.school, "/school");
  await page.goto("/school?tab=gallery-management");
  const card = ownCard(page, TITLE);
  await expect(card).toContainText("Approved");

  await card.getByRole("button", { name: `Edit ${TITLE}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Photo" });
  await expect(edit).toContainText("sends the photo back to our team for review");
  await expect(edit.getByLabel("Photo Title")).toHaveValue(TITLE);
  await shots(page, "edit-dialog");
  await edit.getByRole("button", { name: "Cancel" }).click();

  await card.getByRole("button", { name: `Delete ${TITLE}` }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Delete" });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Image moved to Recycle Bin.")).toBeVisible();
  await expect(card).toHaveCount(0);
  // Gone from the public gallery at once.
  expect(await (await page.request.get("/gallery?q=pond")).text()).toContain("No photos found matching your criteria.");

  await page.getByRole("button", { name: "Recycle Bin (1)" }).click();
  const bin = page.getByRole("dialog", { name: /^Recycle Bin/ });
  const item = bin.getByRole("list", { name: "Deleted photos" }).getByRole("listitem").filter({ hasText: TITLE });
  await expect(item).toContainText("Deleted");
  await toastsGone(page);
  await shots(page, "recycle-bin");
  await item.getByRole("button", { name: `Restore ${TITLE}` }).click();
  await expect(page.getByText("Image restored successfully!")).toBeVisible();
  await expect(bin.getByText("No images in the recycle bin.")).toBeVisible();
  await bin.getByRole("button", { name: "Close" }).click();
  // The same photo, as it was: approved and public again.
  await expect(ownCard(page, TITLE)).toContainText("Approved");
  expect(await (await page.request.get("/gallery?q=pond")).text()).toContain(TITLE);

  // Another, for good.
  const leaves = "Autumn leaves listening walk";
  await page.goto("/school?tab=gallery-management&page=2");
  await ownCard(page, leaves)
    .getByRole("button", { name: `Delete ${leaves}` })
    .click();
  await page.getByRole("dialog", { name: "Confirm Delete" }).getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Image moved to Recycle Bin.")).toBeVisible();
  await page.getByRole("button", { name: "Recycle Bin (1)" }).click();
  await page.getByRole("button", { name: `Delete ${leaves} permanently` }).click();
  const purge = page.getByRole("dialog", { name: "Delete permanently?" });
  await expect(purge).toContainText("and its files will be deleted for good");
  await purge.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page.getByText("Image permanently deleted!")).toBeVisible();
  await expect(page.getByText("No images in the recycle bin.")).toBeVisible();
});

test("the superadmin's Gallery Approvals offers Delete on pending photos; an empty review list says so", async ({ page }) => {
  await loginAndLand(page, demo.superadmin, "/superadmin");
  await page.goto("/superadmin?tab=gallery-approvals");
  await expect(page.getByText("No photos are waiting for approval.")).toBeVisible();
  await page.getByRole("button", { name: /^Recycle Bin \(\d+\)$/ }).click();
  await expect(page.getByRole("dialog", { name: /^Recycle Bin/ })).toContainText("No images in the recycle bin.");
  await shots(page, "superadmin-bin-empty");
});
