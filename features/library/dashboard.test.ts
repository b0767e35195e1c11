import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setStorageForTests } from "@/lib/storage";
import type { Actor } from "@/lib/session/actor-type";
import { tabContext, tabHtml, tabOf } from "@/test/dashboard";
import { actorFor, createUser, resetDb } from "@/test/db";
import { createLibraryItem } from "@/test/library";
import { MemoryStorage } from "@/test/memory-storage";
import { textOf } from "@/test/render";
import { libraryTabs } from "./dashboard";
import { LibraryManager } from "./ui/manage/library-manager";

/** The Library tab rendered on the server against Postgres, as a browser first receives it. */
const storage = new MemoryStorage();
beforeAll(() => setStorageForTests(storage));
beforeEach(resetDb);

const library = tabOf(libraryTabs, "library");
const html = (actor: Actor, params: Record<string, string> = {}) =>
  tabHtml(libraryTabs, "library", tabContext(actor, "library", params), LibraryManager);

describe("the Library tab", () => {
  it("lists every item with cover, title, author, subject and status; Publish only for drafts; Upload Video and the bin's count", async () => {
    const admin = await createUser({ role: "admin" });
    await createLibraryItem(admin, { title: "Box Breathing", author: "Priya Raman", subject: "Focus" });
    await createLibraryItem(admin, { title: "Slow Breathing", author: "The Team", subject: "Breathing", published: false });
    await createLibraryItem(admin, { title: "Gone", deletedAt: new Date() });
    const page = await html(actorFor(admin));
    const text = textOf(page);
    expect(text).toContain("My Uploaded Videos");
    // Each cell is labelled for phones, where the header row is hidden.
    expect(text).toContain(
      "Title Slow Breathing Author The Team Subject Breathing Status Draft waiting under an hour Actions Publish View Edit Delete",
    );
    expect(text).toContain("Title Box Breathing Author Priya Raman Subject Focus Status Published Actions View Edit Delete");
    expect(text).not.toContain("Gone");
    expect(page.match(/aria-label="Publish [^"]+"/g)).toEqual(['aria-label="Publish Slow Breathing"']);
    expect(text).toContain("Recycle Bin (1)");
    expect(text).toContain("Upload Video");
    expect(page).toContain('alt="Thumbnail of Box Breathing"');
  });

  it("pages five at a time, shows the last page for one past the end, and says so when the library is empty", async () => {
    const admin = await createUser({ role: "admin" });
    expect(textOf(await html(actorFor(admin)))).toContain("No library videos yet.");
    for (let i = 0; i < 6; i++) await createLibraryItem(admin, { title: `Talk ${i}` });
    const last = textOf(await html(actorFor(admin), { page: "9" }));
    expect(last).toContain("Page 2 of 2");
    expect(last.match(/Talk \d/g)).toHaveLength(1);
  });

  it("counts the drafts to publish on its badge", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    await createLibraryItem(null, { published: false });
    await createLibraryItem(null, { published: false });
    await createLibraryItem(null);
    expect(await library.badge!(admin)).toEqual({ count: 2, label: "2 drafts to publish" });
    expect(await library.badge!(actorFor(await createUser({ role: "admin", allowedTabs: ["approval-requests"] })))).toBeNull();
  });
});
