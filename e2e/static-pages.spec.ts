import { expect, test, type Page } from "@playwright/test";

const FOUNDATION = "hello@mindfulminds.example";

async function expectBreadcrumb(page: Page, name: string, path: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const crumbs = blocks
    .map((b) => JSON.parse(b) as { "@type": string; itemListElement?: { name: string; item: string }[] })
    .find((d) => d["@type"] === "BreadcrumbList");
  expect(crumbs?.itemListElement?.map((i) => i.name)).toEqual(["Home", name]);
  expect(crumbs?.itemListElement?.[1]?.item).toMatch(new RegExp(`${path}$`));
}

async function expectJoinUs(page: Page) {
  await expect(page.getByRole("heading", { name: "Join Us in Our Mission" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Make a Donation" })).toHaveAttribute("href", "/donations");
  await expect(page.getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute("href", "/contact");
}

test("/about tells our story and mission and links to the programs", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle(/About Us/);
  await expect(page.getByRole("heading", { level: 1, name: "Growing Stronger Minds, Kinder Hearts" })).toBeVisible();
  for (const heading of ["Our Story", "Our Mission", "What We Do", "Our Values"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Empowering Minds, Enriching Lives").first()).toBeVisible();
  for (const area of ["Schools", "Workplaces", "Individuals", "Communities"]) {
    await expect(page.getByRole("heading", { level: 3, name: area, exact: true })).toBeVisible();
  }
  const programs = page.getByRole("link", { name: "Explore our programs" });
  await expect(programs).toHaveAttribute("href", "/programs");
  await expectJoinUs(page);
  await expectBreadcrumb(page, "About Us", "/about");
  await programs.click();
  await expect(page).toHaveURL(/\/programs$/);
});

test("/library is the careers page, asking instructors to e-mail a resume", async ({ page }) => {
  await page.goto("/library");
  await expect(page).toHaveTitle(/Careers/);
  await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
  await expect(page.getByText(/mindfulness and yoga instructors/i).first()).toBeVisible();
  for (const heading of ["What the role involves", "Who we are looking for", "How to apply"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  const apply = page.getByRole("link", { name: "E-mail your resume" });
  await expect(apply).toHaveAttribute("href", `mailto:${FOUNDATION}?subject=Instructor%20application`);
  await expect(page.getByRole("main").getByRole("link", { name: FOUNDATION })).toHaveAttribute(
    "href",
    /^mailto:hello@mindfulminds\.example/,
  );
  await expectJoinUs(page);
  await expectBreadcrumb(page, "Careers", "/library");
});

test("/privacy is a real policy, reached from the footer", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page).toHaveTitle(/Privacy Policy/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText(/Last updated:/)).toBeVisible();
  for (const heading of ["What we store and why", "Cookies", "Who can see what", "How long we keep it", "Your rights"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  for (const term of ["Your account", "Your password", "Donations", "Viewing progress", "Uploads", "Contact messages"]) {
    await expect(page.getByRole("heading", { level: 3, name: term, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/we never see or store your card number/i).first()).toBeVisible();
  await expect(page.getByText(/no advertising, analytics or tracking cookies/i)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: FOUNDATION }).first()).toHaveAttribute("href", `mailto:${FOUNDATION}`);

  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Your rights" }).click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expectJoinUs(page);
  await expectBreadcrumb(page, "Privacy Policy", "/privacy");
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const path of ["/about", "/library", "/contact", "/privacy"]) {
    test(`${path} fits the screen without scrolling sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
