import { expect, test, type APIRequestContext } from "@playwright/test";
import { contentPublicPages, PAGE_CACHE_CONTROL, staticPublicPages } from "../lib/cache/page-cache";
import { demo, loginAndLand } from "./support/auth";
import { prerenderedPagesWithoutRuntime, publicPages } from "./support/public-pages.mts";
import { apiToken, approveVideoViaApi, uploadVideoViaApi } from "./support/videos";

/**
 * What a CDN may keep (issue 17, lib/cache/page-cache.ts): every public page is cacheable and carries
 * nothing that would keep a shared cache from storing it (no Set-Cookie); the content pages carry
 * their purge tag; everything personal, and every API answer, is private.
 */

const uuidLink = (html: string, prefix: string) => new RegExp(`href="(${prefix}/[0-9a-f-]{36})"`).exec(html)?.[1];

async function get(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `${path} answers`).toBeLessThan(500);
  return response;
}

test("every public page is cacheable by a CDN, the content pages with their purge tag", async ({ request }) => {
  const videos = await (await get(request, "/videos")).text();
  const resources = await (await get(request, "/resources")).text();
  const videoPage = uuidLink(videos, "/videos");
  const resourcePage = uuidLink(resources, "/resources");
  expect(videoPage, "a demo video on /videos").toBeDefined();
  expect(resourcePage, "a demo library item on /resources").toBeDefined();

  const tagOf: Record<string, string> = {
    "/videos": "videos",
    "/videos?q=breath&page=1": "videos",
    [videoPage!]: "videos",
    "/gallery": "gallery",
    "/gallery?category=event": "gallery",
    "/resources": "library",
    [resourcePage!]: "library",
  };
  // The lists of lib/cache/page-cache.ts cover every public page the other specs know, but /donation
  // (the retry target, which names the gift just made) and /auth (a redirect for the signed in).
  const covered = new Set<string>([...staticPublicPages, ...contentPublicPages.map((page) => page.source)]);
  expect(publicPages.filter((path) => !covered.has(path))).toEqual(["/donation", "/auth"]);

  for (const path of staticPublicPages) {
    const headers = (await get(request, path)).headers();
    expect(headers["cache-control"], path).toBe(PAGE_CACHE_CONTROL.static);
    expect(headers["set-cookie"], path).toBeUndefined();
  }
  // A form page's answer to a post is personal: never shared (lib/static-site/form-page.ts).
  const origin = new URL(test.info().project.use.baseURL!).origin;
  for (const path of [
    "/contact",
    "/donations",
    "/donation",
    "/login",
    "/forgot-password",
    "/signup/student",
    "/signup/instructor",
    "/signup/school",
  ]) {
    const answer = await request.post(path, { form: { email: "" }, headers: { origin }, maxRedirects: 0 });
    expect(answer.status(), `POST ${path}`).toBe(422);
    expect(answer.headers()["cache-control"], `POST ${path}`).toBe("private, no-store");
    expect(answer.headers()["x-cache"], `POST ${path}`).toBeUndefined();
  }
  // The RSC payload of a client-side navigation keeps Next's own header, and an App Router
  // prefetch of a listing page stays out of the browser's cache (lib/cache/page-cache.ts).
  for (const path of ["/", "/videos"]) {
    const headers = (await request.get(path, { headers: { rsc: "1" } })).headers();
    expect(headers["cache-control"] ?? "", `${path} (RSC)`).not.toContain("public");
  }
  const headers = (await request.get("/videos?_rsc=probe", { headers: { rsc: "1" } })).headers();
  expect(headers["cache-control"] ?? "", "/videos (RSC)").toMatch(/private.*no-store/);
  for (const [path, tag] of Object.entries(tagOf)) {
    const headers = (await get(request, path)).headers();
    expect(headers["cache-control"], path).toBe(PAGE_CACHE_CONTROL.content);
    expect(headers["cache-tag"], path).toBe(tag);
    expect(headers["set-cookie"], path).toBeUndefined();
  }
});

test("personal pages and API answers are private, signed in or not", async ({ page, request }) => {
  const isPrivate = (value: string | undefined) => value === undefined || /private|no-store/.test(value);
  for (const path of [
    "/auth",
    "/donation",
    "/donation?status=success",
    "/dashboard",
    "/api/v1/video/getAllVideos",
    "/api/v1/user/profile",
  ]) {
    const headers = (await get(request, path)).headers();
    expect(isPrivate(headers["cache-control"]), `${path}: ${headers["cache-control"]}`).toBe(true);
    expect(headers["cache-control"] ?? "", path).not.toContain("public");
  }

  await loginAndLand(page, demo.student, "/dashboard");
  for (const path of ["/dashboard", "/api/v1/user/profile", "/api/v1/userDonation/getAllDonation"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    expect(response.headers()["cache-control"], path).toMatch(/private.*no-store|no-store.*private/);
  }
});

/** A listing page's kept copy of `path`, asked for plainly (no compression). */
const plainPage = (request: APIRequestContext, path: string) => request.get(path, { headers: { "accept-encoding": "identity" } });

/**
 * Every address of a kept listing page is kept once served: HIT the second time, with the page's
 * headers, and the same page brotli- or gzip-compressed (once).
 */
async function expectKept(request: APIRequestContext, paths: string[], tag: string) {
  for (const path of paths) {
    await get(request, path);
    const again = await plainPage(request, path);
    expect(again.headers()["x-cache"], `${path} the second time`).toBe("HIT");
    expect(again.headers()["cache-control"], path).toBe(PAGE_CACHE_CONTROL.content);
    expect(again.headers()["cache-tag"], path).toBe(tag);
    expect(again.headers()["content-security-policy"], path).toContain("default-src 'self'");
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const compressed = await request.get(path, { headers: { "accept-encoding": accept } });
      expect(compressed.headers()["content-encoding"], `${path} ${accept}`).toBe(encoding);
      expect(await compressed.text(), `${path} ${accept}`).toBe(await again.text());
    }
  }
}

/**
 * The listing pages, /videos, /resources and /gallery (Pages Router pages without the framework's
 * JavaScript), keep their HTML per address (lib/static-site/html-cache.ts): any address served before
 * is sent from memory, compressed once, until a change to their content expires it.
 */
test("the catalogue's HTML is kept per address, compressed once, until a video is approved", async ({ request }) => {
  test.setTimeout(90_000);
  await expectKept(
    request,
    ["/videos", "/videos?duration=short", "/videos?q=breath&tag=", "/videos?page=2&utm_source=newsletter"],
    "videos",
  );
  expect((await plainPage(request, "/videos?tag=&q=breath")).headers()["x-cache"]).toBe("HIT");
  // The old page cache's routes are gone: an unknown path goes home (spec route map).
  const oldRoute = await request.get("/videos/list/all", { maxRedirects: 0 });
  expect(oldRoute.status()).toBe(307);
  expect(new URL(oldRoute.headers()["location"] ?? "", "http://site").pathname).toBe("/");

  const title = `Kept catalogue check ${Date.now()}`;
  const video = await uploadVideoViaApi(request, demo.instructor, { courseName: title });
  expect(await (await plainPage(request, "/videos")).text()).not.toContain(title);
  await approveVideoViaApi(request, video.id, { rank: 0 });
  const after = await plainPage(request, "/videos");
  expect(after.headers()["x-cache"], "the approval expired the cached page").toBe("MISS");
  expect(await after.text()).toContain(title);
  expect((await plainPage(request, "/videos")).headers()["x-cache"]).toBe("HIT");
});

test("the library page's HTML is kept per address, compressed once, until the library changes", async ({ request }) => {
  test.setTimeout(60_000);
  await expectKept(
    request,
    ["/resources", "/resources?page=2", "/resources?search=calm", "/resources?subject=Breathing&search="],
    "library",
  );
  // The same address however its query is written.
  expect((await plainPage(request, "/resources?search=&subject=Breathing")).headers()["x-cache"]).toBe("HIT");

  // A change through the API expires the copies at once: an admin gives a demo item a new keyword,
  // which the page's keyword filter then offers.
  const id = uuidLink(await (await plainPage(request, "/resources")).text(), "/resources")!
    .split("/")
    .pop()!;
  const auth = { Authorization: `Bearer ${await apiToken(request, demo.admin)}` };
  const item = (await (await request.get(`/api/v1/library/LibraryVideo/${id}`, { headers: auth })).json()) as {
    video: { keywords: string[] };
  };
  const keyword = `kept${Date.now()}`;
  const edit = (keywords: string[]) => request.put(`/api/v1/library/LibraryVideo/${id}`, { headers: auth, data: { keywords } });
  expect((await edit([...item.video.keywords, keyword])).status()).toBe(200);
  try {
    const after = await plainPage(request, "/resources");
    expect(after.headers()["x-cache"], "the edit expired the cached page").toBe("MISS");
    expect(await after.text()).toContain(`<option value="${keyword}">`);
  } finally {
    expect((await edit(item.video.keywords)).status()).toBe(200);
  }
  expect(await (await plainPage(request, "/resources")).text()).not.toContain(keyword);
});

test("the gallery's HTML is kept per address, compressed once, until a photo changes", async ({ request }) => {
  test.setTimeout(60_000);
  await expectKept(request, ["/gallery", "/gallery?category=event", "/gallery?sort=school&date=", "/gallery?q=lantern&page=1"], "gallery");
  expect((await plainPage(request, "/gallery?date=&sort=school")).headers()["x-cache"]).toBe("HIT");

  // An admin's edit of a published photo (staff edits keep it published) expires the copies at once.
  const { images } = (await (await request.get("/api/v1/gallery/getGalleryImages")).json()) as {
    images: { id: string; title: string; description: string }[];
  };
  const photo = images[0]!;
  const auth = { Authorization: `Bearer ${await apiToken(request, demo.admin)}` };
  const marker = `Kept copy check ${Date.now()}`;
  const edit = (description: string) => request.put(`/api/v1/gallery/update/${photo.id}`, { headers: auth, data: { description } });
  expect((await edit(marker)).status()).toBe(200);
  try {
    const after = await plainPage(request, "/gallery");
    expect(after.headers()["x-cache"], "the edit expired the cached page").toBe("MISS");
    expect(await after.text()).toContain(marker);
  } finally {
    expect((await edit(photo.description)).status()).toBe(200);
  }
  expect(await (await plainPage(request, "/gallery")).text()).not.toContain(marker);
});

test("the pages without the framework's JavaScript are sent compressed once, brotli or gzip, with their own headers", async ({
  request,
}) => {
  for (const path of prerenderedPagesWithoutRuntime) {
    const plain = await request.get(path, { headers: { "accept-encoding": "identity" } });
    const html = await plain.text();
    expect(plain.headers()["content-encoding"], `${path} plain`).toBeUndefined();
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
    ] as const) {
      const response = await request.get(path, { headers: { "accept-encoding": accept } });
      const headers = response.headers();
      expect(headers["content-encoding"], `${path} ${accept}`).toBe(encoding);
      expect(headers["vary"], `${path} ${accept}`).toContain("Accept-Encoding");
      expect(headers["cache-control"], `${path} ${accept}`).toBe(PAGE_CACHE_CONTROL.static);
      expect(headers["content-security-policy"], `${path} ${accept}`).toContain("default-src 'self'");
      // Compressed at all (a third of the size or less for most; /login's inline scripts compress less well).
      expect(Number(headers["content-length"]), `${path} ${accept}`).toBeLessThan(html.length / 2);
      // Playwright decodes the body: the same page as the plain answer.
      expect(await response.text(), `${path} ${accept}`).toBe(html);
    }
  }
  // The query cannot pick another page or encoding: the rewrite's own values win.
  const about = await request.get("/about?name=science&encoding=gzip", { headers: { "accept-encoding": "br" } });
  expect(about.headers()["content-encoding"]).toBe("br");
  expect(await about.text()).toBe(await (await request.get("/about", { headers: { "accept-encoding": "identity" } })).text());
  // The compressed copies have no address of their own.
  expect((await request.get("/api/static-html/br/about", { headers: { "accept-encoding": "br" } })).status()).toBe(404);
  // A form page's GET is kept per address (lib/static-site/html-cache.ts), compressed as asked, public.
  await request.get("/contact");
  for (const accept of ["br", "gzip", "identity"]) {
    const view = await request.get("/contact", { headers: { "accept-encoding": accept } });
    expect(view.headers()["x-cache"], accept).toBe("HIT");
    expect(view.headers()["content-encoding"], accept).toBe(accept === "identity" ? undefined : accept);
    expect(view.headers()["cache-control"], accept).toBe(PAGE_CACHE_CONTROL.static);
    expect(await view.text(), accept).toContain("Send us a message");
  }
});
