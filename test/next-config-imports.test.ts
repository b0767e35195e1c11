import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * next.config.ts is loaded by Next before the build, without the tsconfig "@/" path alias: an
 * "@/" import anywhere it reaches stops `next build` and `next start` ("Cannot find module").
 * This walks its relative imports and lists every "@/" import among them.
 */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.mts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && candidate.match(/\.(ts|mts|tsx)$/)) return candidate;
  }
  return null;
}

function aliasImportsReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const spec = match[1] ?? match[2]!;
      if (spec.startsWith("@/")) found.push(`${path.relative(process.cwd(), file)}: ${spec}`);
      else if (spec.startsWith(".")) {
        const next = resolve(file, spec);
        if (next) visit(next);
      }
    }
  };
  visit(path.resolve(entry));
  return found;
}

describe("next.config.ts", () => {
  it("reaches no module through the @/ alias, which Next's loader of the config does not know", () => {
    expect(aliasImportsReachedFrom("next.config.ts")).toEqual([]);
  });
});
