import { afterEach, describe, expect, it } from "vitest";
import { afterResponse, setAfterResponse, withAfterResponse, type ScheduleAfterResponse } from "./after-response";

describe("afterResponse", () => {
  const task = async () => {};
  afterEach(() => setAfterResponse(undefined));

  it("answers false with no scheduler at all (a script)", () => {
    expect(afterResponse(task)).toBe(false);
  });

  it("answers false outside a request when the registered scheduler refuses (Next's `after` outside its scope)", () => {
    setAfterResponse(() => {
      throw new Error("`after` was called outside a request scope");
    });
    expect(afterResponse(task)).toBe(false);
  });

  it("uses the registered scheduler outside a scope of our own, and the scope's inside one", async () => {
    const registered: unknown[] = [];
    const scoped: unknown[] = [];
    setAfterResponse((t) => void registered.push(t));
    expect(afterResponse(task)).toBe(true);
    const inScope: ScheduleAfterResponse = (t) => void scoped.push(t);
    // Across an await too: the scope follows the page's asynchronous work.
    await withAfterResponse(inScope, async () => {
      await Promise.resolve();
      expect(afterResponse(task)).toBe(true);
    });
    expect(registered).toEqual([task]);
    expect(scoped).toEqual([task]);
  });
});
