import { mkdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, demo, loginAndLand } from "./support/auth";
import { apiToken } from "./support/videos";

/**
 * The accounts items of issue 14 §2, each as the person meets it: the Approval Requests badge
 * counts what the tab lists, the Allowed Tabs column names tabs, the instructor's and the school's
 * profiles have the spec's fields, and /login tells a signed-in person who they are and a guest
 * which video they are signing in to watch. Screens are photographed at 375 and 1280 px into
 * /tmp/shots-accounts (or E2E_SHOTS_DIR) to be looked at.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-accounts";
mkdirSync(SHOTS, { recursive: true });

const viewports = [
  { name: "375", width: 375, height: 812 },
  { name: "1280", width: 1280, height: 800 },
] as const;

/** Photographs the page at both widths (the last width stays set). */
async function shoot(page: Page, name: string) {
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.name}.png`, fullPage: true });
  }
}

/** An approved account made by the demo admin through the API (so the demo accounts stay as they are). */
async function createAccount(request: APIRequestContext, role: "instructor" | "school" | "admin", name: string) {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const creator = role === "admin" ? demo.superadmin : demo.admin;
  const token = await apiToken(request, creator);
  const created = await request.post("/api/v1/user/create-user-by-admin", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, email, password: DEMO_PASSWORD, role },
  });
  expect(created.status(), `create ${role}`).toBe(201);
  const { user } = (await created.json()) as { user: { _id: string } };
  return { email, id: user._id, superadminToken: role === "admin" ? token : undefined };
}

test("the Approval Requests badge counts every request the tab lists, students too, and says which", async ({ page, request }) => {
  // A student waiting: the badge once left students out.
  const register = await request.post("/api/v1/user/register", {
    data: {
      name: "Badge Student",
      email: `badge-student-${Date.now()}@example.org`,
      password: "a-long-password",
      confirmPassword: "a-long-password",
      role: "user",
    },
  });
  expect(register.status()).toBe(201);

  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=approval-requests");
  const listed = await page.getByRole("button", { name: /^Approve / }).count();
  const students = await page
    .getByRole("region", { name: /^Student Approval Requests/ })
    .getByRole("button", { name: /^Approve / })
    .count();
  expect(students).toBeGreaterThan(0);

  const tab = page.getByRole("navigation", { name: "Dashboard tabs" }).getByRole("link", { name: /^Approval Requests/ });
  await expect(tab.locator("[aria-hidden]")).toHaveText(String(listed));
  const name = (await tab.evaluate((el) => el.textContent ?? "")).replace(/\s+/g, " ");
  expect(name).toContain(`(${listed} pending request${listed === 1 ? "" : "s"}: `);
  expect(name).toContain(`${students} student${students === 1 ? "" : "s"}`);
  await shoot(page, "approval-requests-badge");
});

test("the superadmin's Allowed Tabs column names the tabs, never their ids", async ({ page, request }) => {
  const admin = await createAccount(request, "admin", "Tabby Limited");
  const set = await request.put(`/api/v1/user/${admin.id}/allowedTabs`, {
    headers: { authorization: `Bearer ${admin.superadminToken}` },
    data: { allowedTabs: ["content", "approval-requests"] },
  });
  expect(set.status()).toBe(200);

  await loginAndLand(page, demo.superadmin, "/superadmin");
  await page.goto("/superadmin?tab=user-management");
  let row = page.getByRole("row").filter({ hasText: admin.email });
  for (let i = 0; i < 20 && (await row.count()) === 0; i++) {
    await page.getByRole("link", { name: "Next" }).click();
    row = page.getByRole("row").filter({ hasText: admin.email });
  }
  await expect(row).toContainText("Approval Requests, Content");
  await expect(row).not.toContainText("approval-requests");
  await expect(page.locator("#dashboard-content")).not.toContainText(/approval-requests|user-management|donation-tracking/);
  await row.scrollIntoViewIfNeeded();
  await shoot(page, "allowed-tabs-column");
});

test("an instructor's profile reads one Full name and edits a first and a last name", async ({ page, request }) => {
  const instructor = await createAccount(request, "instructor", "Ines");
  await loginAndLand(page, instructor.email, "/instructor");
  await page.goto("/instructor?tab=profile");
  const card = page.getByRole("region", { name: "Profile" });
  await expect(card.getByText("Full name", { exact: true })).toBeVisible();
  await expect(card.getByText("First name", { exact: true })).toHaveCount(0);
  await expect(card.getByText("Not given")).toHaveCount(0);

  await card.getByRole("button", { name: "Edit Profile" }).click();
  await expect(card.getByLabel("First name")).toHaveValue("Ines");
  await card.getByLabel("Last name").fill("Okafor");
  await shoot(page, "instructor-profile-edit");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Updated successfully!")).toBeVisible();

  await page.reload();
  await expect(card.getByText("Ines Okafor", { exact: true })).toBeVisible();
  const profile = await page.request.get("/api/v1/user/profile");
  expect(((await profile.json()) as { data: { name: string; lastName: string } }).data).toMatchObject({ name: "Ines", lastName: "Okafor" });
  await shoot(page, "instructor-profile");
});

test("a school's profile names the school and has a website and About", async ({ page, request }) => {
  const school = await createAccount(request, "school", "Lakeside Primary School");
  await loginAndLand(page, school.email, "/school");
  await page.goto("/school?tab=profile");
  const card = page.getByRole("region", { name: "School Profile" });
  await expect(card.getByText("School name", { exact: true })).toBeVisible();
  await expect(card.getByText("Full name", { exact: true })).toHaveCount(0);

  await card.getByRole("button", { name: "Edit Profile" }).click();
  await expect(card.getByLabel("School name")).toHaveValue("Lakeside Primary School");
  await card.getByLabel("Website").fill("lakeside");
  await card.getByLabel("About").fill("A village school by the lake. Every class starts the day with five quiet minutes.");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("Website must be a valid URL starting with http:// or https://")).toBeVisible();
  await card.getByLabel("Website").fill("https://lakeside.example");
  await shoot(page, "school-profile-edit");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Updated successfully!")).toBeVisible();

  await page.reload();
  await expect(card.getByRole("link", { name: "https://lakeside.example" })).toHaveAttribute("href", "https://lakeside.example");
  await expect(card.getByText("Every class starts the day with five quiet minutes.", { exact: false })).toBeVisible();
  await shoot(page, "school-profile");
});

test("/login tells a signed-in person who they are, with their dashboard and Logout", async ({ page }) => {
  await loginAndLand(page, demo.student, "/dashboard");
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Already signed in");
  await expect(page.getByText("You are signed in as Sam Student")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/dashboard");
  await shoot(page, "login-signed-in");
  // Sent to /login on the way to a page the student may open: Continue leads there.
  await page.goto("/login?callbackUrl=%2Fvideos%3Fduration%3Dshort");
  await expect(page.getByRole("link", { name: "Continue where you were going" })).toHaveAttribute("href", "/videos?duration=short");
  await expect(page.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/dashboard");
  // …and not to another role's area.
  await page.goto("/login?callbackUrl=%2Fadmin");
  await expect(page.getByRole("link", { name: "Go to your dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue where you were going" })).toHaveCount(0);

  await page.getByRole("button", { name: "Logout" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Logout" });
  await dialog.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
});

test("a guest who presses Play reads which video they sign in to watch, looked up by the site", async ({ page, request }) => {
  const catalogue = await request.get("/api/v1/video/getAllVideos");
  const [video] = (await catalogue.json()) as { _id: string; courseName: string }[];
  expect(video, "an approved demo video").toBeTruthy();
  const staff = await apiToken(request, demo.admin);
  const pendingList = await request.get("/api/v1/video/getAllVideos?scope=all&status=pending", {
    headers: { authorization: `Bearer ${staff}` },
  });
  const [pending] = (await pendingList.json()) as { _id: string; courseName: string }[];

  await page.goto(`/videos/${video!._id}`);
  await page.getByRole("link", { name: /^Play/ }).first().click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sign in to watch ${video!.courseName}`);
  await shoot(page, "login-play");

  // A title in the address is never shown: the site looks it up from the id.
  await page.goto(`/login?callbackUrl=${encodeURIComponent(`/videos?play=${video!._id}&title=Free money`)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sign in to watch ${video!.courseName}`);
  await expect(page.getByText("Free money")).toHaveCount(0);
  // A video that is not approved (or no video) gets the plain sign-in.
  if (pending) {
    await page.goto(`/login?callbackUrl=${encodeURIComponent(`/videos/${pending._id}?play=1`)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
    await expect(page.getByText(pending.courseName)).toHaveCount(0);
  }
  await page.goto(`/login?callbackUrl=${encodeURIComponent("/videos/00000000-0000-4000-8000-000000000000?play=1")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");

  // Signing in from the Play link goes back to the video.
  await page.goto(`/login?callbackUrl=${encodeURIComponent(`/videos/${video!._id}?play=1`)}`);
  await page.getByLabel("Email", { exact: false }).first().fill(demo.student);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/videos/${video!._id}`));
});
