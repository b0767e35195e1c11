import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { demo, loginAndLand } from "./support/auth";
import { screenshotsIn } from "./support/shots";

/**
 * The school's Students tab: the demo school sees its students (the demo student, three
 * classmates, the pending Lea Novak marked so) with their practice, sorts by minutes this term,
 * filters by a class, and downloads the CSV of what it shows; a student's session gets nothing
 * from the students API. Screenshots at 375 and 1280 px (test-results/school-students), with axe.
 */

const shots = screenshotsIn(path.resolve("test-results", "school-students"));

const table = (page: Page) => page.getByRole("region", { name: "Your students" });
const rowOf = (page: Page, name: string) => table(page).getByRole("row").filter({ hasText: name });

test("the school sees its students' practice, sorts, filters by class and exports the CSV", async ({ page }) => {
  test.setTimeout(120_000);
  await loginAndLand(page, demo.school, "/school");
  await page.getByRole("navigation", { name: "Dashboard tabs" }).getByRole("link", { name: "Students" }).click();
  await expect(page).toHaveURL(/\/school\?tab=students$/);
  await expect(page.getByRole("heading", { name: "Students", level: 2 })).toBeVisible();

  for (const name of ["Sam Student", "Noah Williams", "Aisha Khan", "Ben Ortiz", "Lea Novak"])
    await expect(rowOf(page, name)).toBeVisible();
  await expect(rowOf(page, "Lea Novak")).toContainText("Pending approval");
  await expect(rowOf(page, "Noah Williams")).toContainText("44 min");
  await expect(rowOf(page, "Noah Williams")).toContainText("Class 3, Class 5");
  await expect(rowOf(page, "Ben Ortiz")).toContainText("None yet");
  await expect(page.getByText(/this term.* is the last 12 weeks/i)).toBeVisible();
  await shots(page, "students-tab");

  // Sort by minutes this term: the most practised first; again: the least first.
  await table(page).getByRole("link", { name: "Minutes this term" }).click();
  await expect(page).toHaveURL(/sort=term/);
  await expect(table(page).getByRole("columnheader", { name: "Minutes this term" })).toHaveAttribute("aria-sort", "descending");
  await expect(table(page).getByRole("row").nth(1)).toContainText("Noah Williams");
  await table(page).getByRole("link", { name: "Minutes this term" }).click();
  await expect(table(page).getByRole("columnheader", { name: "Minutes this term" })).toHaveAttribute("aria-sort", "ascending");
  await expect(table(page).getByRole("row").last()).toContainText("Noah Williams");

  // Class 5: the students who watched a video the school tagged for Class 5.
  await page.getByLabel("Class").selectOption("Class 5");
  await page.getByLabel("Sort by").selectOption("term");
  await page.getByLabel("Order").selectOption("desc");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/class=Class\+5/);
  await expect(rowOf(page, "Noah Williams")).toBeVisible();
  await expect(rowOf(page, "Aisha Khan")).toBeVisible();
  await expect(rowOf(page, "Ben Ortiz")).toHaveCount(0);
  await expect(rowOf(page, "Lea Novak")).toHaveCount(0);
  await expect(page.getByText(/students? who watched videos you tagged for Class 5/)).toBeVisible();
  await shots(page, "students-class-5");

  // The CSV holds what the filter keeps, in its order.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    "Name,E-mail,Status,Classes,Minutes this week,Minutes this term (last 12 weeks),Videos completed,Last active,Joined",
  );
  expect(lines[1]).toMatch(/^Noah Williams,noah\.student@demo\.test,Approved,Class 3; Class 5,\d+,44,3,/);
  expect(lines.some((l) => l.startsWith("Aisha Khan,"))).toBe(true);
  expect(lines.some((l) => l.startsWith("Ben Ortiz,") || l.startsWith("Lea Novak,"))).toBe(false);
});

test("a student's session reads nothing of a school's students", async ({ page }) => {
  await loginAndLand(page, demo.student, "/dashboard");
  for (const route of ["/api/v1/school/students", "/api/v1/school/students/export"]) {
    const answer = await page.request.get(route);
    expect(answer.status()).toBe(403);
    expect(await answer.text()).not.toContain("Noah");
  }
});
