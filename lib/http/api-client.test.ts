import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, isStaleRecord } from "./api-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe("apiFetch", () => {
  it("answers the body of a success, sending JSON to /api/v1", async () => {
    const fetch = answer(200, { message: "Saved", n: 1 });
    vi.stubGlobal("fetch", fetch);
    expect(await apiFetch("/video/updateVideo/1", { method: "PUT", json: { rank: 2 } })).toEqual({ message: "Saved", n: 1 });
    expect(fetch).toHaveBeenCalledWith("/api/v1/video/updateVideo/1", expect.objectContaining({ method: "PUT", body: '{"rank":2}' }));
  });

  it("throws the server's message with its status; a record changed or gone meanwhile is stale", async () => {
    vi.stubGlobal("fetch", answer(409, { message: "This video was changed after you opened it. Please review it again." }));
    const conflict = await apiFetch("/x").catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({ status: 409, message: "This video was changed after you opened it. Please review it again." });
    expect(isStaleRecord(conflict)).toBe(true);

    vi.stubGlobal("fetch", answer(404, { message: "Video not found" }));
    expect(isStaleRecord(await apiFetch("/x").catch((error: unknown) => error))).toBe(true);

    vi.stubGlobal("fetch", answer(422, { message: "Please enter a title" }));
    const invalid = await apiFetch("/x").catch((error: unknown) => error);
    expect(isStaleRecord(invalid)).toBe(false);
    expect(isStaleRecord(new TypeError("Failed to fetch"))).toBe(false);
  });

  it("uses the fallback when the answer carries no message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })),
    );
    await expect(apiFetch("/x", {}, "Could not save")).rejects.toMatchObject({ status: 502, message: "Could not save" });
  });
});
