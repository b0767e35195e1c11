import { describe, expect, it } from "vitest";

describe("instrumentation-client", () => {
  it("makes Zod parse without compiling (no eval probe under the CSP), through Zod's own configuration", async () => {
    await import("../instrumentation-client");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
    // A parse works as before.
    const { z } = await import("zod");
    expect(z.object({ name: z.string() }).safeParse({ name: "Ada" }).success).toBe(true);
  });
});
