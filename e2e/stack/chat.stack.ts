import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { demo, loginAndLand } from "../support/auth";
import { controlService, requestsOf, shiftBalancer, stack, TRACE_HEADER, traceId } from "./support";

/*
 * Chat live between two browsers whose pages are served by different instances behind nginx: the
 * admin and the school, each message arriving in the other's open dashboard without a reload.
 * `npm run test:stack` runs it twice: chat over PostgreSQL LISTEN/NOTIFY (each browser's event
 * stream held by a different instance, which must hear the other's NOTIFY), then over soketi
 * (Pusher's protocol; the instances publish to it, the browsers subscribe to it directly).
 */

const ADMIN = "Alex Admin";
const SCHOOL = "Riverside Primary School";
const STREAM = "/api/v1/chat/stream";

type Person = { context: BrowserContext; page: Page; trace: string; stream?: string };

async function signIn(browser: Browser, email: string, home: string, step: string): Promise<Person> {
  const trace = traceId(step);
  const context = await browser.newContext({ extraHTTPHeaders: { [TRACE_HEADER]: trace } });
  const page = await context.newPage();
  const person: Person = { context, page, trace };
  // The instance holding the page's event stream: nginx names it in X-Upstream.
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === STREAM) void response.allHeaders().then((headers) => (person.stream = headers["x-upstream"]));
  });
  await loginAndLand(page, email, home);
  return person;
}

const chatButton = (page: Page) => page.getByRole("button", { name: /^Chat/ });
const chatPanel = (page: Page) => page.getByRole("dialog", { name: "Chat" });
const threadWith = (page: Page, name: string) => chatPanel(page).getByRole("region", { name: `Messages with ${name}` });

async function openConversation(page: Page, name: string) {
  if (!(await chatPanel(page).isVisible())) await chatButton(page).click();
  await chatPanel(page)
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
  const thread = threadWith(page, name);
  await expect(thread.getByText("Loading messages…")).toHaveCount(0);
  return thread;
}

async function send(page: Page, to: string, text: string) {
  const box = chatPanel(page).getByLabel(`Message to ${to}`);
  await box.fill(text);
  await box.press("Enter");
  await expect(threadWith(page, to).getByText(text, { exact: true })).toHaveCount(1);
}

test("the admin and a school chat live, their browsers on different instances", async ({ browser }) => {
  const { chat } = stack();
  const tag = `${chat}-${Date.now()}`;
  const admin = await signIn(browser, demo.admin, "/admin", `chat-admin-${chat}`);
  const school = await signIn(browser, demo.school, "/school", `chat-school-${chat}`);
  try {
    if (chat === "postgres") {
      // Each browser holds an event stream; the school's page is loaded again until its stream is on the other instance.
      await expect.poll(() => admin.stream, { message: "the admin's event stream" }).toBeTruthy();
      for (let attempt = 0; attempt < 6; attempt++) {
        await expect.poll(() => school.stream, { message: "the school's event stream" }).toBeTruthy();
        if (school.stream !== admin.stream) break;
        school.stream = undefined;
        await shiftBalancer(school.page);
        await school.page.reload();
      }
      expect(school.stream, "the two event streams on different instances").not.toBe(admin.stream);
    }

    // Admin → school: the school's dashboard, open and untouched, shows it live.
    await openConversation(admin.page, SCHOOL);
    await send(admin.page, SCHOOL, `Hello from the admin ${tag}`);
    await expect(chatButton(school.page)).toHaveAccessibleName(/^Chat \d+ unread messages?$/);
    const schoolThread = await openConversation(school.page, ADMIN);
    await expect(schoolThread.getByText(`Hello from the admin ${tag}`, { exact: true })).toHaveCount(1);

    // School → admin, live into the admin's open conversation, once.
    await send(school.page, ADMIN, `Thanks from the school ${tag}`);
    await expect(threadWith(admin.page, SCHOOL).getByText(`Thanks from the school ${tag}`, { exact: true })).toHaveCount(1);
  } finally {
    await admin.context.close();
    await school.context.close();
  }

  // The step's requests (pages, chat API, Pusher's channel authorisations) went to both instances.
  const { instances } = stack();
  const served = new Set([...requestsOf(admin.trace), ...requestsOf(school.trace)].map((entry) => entry.upstream));
  expect([...served].sort(), "instances that served the two browsers").toEqual([...instances].sort());
  if (chat === "postgres") {
    // The closed streams are in the log now, each on the instance X-Upstream named.
    const streams = (person: Person) => requestsOf(person.trace, (entry) => entry.uri.startsWith(STREAM)).map((entry) => entry.upstream);
    await expect.poll(() => streams(admin)).toContain(admin.stream);
    await expect.poll(() => streams(school)).toContain(school.stream);
  }
});

test("with soketi down, messages are stored, and arrive once the browsers are connected to it again", async ({ browser }) => {
  test.skip(stack().chat !== "pusher", "chat over soketi only");
  const tag = `soketi-down-${Date.now()}`;
  const admin = await signIn(browser, demo.admin, "/admin", `chat-admin-${tag}`);
  const school = await signIn(browser, demo.school, "/school", `chat-school-${tag}`);
  try {
    await openConversation(admin.page, SCHOOL);
    const schoolThread = await openConversation(school.page, ADMIN);
    await controlService("realtime", "stop");
    try {
      // Sent and stored (the instance's publish fails and is logged), shown in the sender's thread.
      await send(admin.page, SCHOOL, `Sent while soketi was down ${tag}`);
      await expect(schoolThread.getByText(`Sent while soketi was down ${tag}`, { exact: true })).toHaveCount(0);
    } finally {
      await controlService("realtime", "start");
    }
    // pusher-js reconnects by itself; the widget then reads the open conversation again (resync).
    await expect(schoolThread.getByText(`Sent while soketi was down ${tag}`, { exact: true })).toHaveCount(1, { timeout: 60_000 });
    // And live again afterwards.
    await send(school.page, ADMIN, `Live again ${tag}`);
    await expect(threadWith(admin.page, SCHOOL).getByText(`Live again ${tag}`, { exact: true })).toHaveCount(1, { timeout: 30_000 });
  } finally {
    await admin.context.close();
    await school.context.close();
  }
});
