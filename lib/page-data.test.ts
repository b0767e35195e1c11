import { describe, expect, it } from "vitest";
import { definePageData } from "./page-data";

describe("definePageData", () => {
  it("reads what the server provided, with the page's parameters", async () => {
    const page = definePageData<{ q: string }, string[]>("test-echo");
    page.provide(async ({ q }) => [q, q.toUpperCase()]);
    expect(await page.read({ q: "calm" })).toEqual(["calm", "CALM"]);
  });

  it("meets the provider through the registry, not the object: another definition of the same name reads it", async () => {
    definePageData<number, number>("test-double").provide(async (n) => n * 2);
    expect(await definePageData<number, number>("test-double").read(21)).toBe(42);
  });

  it("says which page has no provider, rather than rendering it empty", async () => {
    expect(() => definePageData<void, never>("test-missing").read()).toThrow(
      'No data provider for the page "test-missing": the server registers them when it starts (registry/page-data.ts).',
    );
  });
});
