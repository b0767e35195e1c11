import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Session } from "next-auth";
import { SessionProvider, type SessionProviderProps } from "next-auth/react";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";

/** A router for client components' hooks (useRouter, e.g. a dialog that refreshes after saving); nothing navigates in a unit test. */
const router: AppRouterInstance = {
  back: () => {},
  forward: () => {},
  refresh: () => {},
  push: () => {},
  replace: () => {},
  prefetch: () => {},
  bfcacheId: "test",
};

/**
 * The HTML a component renders on the server, as a browser first receives it: for checking
 * words and structure in a unit test (await an async server component first, then pass what it
 * returned). There is no DOM in the test environment: read the markup with `textOf` and regular
 * expressions.
 */
export function renderHtml(node: ReactNode): string {
  return renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router }, node));
}

/**
 * A page as the server sends it to a guest (`session` null: the islands that ask for the session
 * in the browser render as for nobody) or to someone signed in.
 */
export function renderPage(node: ReactNode, session: Session | null = null): string {
  return renderHtml(createElement(SessionProvider, { session } as SessionProviderProps, node));
}

/** The JSON-LD blocks of a page's markup (components/site/json-ld.tsx), parsed, in order. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The text of some markup: its tags removed, the common entities decoded, white space collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
