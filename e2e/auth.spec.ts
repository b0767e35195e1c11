import { expect, test } from "@playwright/test";
import { demo, DEMO_PASSWORD, login, loginAndLand, logout, openLogout } from "./support/auth";
import { screenshotsIn } from "./support/shots";

const shots = screenshotsIn("test-results/auth");

const homes = [
  { email: demo.superadmin, home: "/superadmin", heading: "Super Admin Dashboard" },
  { email: demo.admin, home: "/admin", heading: "Admin Dashboard" },
  { email: demo.instructor, home: "/instructor", heading: "Instructor Dashboard" },
  { email: demo.school, home: "/school", heading: "School Dashboard" },
  { email: demo.student, home: "/dashboard", heading: "Student Dashboard" },
];

for (const { email, home, heading } of homes) {
  test(`${email} signs in and lands on ${home}`, async ({ page }) => {
    await loginAndLand(page, email, home);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  });
}

for (const path of ["/admin", "/superadmin", "/instructor", "/school", "/dashboard", "/invoices"]) {
  test(`a guest opening ${path} is sent to /auth`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth\\?callbackUrl=${encodeURIComponent(path).replace(/\//g, "%2F")}`));
    await expect(page.getByRole("heading", { name: /Welcome to/ })).toBeVisible();
  });
}

test("a signed-in user opening another role's dashboard goes to their own home", async ({ page }) => {
  await loginAndLand(page, demo.student, "/dashboard");
  for (const path of ["/admin", "/superadmin", "/instructor", "/school"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
});

test("after signing in a guest returns to where they were going, and a callbackUrl off the site is ignored", async ({ page, browser }) => {
  await page.goto("/admin?tab=approval-requests");
  await expect(page).toHaveURL(/\/auth\?callbackUrl=/);
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await page.getByLabel("Email", { exact: false }).first().fill(demo.admin);
  await page.getByLabel("Password", { exact: true }).fill("demo-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=approval-requests$/);

  // A browser with no session of its own (clearing this one's cookies races the refresh that
  // follows the sign-in, whose answer may set the cookie again).
  // `/..//evil.example` is `//evil.example` once its dot segments are resolved.
  for (const callbackUrl of ["https://evil.example/", "/..//evil.example", "/%2e%2e//evil.example"]) {
    const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const guest = await fresh.newPage();
    await login(guest, demo.admin, "demo-password", `/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    await expect(guest).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
    await fresh.close();
  }
});

test("the embedded site is one site at each loopback name: signing in at localhost works as at 127.0.0.1 (SITE_URL)", async ({
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL!.replace("//127.0.0.1:", "//localhost:");
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginAndLand(page, demo.admin, "/admin");
  expect(new URL(page.url()).host).toBe(new URL(baseURL).host);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await context.close();
});

test("a form posted from a page at another address is answered with the page that names the site's address, 403", async ({ page }) => {
  const site = test.info().project.use.baseURL!;
  // A page of another site whose form signs in on ours (a browser sends its Origin with the post).
  await page.route("http://other-site.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Other</title><form method="post" action="${site}/login">
        <input name="email" value="${demo.admin}"><input name="password" value="${DEMO_PASSWORD}"><button>Sign in</button></form></html>`,
    }),
  );
  await page.goto("http://other-site.test/");
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/login",
  );
  await page.getByRole("button", { name: "Sign in" }).click();
  expect((await answer).status()).toBe(403);
  await expect(page).toHaveURL(`${site}/login`);
  await expect(page.getByRole("heading", { name: "Open the site at its own address" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`this site takes forms only from its own pages at ${site}`);
  await expect(page.getByRole("link", { name: `Go to ${site}` })).toHaveAttribute("href", `${site}/`);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // Nobody was signed in.
  expect(await (await page.request.get("/api/auth/session")).json()).toBeNull();
  await shots(page, "wrong-address");
});

test("a wrong password says so and the button reads Signing in... while busy", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: false }).first().fill(demo.student);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  const button = page.getByRole("button", { name: /Sign in|Signing in/ });
  await button.click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("the logout dialog can be cancelled, and confirming signs out to /", async ({ page }) => {
  await loginAndLand(page, demo.instructor, "/instructor");
  await openLogout(page);
  const dialog = page.getByRole("dialog", { name: "Confirm Logout" });
  await expect(dialog.getByText("Are you sure you want to logout? You will need to sign in again to access your account.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/instructor/);
  await logout(page);
  await page.goto("/instructor");
  await expect(page).toHaveURL(/\/auth\?callbackUrl=/);
});

test("Logout in the public header signs out through Auth.js and lands on / as a guest", async ({ page }) => {
  await loginAndLand(page, demo.school, "/school");
  await page.goto("/programs");
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Logout" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Logout" });
  await dialog.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole("link", { name: "Login / Sign Up" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Logout" })).toBeHidden();
  expect(await (await page.request.get("/api/auth/session")).json()).toBeNull();
  await page.goto("/school");
  await expect(page).toHaveURL(/\/auth\?callbackUrl=/);
});

test("the navigation bar shows the display name linking to the role's home", async ({ page }) => {
  await loginAndLand(page, demo.school, "/school");
  await page.goto("/about");
  await expect(page.getByRole("link", { name: "Login / Sign Up" })).toHaveCount(0);
  await page.getByRole("navigation").getByRole("link", { name: "Riverside Primary School" }).click();
  await expect(page).toHaveURL(/\/school$/);
});

test("unknown pages redirect to the home page and unknown API paths answer JSON 404", async ({ page, request }) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveURL(/\/$/);
  const res = await request.get("/api/v1/no/such/route");
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ message: "Not found", requestId: expect.any(String) });
});
