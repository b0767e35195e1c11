import { describe, expect, it } from "vitest";
import { protectContent } from "./content-protection";

/** A stand-in for the document: events dispatched on it carry `target`, as a page's do. */
class Doc extends EventTarget {}

/**
 * An event as the browser sends it, from `target` (an element's stand-in; the document itself
 * when left out); whether the page's listeners prevented it.
 */
function fire(doc: Doc, type: string, init: { key?: string; ctrlKey?: boolean; metaKey?: boolean; target?: object } = {}): boolean {
  const event = new Event(type, { cancelable: true });
  Object.assign(event, { key: init.key ?? "", ctrlKey: init.ctrlKey ?? false, metaKey: init.metaKey ?? false });
  if (init.target) Object.defineProperty(event, "target", { value: init.target });
  doc.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Stand-ins for a search box and a paragraph: what the protection reads of an element is `closest`. */
const field = Object.assign(new EventTarget(), { closest: (selector: string) => (selector.includes("input") ? {} : null) });
const paragraph = Object.assign(new EventTarget(), { closest: () => null });

describe("content protection", () => {
  it("blocks the context menu, copy, cut and the save, print, copy and select-all shortcuts, with Ctrl or Cmd", () => {
    const doc = new Doc();
    protectContent(doc);
    for (const type of ["contextmenu", "copy", "cut"]) expect(fire(doc, type), type).toBe(true);
    for (const key of ["s", "p", "c", "a", "S", "A"]) {
      expect(fire(doc, "keydown", { key, ctrlKey: true }), `Ctrl+${key}`).toBe(true);
      expect(fire(doc, "keydown", { key, metaKey: true }), `Cmd+${key}`).toBe(true);
    }
    for (const init of [{ key: "a" }, { key: "v", ctrlKey: true }, { key: "f", ctrlKey: true }, { key: "Tab" }]) {
      expect(fire(doc, "keydown", init), JSON.stringify(init)).toBe(false);
    }
  });

  it("leaves a text field its own menu, copy, cut and select all, but never save or print", () => {
    const doc = new Doc();
    protectContent(doc);
    for (const type of ["contextmenu", "copy", "cut"]) expect(fire(doc, type, { target: field }), type).toBe(false);
    expect(fire(doc, "keydown", { key: "a", ctrlKey: true, target: field })).toBe(false);
    expect(fire(doc, "keydown", { key: "c", metaKey: true, target: field })).toBe(false);
    expect(fire(doc, "keydown", { key: "s", ctrlKey: true, target: field })).toBe(true);
    expect(fire(doc, "keydown", { key: "p", ctrlKey: true, target: field })).toBe(true);
    expect(fire(doc, "copy", { target: paragraph })).toBe(true);
  });

  it("runs on its own as an inline script (nothing from its module's scope)", () => {
    const doc = new Doc();
    // As ContentProtectionScript sends it: the function's source text, called with the document.
    new Function("document", `(${protectContent.toString()})(document)`)(doc);
    expect(fire(doc, "contextmenu")).toBe(true);
    expect(fire(doc, "keydown", { key: "s", ctrlKey: true })).toBe(true);
    expect(fire(doc, "copy", { target: field })).toBe(false);
  });

  it("is removed by the function it returns", () => {
    const doc = new Doc();
    const stop = protectContent(doc);
    stop();
    expect(fire(doc, "contextmenu")).toBe(false);
    expect(fire(doc, "keydown", { key: "c", ctrlKey: true })).toBe(false);
  });
});
