/**
 * GET /api/v1/video/getAllVideos keeps a guest's answer in memory (lib/cache/api-answers.ts) until a
 * video changes: the routes that change one expire it, as they expire the /videos page.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { videos } from "@/lib/db/schema";
import { issueApiToken } from "@/lib/session/token";
import { callHandler, ORIGIN, type Handler } from "@/test/api/request";
import { createUser, getDb, resetDb } from "@/test/db";
import { createVideo } from "@/test/videos";
import { PUT } from "../../adminVideoApproval/approve/video/[id]/route";
import { GET } from "./route";

// Route handlers type their own params; callHandler takes any route's.
const listRoute = GET as unknown as Handler;
const approve = PUT as unknown as Handler;

beforeEach(resetDb);

const list = (headers: Record<string, string> = {}, token?: string) =>
  callHandler(listRoute, { method: "GET", route: "/api/v1/video/getAllVideos", query: { limit: "9" }, headers, token });
const names = (result: { body: unknown }) => (result.body as { courseName: string }[]).map((v) => v.courseName);

describe("GET video/getAllVideos for guests", () => {
  it("sends the kept answer until a video changes through the API, then the new list", async () => {
    const teacher = await createUser({ role: "instructor" });
    await createVideo(teacher, { courseName: "Breathing" });
    const waiting = await createVideo(teacher, { courseName: "Body scan", status: "pending" });
    const first = await list();
    expect(names(first)).toEqual(["Breathing"]);
    expect(first.response.headers.get("x-total-count")).toBe("1");
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");

    // A change behind the API's back is not seen (the kept answer)…
    await (await getDb()).update(videos).set({ courseName: "Breathing, renamed directly" }).where(eq(videos.courseName, "Breathing"));
    expect(names(await list())).toEqual(["Breathing"]);
    // …a change through it is, at once.
    const admin = await createUser({ role: "admin" });
    const approved = await callHandler(approve, {
      method: "PUT",
      route: "/api/v1/adminVideoApproval/approve/video/[id]",
      params: { id: waiting.id },
      token: await issueApiToken(admin),
    });
    expect(approved.status).toBe(200);
    const after = await list();
    expect(names(after).sort()).toEqual(["Body scan", "Breathing, renamed directly"]);
    expect(after.response.headers.get("x-total-count")).toBe("2");
  });

  it("answers a signed-in caller afresh, and an API client (absolute URLs) apart from our pages (paths)", async () => {
    const teacher = await createUser({ role: "instructor" });
    await createVideo(teacher, { courseName: "Breathing" });
    const page = await list();
    const client = await list({ origin: "https://app.example.org" });
    const thumbnail = (result: { body: unknown }) => (result.body as { thumbnailUrl: string }[])[0]!.thumbnailUrl;
    expect(thumbnail(page)).toMatch(/^\//);
    expect(thumbnail(client)).toMatch(new RegExp(`^${ORIGIN}/`));

    await (await getDb()).update(videos).set({ courseName: "Renamed" });
    const student = await createUser({ role: "user" });
    expect(names(await list({}, await issueApiToken(student)))).toEqual(["Renamed"]);
    expect(names(await list())).toEqual(["Breathing"]);
  });

  it("shows an approval that lands while guests are reading the list (concurrently, on PostgreSQL) from the next read on", async () => {
    const teacher = await createUser({ role: "instructor" });
    await createVideo(teacher, { courseName: "Breathing" });
    const waiting = await createVideo(teacher, { courseName: "Body scan", status: "pending" });
    const admin = await createUser({ role: "admin" });
    const token = await issueApiToken(admin);
    const reads = Array.from({ length: 12 }, () => list());
    const approval = callHandler(approve, {
      method: "PUT",
      route: "/api/v1/adminVideoApproval/approve/video/[id]",
      params: { id: waiting.id },
      token,
    });
    await Promise.all([...reads, approval]);
    expect((await approval).status).toBe(200);
    expect(names(await list()).sort()).toEqual(["Body scan", "Breathing"]);
  });
});
