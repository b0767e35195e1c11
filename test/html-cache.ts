import { createElement, type ComponentType } from "react";
import { expect } from "vitest";
import { shellOf } from "@/lib/static-site/html-cache";
import { renderHtml } from "./render";

/** A preload React hoists for an eager image (by its `href`, or its `imageSrcSet`). */
const PRELOADS = /<link rel="preload" as="image"[^>]*\/>/g;

/**
 * Checks a kept listing page's frame (lib/static-site/html-cache.ts): the page rendered at two
 * addresses (`one`, `other`) has the same frame, and the frame with the slot (`Listing`) rendered
 * alone into it is the page itself, but for where React puts the eager images' preloads (the
 * document's start, or the slot's): `preloads` of them, the same ones either way.
 */
export function expectShellSameAtEveryAddress<Props extends object>(
  Screen: ComponentType<Props>,
  Listing: ComponentType<Props>,
  { one, other, preloads }: { one: Props; other: Props; preloads: number },
): void {
  const page = (props: Props) => renderHtml(createElement(Screen, props));
  const [first, second] = [one, other].map((props) => ({ html: page(props), frame: shellOf(page(props), {}) }));
  expect(first!.frame).not.toBeNull();
  expect(second!.frame).toEqual(first!.frame);
  const { before, after } = first!.frame!;
  const composed = before + renderHtml(createElement(Listing, one)) + after;
  expect(composed.match(PRELOADS)).toEqual(first!.html.match(PRELOADS));
  expect(composed.match(PRELOADS) ?? []).toHaveLength(preloads);
  expect(composed.replace(PRELOADS, "")).toBe(first!.html.replace(PRELOADS, ""));
}
