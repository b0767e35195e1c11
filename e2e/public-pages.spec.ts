import { expect, test } from "@playwright/test";
import { publicPages, viewports } from "./support/public-pages";

/**
 * Every public page, on a phone and a desktop: its heading renders, nothing scrolls sideways,
 * and no request leaves the site while it loads (fonts, images and scripts are all our own).
 */
for (const viewport of viewports) {
  test.describe(`public pages at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of publicPages) {
      test(`${path} renders its h1 without horizontal scrolling or outside requests at ${viewport.name}`, async ({ page, baseURL }) => {
        const origin = new URL(baseURL!).origin;
        const outside: string[] = [];
        page.on("request", (request) => {
          const url = request.url();
          if (url.startsWith("data:") || url.startsWith("blob:")) return;
          if (new URL(url).origin !== origin) outside.push(`${request.resourceType()} ${url}`);
        });

        const response = await page.goto(path);
        expect(response?.status(), `${path} answers 200`).toBe(200);
        const h1 = page.locator("h1");
        await expect(h1).toHaveCount(1);
        await expect(h1).toBeVisible();
        expect((await h1.innerText()).trim().length).toBeGreaterThan(0);
        await page.waitForLoadState("networkidle");

        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${path} scrolls sideways at ${viewport.name}`).toBeLessThanOrEqual(clientWidth);
        expect(outside, `${path} made requests outside ${origin}`).toEqual([]);
      });
    }
  });
}
