import { expect, test, type Page } from "@playwright/test";

const chakraButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Choose a chakra" }).getByRole("button", { name: new RegExp(`^${name}\\b`) });
const techniqueButtons = (page: Page) => page.getByRole("group", { name: "Choose a breathing technique" }).getByRole("button");

test("choosing a chakra shows all its fields and filters the techniques; Show all restores nine", async ({ page }) => {
  await page.goto("/science");
  await expect(page.getByRole("heading", { level: 1, name: "The Science of Calm" })).toBeVisible();
  await expect(techniqueButtons(page)).toHaveCount(9);
  await expect(page.getByText("Showing all 9 techniques.")).toBeVisible();

  const heart = chakraButton(page, "Heart");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  const details = page.getByTestId("chakra-details");
  await expect(details.getByRole("heading", { name: "Heart Chakra" })).toBeVisible();
  for (const text of ["Anahata", "Unstruck, or unhurt", "At the centre of the chest", "Air", "YAM"]) {
    await expect(details.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(details.getByText(/^Green \(#3f9a5b\)$/)).toBeVisible();
  for (const heading of ["Body parts", "Balancing tips", "Balanced emotions", "Imbalanced emotions", "Practices"]) {
    await expect(details.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(details.getByText("Loving-kindness meditation", { exact: true })).toBeVisible();
  await expect(details.getByText("Compassion", { exact: true })).toBeVisible();
  await expect(details.getByText("Loneliness", { exact: true })).toBeVisible();

  // Heart: 4-7-8, ocean breath and coherent breathing.
  await expect(techniqueButtons(page)).toHaveCount(3);
  await expect(page.getByText(/Showing 3 of 9 techniques for the Heart chakra/)).toBeVisible();
  await expect(techniqueButtons(page).filter({ hasText: "Coherent Breathing" })).toBeVisible();
  await expect(techniqueButtons(page).filter({ hasText: "Box Breathing" })).toHaveCount(0);

  // Another chakra, chosen with the keyboard.
  const root = chakraButton(page, "Root");
  await root.focus();
  await page.keyboard.press("Enter");
  await expect(root).toHaveAttribute("aria-pressed", "true");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(details.getByRole("heading", { name: "Root Chakra" })).toBeVisible();
  await expect(details.getByText("Muladhara", { exact: true }).first()).toBeVisible();
  await expect(techniqueButtons(page)).toHaveCount(2);

  await page.getByRole("button", { name: "Show all techniques" }).click();
  await expect(techniqueButtons(page)).toHaveCount(9);
  await expect(page.getByText("Showing all 9 techniques.")).toBeVisible();
  // The chakra stays chosen, and its filter can be applied again.
  await expect(details.getByRole("heading", { name: "Root Chakra" })).toBeVisible();
  await page.getByRole("button", { name: /Only the Root chakra/ }).click();
  await expect(techniqueButtons(page)).toHaveCount(2);
});

test("choosing a technique shows all its fields", async ({ page }) => {
  await page.goto("/science");
  const bee = techniqueButtons(page).filter({ hasText: "Bee Breath" });
  await bee.click();
  await expect(bee).toHaveAttribute("aria-pressed", "true");
  const details = page.getByTestId("technique-details");
  await expect(details.getByRole("heading", { name: "Bee Breath" })).toBeVisible();
  await expect(details.getByText("Also known as: Bhramari")).toBeVisible();
  await expect(details.getByText("3 minutes")).toBeVisible();
  await expect(details.getByText("Beginner")).toBeVisible();
  await expect(details.getByText("In 4 · Hold 0 · Out 8 · Hold 0")).toBeVisible();
  for (const heading of ["Associated chakras", "Benefits", "Steps", "Guided breathing"]) {
    await expect(details.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(details.getByText("Throat", { exact: true })).toBeVisible();
  await expect(details.getByText("Third Eye", { exact: true })).toBeVisible();

  // Keyboard: Space on another technique.
  const box = techniqueButtons(page).filter({ hasText: "Box Breathing" });
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toHaveAttribute("aria-pressed", "true");
  await expect(details.getByRole("heading", { name: "Box Breathing" })).toBeVisible();
});

test("the breathing animation follows the pattern, and stops", async ({ page }) => {
  await page.goto("/science");
  const details = page.getByTestId("technique-details");
  await expect(details.getByRole("heading", { name: "Box Breathing" })).toBeVisible();
  const circle = page.getByTestId("breathing-circle");
  await expect(circle).toHaveAttribute("data-phase", "idle");

  await details.getByRole("button", { name: /^Start/ }).click();
  await expect(details.getByText("Breathe in", { exact: true })).toBeVisible();
  await expect(circle).toHaveAttribute("data-phase", "inhale");
  await expect(circle).toHaveAttribute("style", /scale\(1\)/);
  await expect(circle).toHaveAttribute("style", /transition-duration: 4s/);
  // After four seconds: hold.
  await expect(details.getByText("Hold", { exact: true })).toBeVisible({ timeout: 7_000 });
  await expect(circle).toHaveAttribute("data-phase", "holdIn");

  await details.getByRole("button", { name: /^Stop/ }).click();
  await expect(details.getByText("Ready when you are")).toBeVisible();
  await expect(circle).toHaveAttribute("data-phase", "idle");
  await expect(details.getByRole("button", { name: /^Start/ })).toBeEnabled();
  await expect(details.getByRole("button", { name: /^Stop/ })).toBeDisabled();
});

test("with reduced motion the guide shows text cues only", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/science");
  const details = page.getByTestId("technique-details");
  await expect(page.getByTestId("breathing-cues")).toBeVisible();
  await expect(page.getByTestId("breathing-circle")).toHaveCount(0);

  await details.getByRole("button", { name: /^Start/ }).click();
  await expect(page.getByTestId("breathing-cues").getByText("Breathe in", { exact: true })).toBeVisible();
  await expect(page.getByTestId("breathing-cues").getByText("Hold", { exact: true })).toBeVisible({ timeout: 7_000 });
  await details.getByRole("button", { name: /^Stop/ }).click();
  await expect(page.getByTestId("breathing-cues").getByText("Ready when you are")).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the science page fits ${width} px without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/science");
    await chakraButton(page, "Solar Plexus").click();
    await expect(page.getByTestId("chakra-details").getByRole("heading", { name: "Solar Plexus Chakra" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
