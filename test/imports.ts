import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * A module's imports read from its text, for the tests that walk the import graph (what
 * next.config.ts reaches, what a client component reaches). Type-only imports are left out: they
 * vanish when the module is compiled.
 */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?from\s+"([^"]+)"|(?:^|\n)\s*import\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

export const root = path.resolve(import.meta.dirname, "..");

/** The specifiers `file` imports at run time. */
export function importsOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)].map((match) => (match[1] ?? match[2] ?? match[3])!);
}

/** The project file a specifier names (relative, or through the "@/" alias), or null for a package or a file not found. */
export function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (/\.(ts|mts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}
