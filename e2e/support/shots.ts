import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Whether this run checks what the screens look like (screenshots, axe). The S3 run
 * (playwright.config.ts) repeats the journeys that store files to see where their files go; the
 * screens are the same as in the first run, which checks them.
 */
export const checksLooks = process.env.E2E_STORAGE !== "s3";

/** The WCAG rule sets axe checks on every screen a journey photographs. */
export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type ShotOptions = {
  /** Reload at each width (a layout decided at load, e.g. the dashboard's tab row). */
  reload?: boolean;
  /** Photograph this element instead of the whole page. */
  element?: Locator;
};

/**
 * Waits for every finite CSS animation and transition to end: axe measures the colours an element
 * has at that instant, and a toast fading out (or a dialog fading in) is low contrast on its way.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * A journey's screenshots, saved under `dir` (or SHOTS_DIR): each screen at 375 and 1280 px, from
 * the top (a scrolled page would paint its sticky header mid-picture), each checked with axe.
 * The page is left at 1280 px. Nothing in the S3 run (`checksLooks`).
 */
export function screenshotsIn(dir: string) {
  const folder = process.env.SHOTS_DIR ?? dir;
  return async function shots(page: Page, name: string, { reload = false, element }: ShotOptions = {}): Promise<void> {
    if (!checksLooks) return;
    mkdirSync(folder, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      if (reload) await page.reload();
      await page.waitForLoadState("networkidle");
      const file = path.join(folder, `${name}-${width}.png`);
      if (element) await element.screenshot({ path: file });
      else {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: file, fullPage: true });
      }
      await settled(page);
      // A toast left from the step before is not this screen (toasts stacked behind the front one are
      // drawn faded on purpose); e2e/support/toasts.ts checks where toasts rest.
      const { violations } = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").withTags(WCAG).analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        `axe on ${name} at ${width}`,
      ).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
}
