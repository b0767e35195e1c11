import { expect, test } from "@playwright/test";

const programs = ["School Morning Sessions", "Workplace Mental Fitness", "Individual Home Practice", "Community Wellness"];

test("the four programs open by mouse, and by keyboard with Enter and Space", async ({ page }) => {
  await page.goto("/programs");
  await expect(page.getByRole("heading", { level: 1, name: "Our Programs" })).toBeVisible();
  for (const name of programs) await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Wellness Benefits" })).toBeVisible();

  // Mouse.
  const school = page.getByRole("button", { name: "Benefits, details and steps for School Morning Sessions" });
  await expect(school).toHaveAttribute("aria-expanded", "false");
  const panel = page.locator(`[id="${await school.getAttribute("aria-controls")}"]`);
  await expect(panel).toBeHidden();
  await school.click();
  await expect(school).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Benefits" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "About this program" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "How we put it in place" })).toBeVisible();
  await expect(panel.getByText("A quieter, more settled classroom at the start of lessons")).toBeVisible();
  await school.click();
  await expect(school).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();

  // Keyboard: Enter opens, Space closes.
  const work = page.getByRole("button", { name: "Benefits, details and steps for Workplace Mental Fitness" });
  const workPanel = page.locator(`[id="${await work.getAttribute("aria-controls")}"]`);
  await work.focus();
  await page.keyboard.press("Enter");
  await expect(work).toHaveAttribute("aria-expanded", "true");
  await expect(workPanel.getByText("Simple tools for staying steady under deadlines and pressure")).toBeVisible();
  await page.keyboard.press("Space");
  await expect(work).toHaveAttribute("aria-expanded", "false");
  await expect(workPanel).toBeHidden();

  const community = page.getByRole("button", { name: "Benefits, details and steps for Community Wellness" });
  await community.focus();
  await page.keyboard.press("Space");
  await expect(community).toHaveAttribute("aria-expanded", "true");
});

test("the daily practice lists six sessions, 30 minutes, with Learn more by mouse and keyboard", async ({ page }) => {
  await page.goto("/howtotab");
  await expect(page.getByRole("heading", { level: 1, name: "Daily Mindfulness Practice" })).toBeVisible();
  await expect(page.getByText("Total: 30 minutes")).toBeVisible();
  const sessions = page.getByRole("heading", { level: 3 });
  await expect(sessions).toHaveCount(6);
  for (const minutes of ["5 minutes", "10 minutes", "7 minutes", "2 minutes"]) {
    await expect(page.getByText(minutes, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText("3 minutes", { exact: true })).toHaveCount(2);

  const first = page.getByRole("button", { name: "Learn more about Arriving and Settling" });
  const panel = page.locator(`[id="${await first.getAttribute("aria-controls")}"]`);
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/Find a position you can hold comfortably/)).toBeVisible();
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "false");

  const affirmations = page.getByRole("button", { name: "Learn more about Positive Affirmations" });
  const affirmationsPanel = page.locator(`[id="${await affirmations.getAttribute("aria-controls")}"]`);
  await affirmations.focus();
  await page.keyboard.press("Enter");
  await expect(affirmations).toHaveAttribute("aria-expanded", "true");
  await expect(affirmationsPanel.getByText(/Affirmations work best when they are believable/)).toBeVisible();
  await page.keyboard.press("Space");
  await expect(affirmations).toHaveAttribute("aria-expanded", "false");
});

test("the practice timer starts with the first session, pauses, skips and stops", async ({ page }) => {
  await page.goto("/howtotab");
  await page.getByRole("button", { name: "Start today's practice" }).click();
  const timer = page.getByTestId("practice-timer");
  await expect(timer.getByText("Session 1 of 6")).toBeVisible();
  await expect(timer.getByText("Arriving and Settling")).toBeVisible();
  await expect(timer.getByText(/^(Time remaining in this session: )?(5:00|4:5\d)$/)).toBeVisible();
  await expect(page.getByText("Session 1 of 6: Arriving and Settling, 5 minutes.")).toBeAttached();
  // Focus moved to the next control.
  await expect(page.getByRole("button", { name: "Pause" })).toBeFocused();

  await page.getByRole("button", { name: "Pause" }).click();
  await expect(timer.getByText("Session 1 of 6 · Paused")).toBeVisible();
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();

  await page.getByRole("button", { name: "Skip" }).click();
  await expect(timer.getByText("Session 2 of 6")).toBeVisible();
  await expect(timer.getByText("Guided Mental Exercise")).toBeVisible();
  await expect(page.getByText("Session 2 of 6: Guided Mental Exercise, 10 minutes.")).toBeAttached();

  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByRole("button", { name: "Start today's practice" })).toBeVisible();
});

for (const path of ["/programs", "/howtotab"]) {
  for (const width of [375, 1280]) {
    test(`${path} fits ${width} px without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
