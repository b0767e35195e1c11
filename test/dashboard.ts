import { isValidElement, type ReactElement, type ReactNode } from "react";
import { expect } from "vitest";
import type { FeatureTab, TabContext } from "@/components/dashboard/tabs";
import type { Actor } from "@/lib/session/actor-type";
import { renderHtml } from "./render";

/** What a dashboard tab is given: `actor` on `basePath` (the admin dashboard unless told) with the tab `tab` open and `params`. */
export function tabContext(actor: Actor, tab: string, params: Record<string, string> = {}, basePath = "/admin"): TabContext {
  return { actor, basePath, tab, params };
}

/** The tab `id` of a feature's tabs (features/<domain>/dashboard.tsx); the test fails when there is none. */
export function tabOf(tabs: readonly FeatureTab[], id: string): FeatureTab {
  const tab = tabs.find((t) => t.id === id);
  expect(tab, `a tab "${id}"`).toBeDefined();
  return tab!;
}

/**
 * The HTML of the tab `id` of `tabs` for `ctx`, as a browser first receives it: the tab's
 * element is an async server component, which renderToStaticMarkup cannot await, so it is
 * checked to be `component` and called with its props first.
 */
export async function tabHtml<P>(
  tabs: readonly FeatureTab[],
  id: string,
  ctx: TabContext,
  component: (props: P) => Promise<ReactNode>,
): Promise<string> {
  const element = (await tabOf(tabs, id).render(ctx)) as ReactElement<P>;
  expect(isValidElement(element) && element.type).toBe(component);
  return renderHtml(await component(element.props));
}
