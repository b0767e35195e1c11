import { expect, test, type Page } from "@playwright/test";
import { aliasPages, authPages, sitePages } from "./support/public-pages.mts";

/** Paths robots.txt keeps crawlers out of: dashboards, sign-in and the API. */
const DISALLOWED = [
  "/admin",
  "/superadmin",
  "/instructor",
  "/school",
  "/dashboard",
  "/invoices",
  "/auth",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/api/",
];

/** The content of the first element matching `selector`, or null when there is none (no waiting). */
const meta = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements[0]?.getAttribute("content") ?? null);

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * The page as it stays: an App Router page once React has hydrated it (React's fiber on the
 * header), a page without the framework's JavaScript once it has loaded.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector("[data-site-header]");
    if (!document.querySelector('script[src*="/_next/"]')) return header !== null;
    return header !== null && Object.keys(header).some((key) => key.startsWith("__reactFiber"));
  });
}

/** The <title> of a page, read from its HTML as a crawler sees it. */
async function titleOf(request: import("@playwright/test").APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  return (/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim();
}

test("robots.txt allows the public site, keeps out dashboards, auth pages and the API, and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  for (const path of DISALLOWED) expect(text, `Disallow: ${path}`).toContain(`Disallow: ${path}\n`);
  const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
  expect(sitemap, "a Sitemap line").toBeTruthy();
  expect(new URL(sitemap!).pathname).toBe("/sitemap.xml");
});

test("sitemap.xml lists every public page (and approved videos) with an absolute URL, and nothing private", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const loc of locs) expect(loc, "absolute URL").toMatch(/^https?:\/\/[^/]+\//);
  const paths = locs.map((loc) => new URL(loc).pathname);
  expect(new Set(locs.map((loc) => new URL(loc).origin)).size, "one origin").toBe(1);
  // Approved videos and published library items have their own pages (/videos/{id}, /resources/{id}).
  const videoPage = /^\/(videos|resources)\/[0-9a-f-]{36}$/;
  expect(paths.filter((p) => !videoPage.test(p)).sort()).toEqual([...sitePages].sort());
});

test("every public page has its own title", async ({ request }) => {
  const titles = new Map<string, string[]>();
  for (const path of [...sitePages, ...authPages]) {
    const title = await titleOf(request, path);
    expect(title, `${path} has a title`).not.toBe("");
    titles.set(title, [...(titles.get(title) ?? []), path]);
  }
  const shared = [...titles].filter(([, paths]) => paths.length > 1).map(([title, paths]) => `"${title}": ${paths.join(", ")}`);
  expect(shared, "titles used by more than one page").toEqual([]);
});

test("the Open Graph image is a 1200x630 PNG served by the site", async ({ page, request }) => {
  await page.goto("/");
  const image = await meta(page, 'meta[property="og:image"]');
  expect(image).toBeTruthy();
  const url = new URL(image!);
  const response = await request.get(url.pathname + url.search);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.readUInt32BE(16), "width").toBe(1200);
  expect(png.readUInt32BE(20), "height").toBe(630);
  expect(await meta(page, 'meta[property="og:image:width"]')).toBe("1200");
  expect(await meta(page, 'meta[property="og:image:height"]')).toBe("630");
  expect(await meta(page, 'meta[property="og:image:alt"]')).toBeTruthy();
});

for (const path of [...sitePages, ...aliasPages.map((a) => a.path)]) {
  test(`${path} has a description, canonical URL, Open Graph, Twitter card and JSON-LD`, async ({ page }) => {
    const canonicalPath = aliasPages.find((a) => a.path === path)?.canonical ?? path;
    await page.goto(path);
    await settled(page);

    const title = await page.title();
    expect(title).toContain("Mindful Minds Foundation");
    const description = await meta(page, 'meta[name="description"]');
    expect(description?.length ?? 0, "meta description").toBeGreaterThan(50);

    // One canonical link, absolute, at the address the page is served from: hydration must not
    // add the build's guess beside it (the swap runs in an effect, just after hydration).
    const canonicals = () => page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    await expect.poll(canonicals, "one canonical link").toEqual([`${new URL(page.url()).origin}${canonicalPath}`]);

    expect(await meta(page, 'meta[property="og:title"]'), "og:title").toBeTruthy();
    expect(await meta(page, 'meta[property="og:description"]'), "og:description").toBeTruthy();
    expect(new URL((await meta(page, 'meta[property="og:url"]'))!).pathname, "og:url").toBe(canonicalPath);
    expect(await meta(page, 'meta[property="og:image"]'), "og:image").toMatch(/^https?:\/\/.+\/opengraph-image/);
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta(page, 'meta[name="twitter:image"]'), "twitter:image").toMatch(/^https?:\/\/.+-image/);

    const robots = await meta(page, 'meta[name="robots"]');
    expect(robots ?? "", "indexable").not.toContain("noindex");

    const data = await jsonLd(page);
    if (path === "/") {
      const ngo = data.find((d) => d["@type"] === "NGO");
      expect(ngo, "NGO JSON-LD on the home page").toBeTruthy();
      expect(ngo!.name).toBe("Mindful Minds Foundation");
      expect(String(ngo!.url)).toMatch(/^https?:\/\//);
    } else {
      const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as
        { itemListElement?: { position: number; name: string; item: string }[] } | undefined;
      expect(crumbs, `BreadcrumbList JSON-LD on ${path}`).toBeTruthy();
      const items = crumbs!.itemListElement ?? [];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
      expect(new URL(items[0]!.item).pathname).toBe("/");
      expect(new URL(items.at(-1)!.item).pathname).toBe(canonicalPath);
    }
  });
}

for (const path of authPages) {
  test(`${path} has a title and description and is kept out of search results`, async ({ page }) => {
    await page.goto(path);
    expect(await page.title()).toContain("Mindful Minds Foundation");
    expect(await meta(page, 'meta[name="description"]'), "meta description").toBeTruthy();
    expect(await meta(page, 'meta[name="robots"]')).toContain("noindex");
  });
}
