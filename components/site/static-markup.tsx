/**
 * The server's HTML, left exactly as it is in the browser: React does not hydrate it.
 *
 * The marketing pages never hydrate in production (`unstable_runtimeJS: false`), but `next dev`
 * ignores that setting and hydrates them. By then their inline scripts have already changed the
 * DOM, and a <template>'s content cannot be hydrated at all, so React would throw the server's
 * HTML away and render its own (without the scripts' listeners). An element whose inner HTML
 * React is told to set, with the mismatch warning suppressed, is kept as the server sent it.
 */
export function StaticMarkup({ children }: { children: React.ReactNode }) {
  if (typeof window === "undefined") return <div className="contents">{children}</div>;
  return <div className="contents" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
