import { expect, test, type Page, type Request } from "@playwright/test";
import { DEMO_PASSWORD, demo } from "./support/auth";
import { firstLink, waitForMail } from "./support/mail";
import { screenshotsIn } from "./support/shots";

const shots = screenshotsIn("test-results/forms");

/*
 * The reset-password form posts to a server action (features/accounts/server/actions.ts), so it
 * works before the page's JavaScript has loaded, or without it; with JavaScript it validates in
 * the browser and calls the API. The sign-in, sign-up, forgot-password, contact and donation pages
 * have no framework JavaScript at all: their plain forms post to the page itself, which shows the
 * answer in place (lib/static-site/form-page.ts), with JavaScript or without. None ever puts a
 * password in a URL (a form without `method` is a GET: /login?email=…&password=…).
 */

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Every request the page makes, to check where passwords travel. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

function expectNoSecretInUrls(page: Page, requests: Request[], ...secrets: string[]) {
  for (const url of [page.url(), ...requests.map((r) => r.url())]) {
    for (const secret of secrets) expect(url, `a URL holds a password: ${url}`).not.toContain(encodeURIComponent(secret));
    expect(url).not.toMatch(/[?&](password|confirmPassword)=/);
  }
}

/** The document POSTs the browser made itself (a form submitted without JavaScript). */
const formPosts = (requests: Request[]) => requests.filter((r) => r.method() === "POST" && r.resourceType() === "document");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in posts and lands on the role's home; a wrong password says so and keeps the e-mail", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/login");
    await page.getByLabel("Email", { exact: false }).first().fill(demo.student);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Email", { exact: false }).first()).toHaveValue(demo.student);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Student Dashboard" })).toBeVisible();

    expect(formPosts(requests).map((r) => new URL(r.url()).pathname)).toEqual(["/login", "/login"]);
    expectNoSecretInUrls(page, requests, DEMO_PASSWORD, "not-the-password");
  });

  test("sign-in follows a safe callbackUrl, and shows the schema's messages for empty fields", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Fadmin%3Ftab%3Dapproval-requests");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByLabel("Email", { exact: false }).first().fill(demo.admin);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\?tab=approval-requests$/);
  });

  test("student registration posts, shows the schema's messages, then creates the pending account", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/signup/student");
    await page.getByRole("button", { name: /Create Account/ }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();

    const email = `nojs-${unique()}@example.org`;
    await page
      .getByLabel(/^(Full )?Name/)
      .first()
      .fill("Nora Nojs");
    await page.getByLabel(/^Email/).fill(email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill("a-good-password");
    await page.getByLabel(/^Confirm Password/i).fill("a-different-one");
    await page.getByRole("button", { name: /Create Account/ }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    // What was entered comes back, the passwords do not.
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
    await expect(page.getByLabel(/^Password/).first()).toHaveValue("");

    await page
      .getByLabel(/^Password/)
      .first()
      .fill("a-good-password");
    await page.getByLabel(/^Confirm Password/i).fill("a-good-password");
    await page.getByLabel(/I have read the privacy policy/).check();
    await page.getByRole("button", { name: /Create Account/ }).click();
    // Signed in and on the approval-pending screen, as an instructor or a school is.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Approval Pending" })).toBeVisible();
    expectNoSecretInUrls(page, requests, "a-good-password", "a-different-one");

    // The account exists and is pending (pending accounts may sign in), seen from a fresh client.
    await page.context().clearCookies();
    const login = await page.request.post("/api/v1/user/login", { data: { email, password: "a-good-password" } });
    expect(login.status()).toBe(200);
    expect(((await login.json()) as { data: { user: { status: string } } }).data.user.status).toBe("pending");
  });

  test("forgot-password shows its answer, and the mailed link resets the password", async ({ page }) => {
    const email = `nojs-reset-${unique()}@example.org`;
    const created = await page.request.post("/api/v1/user/register", {
      data: { name: "Rita Nojs", email, password: "old-password-1", confirmPassword: "old-password-1", role: "user" },
    });
    expect(created.status()).toBe(201);
    const requests = recordRequests(page);

    const before = new Date();
    await page.goto("/forgot-password");
    await page.getByLabel(/Email/).fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("If your email exists, a reset link has been sent.")).toBeVisible();

    const mail = await waitForMail(email, /Reset your password/, before);
    const link = new URL(firstLink(mail, /\/reset-password\//));
    await page.goto(link.pathname);
    await page.getByLabel(/^New Password/i).fill("new-password-2");
    await page.getByLabel(/^Confirm/i).fill("another-one-3");
    await page.getByRole("button", { name: /Reset Password/ }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel(/^New Password/i).fill("new-password-2");
    await page.getByLabel(/^Confirm/i).fill("new-password-2");
    await page.getByRole("button", { name: /Reset Password/ }).click();
    await expect(page.getByText("Password reset successful! Redirecting to login...")).toBeVisible();
    // A meta refresh, since no script runs.
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

    expect(formPosts(requests).map((r) => new URL(r.url()).pathname)).toEqual(["/forgot-password", link.pathname, link.pathname]);
    expectNoSecretInUrls(page, requests, "new-password-2", "another-one-3");

    const oldLogin = await page.request.post("/api/v1/user/login", { data: { email, password: "old-password-1" } });
    expect(oldLogin.status()).toBe(401);
    await page.getByLabel("Email", { exact: false }).first().fill(email);
    await page.getByLabel("Password", { exact: true }).fill("new-password-2");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the contact form posts to its page: the messages in place with what was entered, then the thanks", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Nora Nojs");
    await page.getByLabel("Your e-mail address").fill("nora-at-example.org");
    await page.getByLabel("Your message").fill("Hello!");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Nora Nojs");
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByLabel("Your e-mail address").fill("nora@example.org");
    await page.getByLabel("Your message").fill("Is there a session for parents next month?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    expect(formPosts(requests).map((r) => new URL(r.url()).pathname)).toEqual(["/contact", "/contact"]);
  });
});

test.describe("with JavaScript", () => {
  test("the sign-in is posted by the browser: a refusal shows on the page, focused, then it lands on the home", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: false }).first()).toBeFocused();

    await page.getByLabel("Email", { exact: false }).first().fill(demo.student);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: false }).first()).toHaveValue(demo.student);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page).toHaveURL(/\/login$/);
    await shots(page, "login-wrong-password");

    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(formPosts(requests).map((r) => new URL(r.url()).pathname)).toEqual(["/login", "/login", "/login"]);
    expectNoSecretInUrls(page, requests, DEMO_PASSWORD, "not-the-password");
  });

  test("the sign-up page's own script: the password's Show button, and the post answered in place, focused", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/signup/student");
    const password = page.getByLabel(/^Password/).first();
    await password.fill("a-good-password");
    const show = page.getByRole("button", { name: "Show password" }).first();
    await show.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(show).toHaveAttribute("aria-pressed", "true");
    await expect(show).toHaveAttribute("title", "Hide password");
    await show.click();
    await expect(password).toHaveAttribute("type", "password");

    // The page answers in place: the first field in error takes focus; a password never comes back.
    await page.getByRole("button", { name: /Create Account/ }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByLabel(/^(Full )?Name/).first()).toBeFocused();
    await expect(password).toHaveValue("");
    await expect(page).toHaveURL(/\/signup\/student$/);

    const email = `js-${unique()}@example.org`;
    await page
      .getByLabel(/^(Full )?Name/)
      .first()
      .fill("Nora Js");
    await page.getByLabel(/^Email/).fill(email);
    await password.fill("a-good-password");
    await page.getByLabel(/^Confirm Password/i).fill("a-good-password");
    await page.getByLabel(/I have read the privacy policy/).check();
    await page.getByRole("button", { name: /Create Account/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Approval Pending" })).toBeVisible();
    expect(formPosts(requests).map((r) => new URL(r.url()).pathname)).toEqual(["/signup/student", "/signup/student"]);
    expectNoSecretInUrls(page, requests, "a-good-password");
  });

  test("forgot-password and contact are posted by the browser and answered in place", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/forgot-password");
    await page.getByLabel(/Email/).fill(`js-${unique()}@example.org`);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("If your email exists, a reset link has been sent.")).toBeVisible();

    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Nora Js");
    await page.getByLabel("Your e-mail address").fill("nora-at-example.org");
    await page.getByLabel("Your message").fill("Is there a session for parents next month?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Your e-mail address")).toBeFocused();
    await expect(page.getByText("42 of 5,000 used.")).toBeVisible();
    await shots(page, "contact-field-error");
    await page.getByLabel("Your e-mail address").fill("nora@example.org");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    expect(formPosts(requests).map((r) => new URL(r.url()).pathname)).toEqual(["/forgot-password", "/contact", "/contact"]);
  });
});
