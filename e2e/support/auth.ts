import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password";
export const demo = {
  superadmin: "superadmin@demo.test",
  admin: "admin@demo.test",
  instructor: "instructor@demo.test",
  school: "school@demo.test",
  student: "student@demo.test",
} as const;

/** Signs in through the real login form. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, from = "/login"): Promise<void> {
  await page.goto(from);
  await page.getByLabel("Email", { exact: false }).first().fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function loginAndLand(page: Page, email: string, home: string, password = DEMO_PASSWORD): Promise<void> {
  await login(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${home}(\\?|$)`));
  await hydrated(page);
}

/**
 * The page can be used: a page without the framework's JavaScript once it is parsed, an App Router
 * page once React has hydrated it (its fiber on <body>). The sign-in is a full page load of the
 * home (pages/login.tsx), and a click on a React control before hydration does nothing.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.readyState === "loading") return false;
    if (!document.querySelector('script[src*="/_next/"]')) return true;
    return Object.keys(document.body).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * Opens Confirm Logout: from the account menu in a dashboard, from the header's Logout button
 * on the public site.
 */
export async function openLogout(page: Page): Promise<void> {
  const menu = page.getByRole("button", { name: /^Account menu/ });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
  } else {
    await page.getByRole("button", { name: "Logout" }).first().click();
  }
}

/** Signs out through the Confirm Logout dialog. */
export async function logout(page: Page): Promise<void> {
  await openLogout(page);
  const dialog = page.getByRole("dialog", { name: "Confirm Logout" });
  await dialog.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
}
