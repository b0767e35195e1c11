import { describe, expect, it } from "vitest";
import { NotFoundError } from "@/lib/errors";
import { redirectToImage } from "./media-pages";

const request = new Request("http://localhost:3000/videos/1/thumbnail");

describe("redirectToImage", () => {
  it("redirects to the signed URL, resolved against the request, cached for less than its hour", async () => {
    const response = await redirectToImage(request, async () => "/api/v1/files/download?key=k&sig=s");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://localhost:3000/api/v1/files/download?key=k&sig=s");
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
  });

  it("answers a plain 404 when there is no image or no such item, and lets other errors through", async () => {
    expect((await redirectToImage(request, async () => null)).status).toBe(404);
    const missing = await redirectToImage(request, async () => {
      throw new NotFoundError("Video not found");
    });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not found");
    await expect(
      redirectToImage(request, async () => {
        throw new Error("database down");
      }),
    ).rejects.toThrow("database down");
  });
});
