import { expect, type Locator, type Page } from "@playwright/test";
import { settled } from "./shots";

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Every toast on screen lies within the window and leaves `targets` uncovered (a form's buttons, the player's controls) and,
 * with `bottomStrip`, the bottom of the window too (where a video's own controls are drawn).
 */
export async function expectToastsClearOf(page: Page, targets: Locator[], { bottomStrip = 0 } = {}): Promise<void> {
  const toasts = page.locator("[data-sonner-toast]");
  await expect(toasts.first()).toBeVisible();
  // Where a toast comes to rest: it slides in from above the window's top.
  await settled(page);
  const viewport = page.viewportSize()!;
  const areas: { name: string; box: Box }[] = [];
  for (const target of targets) {
    for (const element of await target.all()) {
      const box = await element.boundingBox();
      if (box) areas.push({ name: (await element.textContent())?.trim() || String(target), box });
    }
  }
  if (bottomStrip > 0)
    areas.push({ name: "the bottom strip", box: { x: 0, y: viewport.height - bottomStrip, width: viewport.width, height: bottomStrip } });
  for (const toast of await toasts.all()) {
    const box = await toast.boundingBox();
    if (!box) continue;
    expect(box.x, "a toast starts off the left edge").toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, "a toast runs off the right edge").toBeLessThanOrEqual(viewport.width);
    for (const area of areas) expect(overlaps(box, area.box), `a toast covers ${area.name}`).toBe(false);
  }
}
