/** GET /api/v1/chat/{userId}: the bare array (the original's shape), paged by seq with X-Total-Count and a Link to the next page. */
import { beforeEach, describe, expect, it } from "vitest";
import { chatMessages } from "@/lib/db/schema";
import { issueApiToken } from "@/lib/session/token";
import { callHandler, type Handler } from "@/test/api/request";
import { createUser, getDb, resetDb } from "@/test/db";
import { GET } from "./route";

beforeEach(resetDb);

describe("GET /api/v1/chat/{userId}", () => {
  it("answers a page oldest first, the conversation's size in X-Total-Count, and Link to the older page while there is one", async () => {
    const admin = await createUser({ role: "admin" });
    const school = await createUser({ role: "school" });
    const db = await getDb();
    const rows = await db
      .insert(chatMessages)
      .values(["a", "b", "c", "d", "e"].map((text) => ({ senderId: school.id, receiverId: admin.id, text })))
      .returning();
    const token = await issueApiToken(admin);
    const get = (query: Record<string, string>, as: string | null = token) =>
      callHandler(GET as unknown as Handler, {
        method: "GET",
        route: "/api/v1/chat/[userId]",
        params: { userId: school.id },
        query,
        token: as ?? undefined,
      });
    const page = await get({ limit: "2" });
    expect(page.status).toBe(200);
    expect((page.body as unknown as { text: string }[]).map((m) => m.text)).toEqual(["d", "e"]);
    expect(page.response.headers.get("x-total-count")).toBe("5");
    expect(page.response.headers.get("link")).toBe(`</api/v1/chat/${school.id}?limit=2&before=${rows[3]!.seq}>; rel="next"`);

    const last = await get({ after: String(rows[2]!.seq) });
    expect((last.body as unknown as { text: string }[]).map((m) => m.text)).toEqual(["d", "e"]);
    expect(last.response.headers.get("link")).toBeNull();
    expect((await get({}, null)).status).toBe(401);
  });
});
