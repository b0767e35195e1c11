import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { demo, loginAndLand } from "./support/auth";
import { waitForMail } from "./support/mail";
import { screenshotsIn } from "./support/shots";
import { apiToken } from "./support/videos";

/**
 * Program requests (issue 16, part 2): the demo school asks for a program through New Request
 * (the form's checks first, then success, and a duplicate of a pending request refused with the
 * server's message); the admin finds it in Manage Program, counted on the tab's badge, and
 * approves it; the school sees it Approved and an e-mail arrives at the school's account address;
 * a second request is rejected after a confirmation; a client that types the program (the spec's)
 * files it by the earlier site's name or by a name of its own, kept as Other and shown. The new
 * screens are photographed at 375 and 1280 px into test-results/program-requests and checked with
 * axe.
 */

test.describe.configure({ mode: "serial" });

const shots = screenshotsIn(path.resolve("test-results", "program-requests"));

/** The school's table row of a program. */
const rowOf = (page: Page, program: string): Locator =>
  page.getByRole("region", { name: "Program Requests" }).getByRole("row").filter({ hasText: program });
/** The staff's card of a program. */
const cardOf = (page: Page, program: string | RegExp): Locator =>
  page
    .getByRole("list", { name: "Pending program requests" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: program }) });
const tabLink = (page: Page) => page.getByRole("navigation", { name: "Dashboard tabs" }).getByRole("link", { name: /^Manage Program/ });

/** Waits until no toast is on screen (a toast on its way out would be photographed half faded). */
async function toastsGone(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}

async function openNewRequest(page: Page) {
  await page.getByRole("button", { name: "New Request" }).click();
  const dialog = page.getByRole("dialog", { name: "New Program Request" });
  await expect(dialog).toBeVisible();
  return dialog;
}

let startedAt = new Date();

test("the school's tab lists the demo requests, and New Request checks the form before sending", async ({ page }) => {
  test.setTimeout(120_000);
  startedAt = new Date();
  await loginAndLand(page, demo.school, "/school");
  await page.getByRole("navigation", { name: "Dashboard tabs" }).getByRole("link", { name: "Program Requests" }).click();
  await expect(page).toHaveURL(/\/school\?tab=program-requests$/);
  const table = page.getByRole("table");
  for (const column of ["Program Name", "Requested Date", "Status", "View"]) {
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  }
  await expect(rowOf(page, "Community Wellness")).toContainText("Pending");
  await expect(rowOf(page, "School Morning Sessions")).toContainText("Approved");

  // View: every field of the request.
  await rowOf(page, "School Morning Sessions").getByRole("button", { name: "View the request for School Morning Sessions" }).click();
  const details = page.getByRole("dialog", { name: "Program Request Details" });
  for (const text of [
    "School Morning Sessions",
    "Approved",
    "Riverside Primary School",
    "Jordan Lee",
    "school@demo.test",
    "+1 555 0100",
    "180 pupils",
  ]) {
    await expect(details).toContainText(text);
  }
  await shots(page, "request-details");
  await details.getByRole("button", { name: "Close" }).last().click();
  await expect(details).toBeHidden();
  await shots(page, "school-tab");

  // The form starts with the school's own e-mail and phone; emptied, it says what is missing.
  const dialog = await openNewRequest(page);
  await expect(dialog.getByLabel("Email")).toHaveValue(demo.school);
  await expect(dialog.getByLabel("Phone")).toHaveValue("+1 555 0100");
  await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");
  await dialog.getByLabel("Email").fill("not-an-address");
  await dialog.getByLabel("Phone").fill("");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  for (const message of [
    "Contact person is required",
    "Please enter a valid email address",
    "Phone is required",
    "Please choose a program",
    "Message is required",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog.getByLabel("Contact Person")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Contact Person")).toBeFocused();
  await shots(page, "new-request-invalid");

  // A request for a program that is already pending: the server's message, the form kept.
  await dialog.getByLabel("Contact Person").fill("Jordan Lee");
  await dialog.getByLabel("Email").fill("wellbeing@riverside.example");
  await dialog.getByLabel("Phone").fill("+1 555 0100");
  await dialog.getByLabel("Program Requested").selectOption("Community Wellness");
  await dialog.getByLabel("Message").fill("A second evening for families.");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByRole("alert")).toContainText("You already have a pending request for Community Wellness.");
  await expect(dialog.getByLabel("Message")).toHaveValue("A second evening for families.");

  // Then a program that is not: sent, the dialog closes and the table shows it, Pending.
  await dialog.getByLabel("Program Requested").selectOption("Workplace Mental Fitness");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByLabel("Message").fill("A short workshop for our 40 teachers and staff before the spring term.");
  await toastsGone(page);
  await shots(page, "new-request-filled");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Request submitted successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, "Workplace Mental Fitness")).toContainText("Pending");
  // Newest first.
  await expect(page.getByRole("row").nth(1)).toContainText("Workplace Mental Fitness");
});

test("the admin finds it in Manage Program, counted on the badge, and approves it", async ({ page }) => {
  await loginAndLand(page, demo.admin, "/admin");
  await expect(tabLink(page)).toHaveAccessibleName(/^Manage Program\s*\(2 pending program requests\)$/);
  await tabLink(page).click();
  await expect(page).toHaveURL(/\/admin\?tab=manage-programs$/);
  const card = cardOf(page, "Workplace Mental Fitness");
  for (const text of ["wellbeing@riverside.example", "Riverside Primary School", "+1 555 0100", "Jordan Lee", "40 teachers"]) {
    await expect(card).toContainText(text);
  }
  // Oldest first: the demo's Community Wellness, then the new one.
  await expect(page.getByRole("list", { name: "Pending program requests" }).getByRole("heading")).toHaveText([
    "Community Wellness",
    "Workplace Mental Fitness",
  ]);
  await shots(page, "manage-program");

  const approve = card.getByRole("button", { name: /^Approve/ });
  await approve.click();
  await expect(page.getByText("Program request approved")).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(tabLink(page)).toHaveAccessibleName(/^Manage Program\s*\(1 pending program request\)$/);
});

test("the school sees it Approved, and the e-mail went to the school's account address", async ({ page }) => {
  const mail = await waitForMail(demo.school, /approved: Workplace Mental Fitness$/, startedAt);
  expect(mail.subject).toBe("Your program request has been approved: Workplace Mental Fitness");
  expect(mail.text).toContain('for the program "Workplace Mental Fitness" has been approved');
  expect(mail.text).toContain("/school?tab=program-requests");

  await loginAndLand(page, demo.school, "/school");
  await page.goto("/school?tab=program-requests");
  await expect(rowOf(page, "Workplace Mental Fitness")).toContainText("Approved");

  // A second request, for something else.
  const dialog = await openNewRequest(page);
  await dialog.getByLabel("Contact Person").fill("Jordan Lee");
  await dialog.getByLabel("Program Requested").selectOption("Other");
  await dialog.getByLabel("Message").fill("A mindful-movement morning on our sports day.");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Request submitted successfully!")).toBeVisible();
  await expect(rowOf(page, "Other")).toContainText("Pending");
});

test("the admin rejects the second request after confirming; the school sees it Rejected and is told", async ({ page }) => {
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=manage-programs");
  const card = cardOf(page, "Other");
  await expect(card).toContainText("sports day");
  await card.getByRole("button", { name: /^Reject/ }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Reject" });
  await expect(confirm).toContainText("Reject the request for Other for Riverside Primary School?");
  await shots(page, "manage-program-confirm-reject");
  await confirm.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(page.getByText("Program request rejected")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(cardOf(page, "Community Wellness")).toBeVisible();

  const mail = await waitForMail(demo.school, /^About your program request: Other$/, startedAt);
  expect(mail.text).toContain("has been declined");

  await page.context().clearCookies();
  await loginAndLand(page, demo.school, "/school");
  await page.goto("/school?tab=program-requests");
  await expect(rowOf(page, "Other")).toContainText("Rejected");
  await toastsGone(page);
  await shots(page, "school-tab-decided");
});

test("with nothing left to decide, Manage Program says so and the badge is gone", async ({ page }) => {
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=manage-programs");
  await cardOf(page, "Community Wellness")
    .getByRole("button", { name: /^Approve/ })
    .click();
  await expect(page.getByText("No pending programs to approve.")).toBeVisible();
  await expect(tabLink(page)).toHaveAccessibleName("Manage Program");
  await toastsGone(page);
  await shots(page, "manage-program-empty");
});

test("a client that types the program: the earlier site's name is the program, any other name kept as Other, shown to the school and to staff", async ({
  page,
  request,
}) => {
  // The spec's client types the program into a text field and sends it with the school's token.
  const token = await apiToken(request, demo.school);
  for (const programRequested of ["School Morning Wellness Sessions", "Mindful sports coaching"]) {
    const answer = await request.post("/api/v1/program", {
      headers: { authorization: `Bearer ${token}` },
      data: { contactPerson: "Jordan Lee", email: demo.school, phone: "+1 555 0100", programRequested, message: "For our Year 5 classes." },
    });
    expect(answer.status(), `POST /program "${programRequested}"`).toBe(201);
    const { data } = (await answer.json()) as { data: { programRequested: string; otherProgram: string | null } };
    expect([data.programRequested, data.otherProgram]).toEqual(
      programRequested === "Mindful sports coaching" ? ["Other", "Mindful sports coaching"] : ["School Morning Sessions", null],
    );
  }

  await loginAndLand(page, demo.school, "/school");
  await page.goto("/school?tab=program-requests");
  await expect(rowOf(page, "Mindful sports coaching")).toContainText("Other");
  await expect(rowOf(page, "Mindful sports coaching")).toContainText("Pending");
  await expect(rowOf(page, "School Morning Sessions").filter({ hasText: "Pending" })).toHaveCount(1);
  await rowOf(page, "Mindful sports coaching").getByRole("button", { name: "View the request for Mindful sports coaching" }).click();
  const details = page.getByRole("dialog", { name: "Program Request Details" });
  await expect(details).toContainText("Mindful sports coaching Other");
  await details.getByRole("button", { name: "Close" }).last().click();
  await toastsGone(page);
  await shots(page, "school-tab-typed-program");

  await page.context().clearCookies();
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=manage-programs");
  await expect(page.getByRole("list", { name: "Pending program requests" }).getByRole("heading")).toHaveText([
    "School Morning Sessions",
    "Mindful sports coaching Other: not one of our programs",
  ]);
  const card = cardOf(page, /^Mindful sports coaching/);
  await expect(card).toContainText("For our Year 5 classes.");
  await shots(page, "manage-program-typed-program");

  // Decided, so the list is empty again for the journeys after this one.
  await card.getByRole("button", { name: /^Approve/ }).click();
  await expect(card).toHaveCount(0);
  await cardOf(page, "School Morning Sessions")
    .getByRole("button", { name: /^Approve/ })
    .click();
  await expect(page.getByText("No pending programs to approve.")).toBeVisible();
  const mail = await waitForMail(demo.school, /approved: Mindful sports coaching$/, startedAt);
  expect(mail.text).toContain('for the program "Mindful sports coaching" has been approved');
});

test("a school without requests is invited to send its first", async ({ page, request }) => {
  const email = `school-${Date.now()}@example.org`;
  const created = await request.post("/api/v1/user/create-user-by-admin", {
    headers: { authorization: `Bearer ${await apiToken(request, demo.admin)}` },
    data: { name: "Lakeside Secondary", email, password: "demo-password", role: "school" },
  });
  expect(created.status(), "create the school").toBe(201);
  await loginAndLand(page, email, "/school");
  await page.goto("/school?tab=program-requests");
  const tab = page.getByRole("region", { name: "Program Requests" });
  await expect(tab.getByText("No program requests yet")).toBeVisible();
  await expect(tab.getByRole("table")).toHaveCount(0);
  await expect(tab.getByRole("link", { name: "See our programs" })).toHaveAttribute("href", "/programs");
  await shots(page, "school-tab-empty");
  // Its form starts with the account's own e-mail; the account has no phone.
  const dialog = await openNewRequest(page);
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Phone")).toHaveValue("");
});
