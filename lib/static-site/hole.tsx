/**
 * The hole of a cached page (./README.md, "Shell and hole"): the part that differs between its
 * addresses. Two empty <template> elements mark it: inert, invisible, read by no one.
 */
export const HOLE_START = '<template data-cache-hole="start"></template>';
export const HOLE_END = '<template data-cache-hole="end"></template>';

/** The part of a cached page that differs from one address to another (its results, its form's values). */
export function CacheHole({ children }: { children: React.ReactNode }) {
  return (
    <>
      <template data-cache-hole="start" />
      {children}
      <template data-cache-hole="end" />
    </>
  );
}
