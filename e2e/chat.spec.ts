import { expect, test } from "@playwright/test";
import { demo, loginAndLand } from "./support/auth";

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

test("a student's dashboard has no chat button", async ({ page }) => {
  await loginAndLand(page, demo.student, "/dashboard");
  await expect(page.getByRole("button", { name: /^Chat/ })).toHaveCount(0);
});
