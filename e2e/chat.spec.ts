import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { demo, hydrated, loginAndLand } from "./support/auth";
import { WCAG, settled } from "./support/shots";

/*
 * The chat widget (features/chat/README.md, "The widget"), two people in two browsers at once
 * through the production server's event stream: live delivery both ways, the typing indicator,
 * unread counts, the online marker going off, a second tab of the same person, a reconnection
 * after the network was cut, failures with Retry, the keyboard, the phone layout, refusals, and
 * the open widget photographed at 375 and 1280 px with axe (test-results/chat-widget/). The
 * first test reads the demo's unread messages; the later ones count from what they find.
 */

const SHOTS = path.resolve(process.env.SHOTS_DIR ?? "test-results/chat-widget");
const ADMIN = "Alex Admin";
const INSTRUCTOR = "Maya Instructor";
const SCHOOL = "Riverside Primary School";

type Person = { context: BrowserContext; page: Page };

async function signIn(browser: Browser, email: string, home: string, viewport = { width: 1280, height: 900 }): Promise<Person> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await loginAndLand(page, email, home);
  return { context, page };
}

const chatButton = (page: Page) => page.getByRole("button", { name: /^Chat/ });
const chatPanel = (page: Page) => page.getByRole("dialog", { name: "Chat" });
const contactIn = (page: Page, name: string) => chatPanel(page).getByRole("button", { name: new RegExp(`^${name}`) });
const threadWith = (page: Page, name: string) => chatPanel(page).getByRole("region", { name: `Messages with ${name}` });
const textBox = (page: Page, name: string) => chatPanel(page).getByLabel(`Message to ${name}`);

/** Opens the chat panel and the conversation with `name`; answers the thread. */
async function openConversation(page: Page, name: string): Promise<Locator> {
  if (!(await chatPanel(page).isVisible())) await chatButton(page).click();
  await contactIn(page, name).click();
  const thread = threadWith(page, name);
  await expect(thread).toBeVisible();
  await expect(thread.getByText("Loading messages…")).toHaveCount(0);
  return thread;
}

async function send(page: Page, to: string, text: string) {
  await textBox(page, to).fill(text);
  await textBox(page, to).press("Enter");
  await expect(threadWith(page, to).getByText(text, { exact: true })).toHaveCount(1);
}

/** Exactly one copy of the message in the thread. */
async function shownOnce(thread: Locator, text: string) {
  await expect(thread.getByText(text, { exact: true })).toHaveCount(1);
}

/**
 * Chat through the dashboards' chat button, two people at once (features/chat/README.md): the
 * demo admin opens the school's conversation with its two unread messages, the school's open
 * dashboard receives the admin's answer live (server-sent events through the production server,
 * nothing buffered), and the school's unread count comes and goes.
 */
test("the admin answers the school, whose dashboard receives it live", async ({ browser }) => {
  const adminContext = await browser.newContext();
  const schoolContext = await browser.newContext();
  try {
    const school = await schoolContext.newPage();
    await loginAndLand(school, demo.school, "/school");
    const schoolChat = school.getByRole("button", { name: /^Chat/ });
    await expect(schoolChat).toBeVisible();

    const admin = await adminContext.newPage();
    await loginAndLand(admin, demo.admin, "/admin");
    const chat = admin.getByRole("button", { name: /^Chat/ });
    await expect(chat).toHaveAccessibleName("Chat 2 unread messages");
    await chat.click();
    const panel = admin.getByRole("dialog", { name: "Chat" });
    await expect(panel.getByRole("heading", { name: "Chat with instructors and schools" })).toBeVisible();
    const contact = panel.getByRole("button", { name: /Riverside Primary School/ });
    await expect(contact).toContainText("online");
    await contact.click();
    const log = panel.getByRole("region", { name: "Messages with Riverside Primary School" });
    await expect(log).toContainText("We have 28 children in the class.");
    // Opening the conversation read it: the button's count goes.
    await expect(chat).toHaveAccessibleName("Chat");

    await panel.getByLabel("Message to Riverside Primary School").fill("Monday at 9 works.\nSee you then!");
    await panel.getByLabel("Message to Riverside Primary School").press("Enter");
    await expect(log).toContainText("See you then!");

    // The school: the count comes live, and the message is there on opening.
    await expect(schoolChat).toHaveAccessibleName("Chat 1 unread message");
    await schoolChat.click();
    const schoolPanel = school.getByRole("dialog", { name: "Chat" });
    await schoolPanel.getByRole("button", { name: /Alex Admin/ }).click();
    await expect(schoolPanel.getByRole("region", { name: "Messages with Alex Admin" })).toContainText("Monday at 9 works.");
    await expect(schoolChat).toHaveAccessibleName("Chat");
  } finally {
    await adminContext.close();
    await schoolContext.close();
  }
});

/**
 * Staff and one contact, both with the dashboard open: the contact is online for the admin, a
 * message each way arrives live and once, the typing indicator comes and goes after 3 seconds,
 * the unread count comes on the button and the contact's row and goes on reading, and the online
 * marker goes off when the contact's browser closes.
 */
async function chatBothWays(admin: Person, other: Person, otherName: string, otherHome: string) {
  const tag = `${otherHome.slice(1)}-${Date.now()}`;
  // The admin reads the conversation first (the demo's unread ones), then closes the panel.
  await openConversation(admin.page, otherName);
  await expect(contactIn(admin.page, otherName)).toContainText("online");
  await expect(contactIn(admin.page, otherName)).not.toContainText("unread");

  // Admin → contact, the contact's panel closed: the count on the button, then on the contact's row.
  await send(admin.page, otherName, `Hello from the admin ${tag}`);
  await expect(chatButton(other.page)).toHaveAccessibleName(/^Chat \d+ unread messages?$/);
  await chatButton(other.page).click();
  await expect(contactIn(other.page, ADMIN)).toContainText("unread");
  await expect(contactIn(other.page, ADMIN)).toContainText("online");
  await photograph(other.page, `contacts-unread-${otherHome.slice(1)}`);
  const otherThread = await openConversation(other.page, ADMIN);
  await shownOnce(otherThread, `Hello from the admin ${tag}`);
  await expect(chatButton(other.page)).toHaveAccessibleName("Chat");
  await expect(contactIn(other.page, ADMIN)).not.toContainText("unread");

  // Typing: shown to the other while the admin types, gone 3 seconds after the last signal.
  await textBox(admin.page, otherName).pressSequentially("Just a moment");
  const typing = chatPanel(other.page).getByText(`${ADMIN} is typing…`);
  await expect(typing).toBeVisible();
  await expect(typing).toBeHidden({ timeout: 6_000 });
  await textBox(admin.page, otherName).fill("");

  // Contact → admin, live into the admin's open conversation (read at once: no count).
  await send(other.page, ADMIN, `Thanks, admin! ${tag}`);
  const adminThread = threadWith(admin.page, otherName);
  await shownOnce(adminThread, `Thanks, admin! ${tag}`);
  await expect(contactIn(admin.page, otherName)).not.toContainText("unread");
  // And back again, live.
  await send(admin.page, otherName, `Noted ${tag}`);
  await shownOnce(otherThread, `Noted ${tag}`);

  // The contact leaves: the admin's marker goes off.
  await other.context.close();
  await expect(contactIn(admin.page, otherName)).toContainText("offline", { timeout: 20_000 });
  await expect(chatPanel(admin.page).getByRole("region", { name: `Conversation with ${otherName}` })).toContainText("offline");
}

test.describe("two people at once", () => {
  test("the admin and the instructor: live both ways, typing, unread counts, a second tab, a reconnection, going offline", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await signIn(browser, demo.admin, "/admin");
    const instructor = await signIn(browser, demo.instructor, "/instructor");
    try {
      // A second tab of the instructor receives what the admin writes, and what the first tab writes.
      const secondTab = await instructor.context.newPage();
      await secondTab.goto("/instructor");
      await hydrated(secondTab);
      const tabThread = await openConversation(secondTab, ADMIN);
      const adminThread = await openConversation(admin.page, INSTRUCTOR);
      const firstThread = await openConversation(instructor.page, ADMIN);
      const stamp = Date.now();
      await send(admin.page, INSTRUCTOR, `For both tabs ${stamp}`);
      await shownOnce(firstThread, `For both tabs ${stamp}`);
      await shownOnce(tabThread, `For both tabs ${stamp}`);
      await send(instructor.page, ADMIN, `From my first tab ${stamp}`);
      await shownOnce(tabThread, `From my first tab ${stamp}`);
      await shownOnce(adminThread, `From my first tab ${stamp}`);
      await secondTab.close();

      // The network cut: what was sent meanwhile comes once on reconnecting, and live delivery resumes.
      await instructor.context.setOffline(true);
      await send(admin.page, INSTRUCTOR, `While you were offline ${stamp}`);
      await instructor.page.waitForTimeout(1_500);
      await expect(firstThread.getByText(`While you were offline ${stamp}`, { exact: true }), "nothing arrives while offline").toHaveCount(
        0,
      );
      await instructor.context.setOffline(false);
      await shownOnce(firstThread, `While you were offline ${stamp}`);
      await send(admin.page, INSTRUCTOR, `Back online ${stamp}`);
      await shownOnce(firstThread, `Back online ${stamp}`);
      await shownOnce(firstThread, `While you were offline ${stamp}`);
      await shownOnce(firstThread, `For both tabs ${stamp}`);

      await chatButton(instructor.page).click(); // closes the panel
      await expect(chatPanel(instructor.page)).toHaveCount(0);
      await chatButton(admin.page).click();
      await chatBothWays(admin, instructor, INSTRUCTOR, "/instructor");
    } finally {
      await admin.context.close();
      await instructor.context.close();
    }
  });

  test("the admin and the school: live both ways, typing, unread counts, going offline", async ({ browser }) => {
    test.setTimeout(90_000);
    const admin = await signIn(browser, demo.admin, "/admin");
    const school = await signIn(browser, demo.school, "/school");
    try {
      await chatBothWays(admin, school, SCHOOL, "/school");
    } finally {
      await admin.context.close();
      await school.context.close();
    }
  });
});

test("a message that fails shows Not sent with Retry and the spec's toasts; Retry sends it once", async ({ page }) => {
  await loginAndLand(page, demo.admin, "/admin");
  const thread = await openConversation(page, SCHOOL);
  const text = `Retry me ${Date.now()}`;
  await page.route("**/api/v1/chat/send/**", (route) => route.fulfill({ status: 503, json: { message: "The server is busy." } }));
  await textBox(page, SCHOOL).fill(text);
  await chatPanel(page).getByRole("button", { name: "Send" }).click();
  await expect(thread).toContainText("Not sent.");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Failed to send message" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("The server is busy.");
  await photographBoth(page, "not-sent");
  // The panel got smaller: the newest message, the failed one, is still in view.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(thread.getByRole("button", { name: "Retry" })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.unroute("**/api/v1/chat/send/**");
  await thread.getByRole("button", { name: "Retry" }).click();
  await expect(thread.getByText(text, { exact: true })).toHaveCount(1);
  await expect(thread).not.toContainText("Not sent.");
  await expect(thread.locator("li").filter({ hasText: text })).toContainText("Sent");

  // An answer without the stored message: the spec's Invalid response format.
  await page.route("**/api/v1/chat/send/**", (route) => route.fulfill({ status: 200, json: { message: "Message sent" } }));
  await textBox(page, SCHOOL).fill(`Unusable answer ${Date.now()}`);
  await textBox(page, SCHOOL).press("Enter");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid response format" })).toBeVisible();
  await expect(thread).toContainText("Not sent.");
  await page.unroute("**/api/v1/chat/send/**");
});

test("by keyboard: the panel takes focus, Enter sends, Shift+Enter breaks the line, the counter near 2,000, Escape gives focus back", async ({
  page,
}) => {
  await loginAndLand(page, demo.admin, "/admin");
  const button = chatButton(page);
  await button.focus();
  await page.keyboard.press("Enter");
  const search = chatPanel(page).getByRole("searchbox", { name: "Search contacts" });
  await expect(search).toBeFocused();
  await search.fill("maya");
  await expect(contactIn(page, SCHOOL)).toHaveCount(0);
  await expect(contactIn(page, INSTRUCTOR)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(contactIn(page, INSTRUCTOR)).toBeFocused();
  await page.keyboard.press("Enter");
  const box = textBox(page, INSTRUCTOR);
  await expect(box).toBeFocused();

  const send = chatPanel(page).getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await page.keyboard.type("   ");
  await expect(send).toBeDisabled();
  const stamp = Date.now();
  await box.fill("");
  await page.keyboard.type(`First line ${stamp}`);
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("second line");
  await expect(box).toHaveValue(`First line ${stamp}\nsecond line`);
  await page.keyboard.press("Enter");
  const thread = threadWith(page, INSTRUCTOR);
  await expect(thread.getByText(`First line ${stamp}\nsecond line`)).toHaveCount(1);
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
  // Today's separator above it.
  await expect(thread.getByRole("heading", { name: "Today" })).toBeVisible();

  // The counter appears 200 characters before the limit; the box holds no more than 2,000.
  await box.fill("a".repeat(1799));
  await expect(chatPanel(page).getByText("/ 2,000")).toHaveCount(0);
  await box.fill("a".repeat(1850));
  await expect(chatPanel(page).getByText("1,850 / 2,000")).toBeVisible();
  await expect(box).toHaveAccessibleDescription(/1,850 \/ 2,000 characters/);
  await box.fill("");
  await box.pressSequentially("a".repeat(10));
  await box.fill("a".repeat(2000));
  await box.press("End");
  await page.keyboard.type("bcd");
  await expect(box).toHaveValue("a".repeat(2000));
  await expect(chatPanel(page).getByText("2,000 / 2,000")).toBeVisible();
  await box.fill("");

  await page.keyboard.press("Escape");
  await expect(chatPanel(page)).toHaveCount(0);
  await expect(button).toBeFocused();
});

test("new messages are announced politely to screen readers", async ({ browser }) => {
  const admin = await signIn(browser, demo.admin, "/admin");
  const school = await signIn(browser, demo.school, "/school");
  try {
    const live = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: /./ });
    const stamp = Date.now();
    await openConversation(admin.page, SCHOOL);
    // The school's panel is closed: who wrote.
    await send(admin.page, SCHOOL, `Announce me ${stamp}`);
    await expect(live(school.page)).toHaveText(`New message from ${ADMIN}`);
    // Open on the conversation: who and what.
    await openConversation(school.page, ADMIN);
    await send(admin.page, SCHOOL, `And me ${stamp}`);
    await expect(live(school.page)).toHaveText(`${ADMIN}: And me ${stamp}`);
  } finally {
    await admin.context.close();
    await school.context.close();
  }
});

test.describe("refused", () => {
  test("a student has no chat, and the chat API refuses them", async ({ page }) => {
    await loginAndLand(page, demo.student, "/dashboard");
    await expect(chatButton(page)).toHaveCount(0);
    const users = await page.request.get("/api/v1/chat/users");
    expect(users.status()).toBe(403);
    expect((await users.json()).message).toBe("Students are not part of chat.");
    const sent = await page.request.post(`/api/v1/chat/send/${crypto.randomUUID()}`, { data: { text: "Hello?" } });
    expect(sent.status()).toBe(403);
  });

  test("a guest: the chat API answers 401, the dashboards send them to sign in", async ({ page }) => {
    const users = await page.request.get("/api/v1/chat/users");
    expect(users.status()).toBe(401);
    const stream = await page.request.get("/api/v1/chat/stream");
    expect(stream.status()).toBe(401);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/(auth|login)\?callbackUrl=%2Fadmin$/);
  });

  test("signed out while the dashboard stays open: Access Denied with Go to Login", async ({ page, context }) => {
    await loginAndLand(page, demo.admin, "/admin");
    // Signed out: the session cookie gone (again after a moment: a request still on its way as
    // the page settles may bring the rolling session cookie back).
    await context.clearCookies();
    await page.waitForTimeout(1_000);
    await context.clearCookies();
    await expect.poll(async () => (await page.request.get("/api/v1/chat/users")).status()).toBe(401);
    await chatButton(page).click();
    const panel = chatPanel(page);
    await expect(panel.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await photographBoth(page, "access-denied");
    await panel.getByRole("link", { name: "Go to Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

/** The open widget photographed (the panel alone) and checked with axe, at the current width. */
async function photograph(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await settled(page);
  await chatPanel(page).screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  const { violations } = await new AxeBuilder({ page }).include('aside[aria-label="Dashboard tools"]').withTags(WCAG).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe on ${name} at ${width}`,
  ).toEqual([]);
}

/** The same at 375 and then 1280 px. */
async function photographBoth(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await photograph(page, name);
  }
}

test("at 375 px: the contacts as a sidebar, Back, Hide contacts and View Contacts; photographed at 375 and 1280 with axe", async ({
  browser,
}) => {
  const { context, page } = await signIn(browser, demo.admin, "/admin", { width: 375, height: 812 });
  try {
    await chatButton(page).click();
    const panel = chatPanel(page);
    const contacts = panel.getByRole("navigation", { name: "Contacts" });
    await expect(contacts).toBeVisible();
    await expect(panel.getByText("Select a user to start messaging")).toBeHidden();
    const box = await panel.boundingBox();
    expect(box?.width ?? 999, "the panel fits the phone's width").toBeLessThanOrEqual(375);
    await expect(contactIn(page, SCHOOL)).toBeVisible();
    await photograph(page, "contacts");

    // Search.
    await panel.getByRole("searchbox", { name: "Search contacts" }).fill("river");
    await expect(contactIn(page, INSTRUCTOR)).toHaveCount(0);
    await panel.getByRole("searchbox", { name: "Search contacts" }).fill("nobody at all");
    await expect(panel).toContainText("No contacts match “nobody at all”.");
    await panel.getByRole("searchbox", { name: "Search contacts" }).fill("");

    // Choosing someone: the conversation alone, with Back.
    await contactIn(page, SCHOOL).click();
    await expect(contacts).toBeHidden();
    const thread = threadWith(page, SCHOOL);
    await expect(thread).toBeVisible();
    await expect(panel.getByRole("button", { name: "Back" })).toBeFocused();
    await photograph(page, "thread");
    await panel.getByRole("button", { name: "Back" }).click();
    await expect(contacts).toBeVisible();
    await expect(thread).toBeHidden();

    // The sidebar closes and opens again.
    await panel.getByRole("button", { name: "Hide contacts" }).click();
    await expect(contacts).toBeHidden();
    await expect(panel.getByText("Select a user to start messaging")).toBeVisible();
    await photograph(page, "prompt");
    await panel.getByRole("button", { name: "View Contacts" }).click();
    await expect(contacts).toBeVisible();

    // At 1280: the contacts beside the prompt, then beside the conversation.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(panel.getByText("Select a user to start messaging")).toBeVisible();
    await expect(panel.getByRole("button", { name: "View Contacts" })).toBeHidden();
    await photograph(page, "contacts");
    await contactIn(page, SCHOOL).click();
    await expect(thread).toBeVisible();
    await expect(contacts).toBeVisible();
    await expect(panel.getByRole("button", { name: "Back" })).toBeHidden();
    await expect(textBox(page, SCHOOL)).toBeFocused();
    await photograph(page, "thread");

    // The instructor's conversation: yesterday's messages under their day.
    await contactIn(page, INSTRUCTOR).click();
    await expect(threadWith(page, INSTRUCTOR).getByRole("heading").first()).toBeVisible();
    await photograph(page, "thread-instructor");
  } finally {
    await context.close();
  }
});

/** Sends messages from the page's own session through the chat API (what the widget calls). */
async function sendThroughApi(page: Page, toName: string, texts: string[]) {
  await page.evaluate(
    async ({ toName, texts }) => {
      const contacts = (await (await fetch("/api/v1/chat/users")).json()) as { id: string; name: string }[];
      const to = contacts.find((c) => c.name === toName);
      if (!to) throw new Error(`${toName} is not a contact`);
      for (const text of texts) {
        const res = await fetch(`/api/v1/chat/send/${to.id}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ text }),
        });
        if (!res.ok) throw new Error(`send: ${res.status}`);
      }
    },
    { toName, texts },
  );
}

// Last in the file: the superadmin's list with the admins dimmed; it fills the superadmin's conversation with the instructor (each within the
// limit of 30 messages a minute), which no test above reads.
test("the superadmin's dimmed admins; scrolling up loads the older messages and keeps the reader's place", async ({ browser }) => {
  test.setTimeout(90_000);
  const superadmin = await signIn(browser, demo.superadmin, "/superadmin");
  const instructor = await signIn(browser, demo.instructor, "/instructor");
  try {
    const stamp = Date.now();
    await sendThroughApi(
      superadmin.page,
      INSTRUCTOR,
      Array.from({ length: 28 }, (_, i) => `Question ${i + 1} of ${stamp}`),
    );
    const SUPERADMIN = await superadmin.page.evaluate(async () => {
      const me = (await (await fetch("/api/v1/chat/config")).json()) as { userId: string };
      return me.userId;
    });
    expect(SUPERADMIN).toBeTruthy();
    const superadminName = (await instructor.page.evaluate(async (id) => {
      const contacts = (await (await fetch("/api/v1/chat/users")).json()) as { id: string; name: string }[];
      return contacts.find((c) => c.id === id)?.name;
    }, SUPERADMIN))!;
    await sendThroughApi(
      instructor.page,
      superadminName,
      Array.from({ length: 27 }, (_, i) => `Answer ${i + 1} of ${stamp}`),
    );

    // The superadmin's list: the admins too, dimmed and not to be chosen.
    await chatButton(superadmin.page).click();
    const admin = contactIn(superadmin.page, ADMIN);
    await expect(admin).toContainText("Not allowed to message");
    await expect(admin).toBeDisabled();
    await photograph(superadmin.page, "contacts-superadmin");
    const thread = await openConversation(superadmin.page, INSTRUCTOR);
    const messages = thread.locator("li").filter({ hasText: `of ${stamp}` });
    // The newest page: 50 of the 55, the last one in view.
    await expect(messages).toHaveCount(50);
    await expect(thread.getByText(`Answer 27 of ${stamp}`, { exact: true })).toBeInViewport();
    await expect(thread.getByText(`Question 1 of ${stamp}`, { exact: true })).toHaveCount(0);
    // Scrolling to the top: the page before, and the message that was at the top stays in view.
    const firstShown = thread.getByText(`Question 6 of ${stamp}`, { exact: true });
    await thread.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(messages).toHaveCount(55);
    await expect(thread.getByText(`Question 1 of ${stamp}`, { exact: true })).toHaveCount(1);
    await expect(firstShown).toBeInViewport();
    await expect(thread.getByRole("button", { name: "Load older messages" })).toHaveCount(0);
  } finally {
    await superadmin.context.close();
    await instructor.context.close();
  }
});
