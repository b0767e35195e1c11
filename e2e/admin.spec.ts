import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, demo, loginAndLand } from "./support/auth";
import { waitForMail } from "./support/mail";

test("an admin approves a pending instructor, who then gets past the approval-pending screen", async ({ browser }) => {
  const instructorContext = await browser.newContext();
  const instructor = await instructorContext.newPage();
  await loginAndLand(instructor, "pending.instructor@demo.test", "/instructor");
  await expect(instructor.getByRole("heading", { name: "Approval Pending" })).toBeVisible();
  const pendingApi = await instructor.request.get("/api/v1/user/profile");
  expect(pendingApi.status()).toBe(200);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAndLand(admin, demo.admin, "/admin");
  await admin.getByRole("link", { name: /Approval Requests/ }).click();
  const row = admin.getByRole("listitem").filter({ hasText: "pending.instructor@demo.test" });
  const before = new Date();
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("User approved successfully")).toBeVisible();
  await expect(admin.getByText("pending.instructor@demo.test")).toHaveCount(0);
  await waitForMail("pending.instructor@demo.test", /approved/, before);

  await instructor.reload();
  await expect(instructor.getByRole("heading", { name: "Approval Pending" })).toHaveCount(0);
  await expect(instructor.getByRole("link", { name: /My Videos/ })).toBeVisible();
  await instructorContext.close();
  await adminContext.close();
});

test("an admin rejects a pending registration, which is removed", async ({ page }) => {
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=approval-requests");
  const row = page.getByRole("listitem").filter({ hasText: "pending.instructor2@demo.test" });
  await row.getByRole("button", { name: "Reject" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("User rejected and removed successfully")).toBeVisible();
  await expect(page.getByText("pending.instructor2@demo.test")).toHaveCount(0);
  const login = await page.request.post("/api/v1/user/login", {
    data: { email: "pending.instructor2@demo.test", password: DEMO_PASSWORD },
    // This context carries the admin's session cookie: without Origin the request would be refused (lib/http/index.ts).
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(login.status()).toBe(401);
});

test("a superadmin creates an admin, limits its tabs, and that admin sees and can fetch only those", async ({ browser }) => {
  const email = `limited-${Date.now()}@example.org`;
  const superContext = await browser.newContext();
  const sa = await superContext.newPage();
  await loginAndLand(sa, demo.superadmin, "/superadmin");
  await sa.goto("/superadmin?tab=user-management");

  await sa.getByRole("button", { name: /Add User/ }).click();
  const modal = sa.getByRole("dialog", { name: "Add New User" });
  await modal.getByLabel("Full Name").fill("Lima Limited");
  await modal.getByLabel("Email Address").fill(email);
  await modal.getByLabel("Password").fill("limited-password");
  await modal.getByLabel("Role").selectOption("admin");
  await modal.getByRole("button", { name: /Create|Add/ }).click();
  await expect(sa.getByText(/created successfully/)).toBeVisible();

  // The new admin may be on a later page of the table.
  let row = sa.getByRole("row").filter({ hasText: email });
  for (let i = 0; i < 10 && (await row.count()) === 0; i++) {
    await sa.getByRole("link", { name: "Next" }).click();
    row = sa.getByRole("row").filter({ hasText: email });
  }
  await row.getByRole("button", { name: "Tabs" }).click();
  const dialog = sa.getByRole("dialog", { name: "Set Allowed Tabs for Lima Limited" });
  // A new admin may open every tab: every box is ticked; unticking takes a tab away.
  const boxes = dialog.getByRole("checkbox");
  await expect(boxes).toHaveCount(7);
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  for (const box of await boxes.all()) await box.uncheck();
  await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
  await dialog.getByLabel("Approval Requests").check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(sa.getByText("Allowed tabs updated successfully!")).toBeVisible();
  // The Allowed Tabs column names the tab as the dashboard does, never by its id.
  const limitedRow = sa.getByRole("row").filter({ hasText: email });
  await expect(limitedRow).toContainText("Approval Requests");
  await expect(limitedRow).not.toContainText("approval-requests");
  await expect(limitedRow).toContainText("1 of 7 tabs");
  await superContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAndLand(admin, email, "/admin", "limited-password");
  const tabs = admin.getByRole("navigation", { name: /tabs/i });
  await expect(tabs.getByRole("link", { name: /Approval Requests/ })).toBeVisible();
  await expect(tabs.getByRole("link", { name: /User Management/ })).toHaveCount(0);
  await expect(tabs.getByRole("link", { name: /Invoice Approval/ })).toHaveCount(0);

  expect((await admin.request.get("/api/v1/user/getAllPendingUsers")).status()).toBe(200);
  expect((await admin.request.get("/api/v1/user/getAllApprovalUsers")).status()).toBe(403);
  await admin.goto("/admin?tab=user-management");
  await expect(admin.getByRole("columnheader", { name: "Email" })).toHaveCount(0);
  await adminContext.close();
});

test("an admin deletes a user after confirming", async ({ page }) => {
  const email = `tobedeleted-${Date.now()}@example.org`;
  await loginAndLand(page, demo.admin, "/admin");
  const created = await page.request.post("/api/v1/user/create-user-by-admin", {
    data: { name: "Del Etable", email, password: "password-123", role: "school" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  await page.goto("/admin?tab=user-management");
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Delete" });
  await expect(dialog.getByText("Are you sure you want to delete this user?")).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted!")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
});
