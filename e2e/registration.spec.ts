import { expect, test, type Page } from "@playwright/test";
import { demo, loginAndLand } from "./support/auth";
import { screenshotsIn } from "./support/shots";

const shots = screenshotsIn("test-results/forms");

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function fillCommon(page: Page, name: string, email: string, password = "a-good-password", confirm = password) {
  await page
    .getByLabel(/^(Full )?Name/)
    .first()
    .fill(name);
  await page.getByLabel(/^Email/).fill(email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await page.getByLabel(/^Confirm Password/i).fill(confirm);
  // Kept ticked by a refused post (it comes back with what was entered).
  await page.getByLabel(/I have read the privacy policy/).check();
}

/** The password and its confirmation typed again (a refused post never sends them back). */
async function retypePasswords(page: Page, password = "a-good-password") {
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await page.getByLabel(/^Confirm Password/i).fill(password);
}

/** Every account type lands on the same screen after signing up: what happens next, the usual wait, what to use meanwhile. */
async function expectPendingScreen(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { name: "Approval Pending" })).toBeVisible();
  await expect(page.getByText("Your request is under review. You will be notified once approved.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByTestId("approval-usual-wait")).toHaveText(
    /usually approved within|have not decided on any account in the last 30 days/,
  );
  await expect(page.getByRole("link", { name: /Daily practice/ })).toHaveAttribute("href", "/howtotab");
  await expect(page.getByRole("link", { name: /Public videos/ })).toHaveAttribute("href", "/videos");
}

test("the sign-up chooser offers the three account types", async ({ page }) => {
  await page.goto("/signup");
  await expect(page.getByRole("link", { name: /General Account/ })).toHaveAttribute("href", "/signup/student");
  await expect(page.getByRole("link", { name: /Instructor Account/ })).toHaveAttribute("href", "/signup/instructor");
  await expect(page.getByRole("link", { name: /School Account/ })).toHaveAttribute("href", "/signup/school");
  await expect(page.getByRole("link", { name: "Login here" })).toHaveAttribute("href", "/login");
});

test("student registration validates, then succeeds and lands on the approval-pending screen", async ({ page }) => {
  await page.goto("/signup/student");
  await page.getByRole("button", { name: /Create Account/ }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();

  const email = `student-${unique()}@example.org`;
  await fillCommon(page, "Nina Student", email, "a-good-password", "a-different-one");
  // The schools come from the API (the form's inline script); the choice survives a refused post.
  await page.getByLabel(/School/).selectOption({ label: "Riverside Primary School" });
  await page.getByRole("button", { name: /Create Account/ }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel(/School/).locator("option:checked")).toHaveText("Riverside Primary School");
  await shots(page, "signup-student-refused");
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);

  await page
    .getByLabel(/^Password/)
    .first()
    .fill("short");
  await page.getByLabel(/^Confirm Password/i).fill("short");
  await page.getByRole("button", { name: /Create Account/ }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  await page
    .getByLabel(/^Password/)
    .first()
    .fill("a-good-password");
  await page.getByLabel(/^Confirm Password/i).fill("a-good-password");
  await page.getByRole("button", { name: /Create Account/ }).click();
  // The same next step as an instructor's and a school's: signed in, on the approval-pending screen.
  await expectPendingScreen(page, /\/dashboard$/);
  await shots(page, "signup-student-pending");

  // The same e-mail cannot register twice.
  await page.context().clearCookies();
  await page.goto("/signup/student");
  await fillCommon(page, "Nina Again", email.toUpperCase());
  await page.getByRole("button", { name: /Create Account/ }).click();
  await expect(page.getByText("An account with this email already exists").first()).toBeVisible();
});

test("instructor registration requires a bio, then lands on the approval-pending screen", async ({ page }) => {
  await page.goto("/signup/instructor");
  const email = `instructor-${unique()}@example.org`;
  await fillCommon(page, "Ivan Instructor", email);
  await page.getByLabel(/Years of Experience/i).fill("-1");
  await page.getByRole("button", { name: /Create Account/ }).click();
  await expect(page.getByText("Bio is required")).toBeVisible();
  await expect(page.getByText("Years of experience must be 0 or more")).toBeVisible();

  // A refused post never sends the passwords back: they are typed again.
  await retypePasswords(page);
  await page.getByLabel(/Years of Experience/i).fill("6");
  await page.getByLabel(/^Bio/).fill("I teach breathing and attention practices to teenagers.");
  await page.getByLabel(/Subject Expertise/i).selectOption("music");
  await page.getByRole("button", { name: /Create Account/ }).click();
  await expectPendingScreen(page, /\/instructor$/);
  await shots(page, "signup-instructor-pending");
});

test("school registration requires phone, address, a URL website and at least one student", async ({ page }) => {
  await page.goto("/signup/school");
  const email = `school-${unique()}@example.org`;
  await fillCommon(page, "Lakeside School", email);
  await page.getByLabel(/Website/i).fill("not a url");
  await page.getByLabel(/Number of Students/i).fill("0");
  await page.getByRole("button", { name: /Create Account/ }).click();
  await expect(page.getByText("Phone is required")).toBeVisible();
  await expect(page.getByText("Address is required")).toBeVisible();
  await expect(page.getByText("Website must be a valid URL")).toBeVisible();
  await expect(page.getByText("Number of students must be at least 1")).toBeVisible();

  await retypePasswords(page);
  await page.getByLabel(/^Phone/).fill("+1 555 0199");
  await page.getByLabel(/^Address/).fill("1 Lake Road, Springfield");
  await page.getByLabel(/Website/i).fill("https://lakeside.example.org");
  await page.getByLabel(/Number of Students/i).fill("320");
  await page.getByLabel(/School Type/i).selectOption("high");
  await page.getByRole("button", { name: /Create Account/ }).click();
  await expectPendingScreen(page, /\/school$/);
  await shots(page, "signup-school-pending");
});

test("the links to the sign-up chooser load it as a page, with no framework payload fetched first", async ({ page }) => {
  const payloads: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"] !== undefined && new URL(request.url()).pathname === "/signup") payloads.push(request.url());
  });
  await page.goto("/login");
  await page.getByRole("link", { name: "Create one now" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.goto("/signup/student");
  await page.getByRole("link", { name: "Back to account types" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  expect(payloads, "RSC fetches of /signup").toEqual([]);
});

// Instructors and schools still wait with the setting on: features/accounts/server/account-settings.test.ts
// (every sign-up here spends the one shared registration budget of the e2e server).
test("a superadmin approves general accounts automatically: a new student lands on their dashboard", async ({ page, browser }) => {
  const setting = () => page.getByRole("checkbox", { name: "Approve general accounts automatically" });
  const save = async (on: boolean) => {
    await setting().setChecked(on);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Account settings saved").first()).toBeVisible();
    await expect(setting()).toBeChecked({ checked: on });
  };
  await loginAndLand(page, demo.superadmin, "/superadmin");
  await page.goto("/superadmin?tab=approval-requests");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await expect(setting(), "off by default").not.toBeChecked();
  await save(true);
  await shots(page, "account-settings-on", {
    element: page.locator("section", { has: page.getByRole("heading", { name: "Account Settings" }) }),
  });

  try {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/signup/student");
    await fillCommon(visitor, "Alma Auto", `auto-${unique()}@example.org`);
    await visitor.getByRole("button", { name: /Create Account/ }).click();
    await expect(visitor).toHaveURL(/\/dashboard$/);
    await expect(visitor.getByRole("heading", { name: "Student Dashboard" })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: "Approval Pending" })).toHaveCount(0);
    await visitor.context().close();
  } finally {
    await page.goto("/superadmin?tab=approval-requests");
    await save(false);
  }
});
