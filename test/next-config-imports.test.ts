import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, resolveImport, root } from "./imports";

/**
 * next.config.ts is loaded by Next before the build, without the tsconfig "@/" path alias: an
 * "@/" import anywhere it reaches stops `next build` and `next start` ("Cannot find module").
 * This walks its relative imports and lists every "@/" import among them.
 */
function aliasImportsReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of importsOf(file)) {
      if (spec.startsWith("@/")) found.push(`${path.relative(root, file)}: ${spec}`);
      else if (spec.startsWith(".")) {
        const next = resolveImport(file, spec);
        if (next) visit(next);
      }
    }
  };
  visit(path.join(root, entry));
  return found;
}

describe("next.config.ts", () => {
  it("reaches no module through the @/ alias, which Next's loader of the config does not know", () => {
    expect(aliasImportsReachedFrom("next.config.ts")).toEqual([]);
  });
});
