/**
 * Where a kept listing page's content for one address sits in its HTML (lib/kept-pages-server.ts):
 * everything else of the page (the frame: head, header, hero, footer, scripts) is the same at
 * every address, so the server has Next render the frame once and renders only this part for
 * each new address. Two empty <template> elements mark it: inert, invisible, read by no one.
 */
export const KEPT_SLOT_START = '<template data-kept-slot="start"></template>';
export const KEPT_SLOT_END = '<template data-kept-slot="end"></template>';

/** The part of a kept page that differs from one address to another (its results, its form's values). */
export function KeptSlot({ children }: { children: React.ReactNode }) {
  return (
    <>
      <template data-kept-slot="start" />
      {children}
      <template data-kept-slot="end" />
    </>
  );
}
