import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { waitForMail } from "./support/mail";
import { screenshotsIn } from "./support/shots";

const shots = screenshotsIn("test-results/forms");

const FOUNDATION = "hello@mindfulminds.example";
const THANKS = "Thank you for your message. We will reply soon.";
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Subjects of every mail the server has written to its outbox so far. */
async function outboxSubjects(): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? ".data/e2e", "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json"));
  return Promise.all(files.map(async (f) => (JSON.parse(await readFile(path.join(dir, f), "utf8")) as { subject: string }).subject));
}

test("the contact page shows the address and a form that validates, sends and thanks", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.getByRole("link", { name: FOUNDATION }).first()).toHaveAttribute("href", `mailto:${FOUNDATION}`);

  // Empty: every field says what it needs, and nothing is sent.
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");

  // A bad address and a message that is too short.
  const name = `Nora Visitor ${unique()}`;
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Your e-mail address").fill("nora-at-example.org");
  await page.getByLabel("Your message").fill("Hello!");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(page.getByText("Name is required")).toBeHidden();
  await shots(page, "contact-refused");

  // Valid: the form gives way to the thank-you message, and the foundation receives the mail.
  const sentAfter = new Date();
  await page.getByLabel("Your e-mail address").fill("Nora@Example.org");
  await page.getByLabel("Your message").fill("Could you run a morning session at our school?\nWe are a class of 28 <year 4> pupils.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  await expect(page.getByText(THANKS).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Send message" })).toHaveCount(0);
  await shots(page, "contact-sent");

  const mail = await waitForMail(FOUNDATION, new RegExp(`message from ${name}`), sentAfter);
  expect(mail.text).toContain(`Name: ${name}`);
  expect(mail.text).toContain("Email: nora@example.org");
  expect(mail.text).toContain("We are a class of 28 <year 4> pupils.");
  expect(mail.html).toContain("28 &lt;year 4&gt; pupils");

  // The form can be used again.
  await page.getByRole("link", { name: "Send another message" }).click();
  await expect(page.getByLabel("Your name")).toHaveValue("");
});

test("the honeypot is hidden from people and keyboards", async ({ page }) => {
  await page.goto("/contact");
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(trap).toHaveAttribute("autocomplete", "off");
  await expect(page.getByLabel("Leave this field empty")).toHaveCount(1);
  expect(await trap.evaluate((el) => el.closest("[aria-hidden='true']") !== null)).toBe(true);
  const box = await trap.boundingBox();
  expect(box === null || box.x + box.width <= 0 || box.width <= 1).toBe(true);
});

test("a filled honeypot is answered like a success, but no mail is sent", async ({ page }) => {
  const name = `Spam Bot ${unique()}`;
  const res = await page.request.post("/api/v1/contact", {
    data: { name, email: "bot@example.org", message: "Cheap watches, great prices, click here now!", website: "https://spam.example" },
  });
  expect(res.status()).toBe(201);
  expect(await res.json()).toEqual({ message: THANKS });
  // Mail goes out after the request (the outbox): send a real message after it and wait for that
  // one's mail; by then the bot's would have been delivered too, had it been queued.
  const control = `Real Visitor ${unique()}`;
  const sentAfter = new Date();
  const real = await page.request.post("/api/v1/contact", {
    data: { name: control, email: "real@example.org", message: "A real question about morning sessions." },
  });
  expect(real.status()).toBe(201);
  await waitForMail(FOUNDATION, new RegExp(`message from ${control}`), sentAfter);
  expect((await outboxSubjects()).filter((s) => s.includes(name))).toEqual([]);
});

test("the API refuses invalid input with the field message", async ({ page }) => {
  const res = await page.request.post("/api/v1/contact", { data: { name: "Nora", email: "nora@example.org", message: "Hi" } });
  expect(res.status()).toBe(422);
  expect(await res.json()).toEqual({
    message: "Message must be at least 10 characters",
    errors: { message: "Message must be at least 10 characters" },
    requestId: res.headers()["x-request-id"],
  });
});

test("the button reads Sending... while the message is on its way, and a second submit is ignored", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Your name").fill("Nora Visitor");
  await page.getByLabel("Your e-mail address").fill("nora@example.org");
  await page.getByLabel("Your message").fill("Do you offer sessions for community groups?");
  // The browser's own post is held back here (listening after the forms' script): each submit
  // records whether the script let it through.
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { seen: boolean[] }).seen = seen;
    document.addEventListener("submit", (event) => {
      seen.push(!event.defaultPrevented);
      event.preventDefault();
    });
  });
  await page.getByRole("button", { name: "Send message" }).click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toHaveAttribute("aria-disabled", "true");
  // Enter in a field submits the form again (the button only says it is busy): ignored.
  await page.getByLabel("Your name").press("Enter");
  expect(await page.evaluate(() => (window as unknown as { seen: boolean[] }).seen)).toEqual([true, false]);
});
