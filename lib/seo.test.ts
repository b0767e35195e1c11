import { afterEach, describe, expect, it } from "vitest";
import { guessedOrigin, pageSeo, siteUrl } from "./seo";

const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT };
function setEnv(values: { SITE_URL?: string; PORT?: string }) {
  for (const key of ["SITE_URL", "PORT"] as const) {
    const value = values[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}
afterEach(() => setEnv(saved));

describe("the site's address in canonical and Open Graph URLs", () => {
  it("is SITE_URL when set, and then nothing is guessed", () => {
    setEnv({ SITE_URL: "https://www.mindfulminds.example/", PORT: "4000" });
    expect(siteUrl()).toBe("https://www.mindfulminds.example");
    expect(pageSeo({ title: "About", description: "d", path: "/about" }).url).toBe("https://www.mindfulminds.example/about");
    expect(guessedOrigin()).toBeNull();
  });

  it("in the embedded mode follows the port the server runs on, read when the page is rendered", () => {
    setEnv({ PORT: "4000" });
    expect(siteUrl()).toBe("http://localhost:4000");
    expect(pageSeo({ title: "About", description: "d", path: "/about" }).url).toBe("http://localhost:4000/about");
    setEnv({ PORT: "4321" });
    expect(siteUrl()).toBe("http://localhost:4321");
    setEnv({});
    expect(siteUrl()).toBe("http://localhost:3000");
  });

  it("is marked as a guess when SITE_URL is unset, so that a page rendered ahead (at build) can be corrected where it is served", () => {
    setEnv({ PORT: "4000" });
    expect(guessedOrigin()).toBe("http://localhost:4000");
  });
});
