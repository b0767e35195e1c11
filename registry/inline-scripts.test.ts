/**
 * Every inline script runs on its own: the function's source text is all the browser gets
 * (lib/static-site/inline-script.tsx), so a function that closes over an import, or anything else
 * of its module, breaks in the browser while it works in a unit test. Each function the site sends
 * is serialised as the component does, compiled with `new Function`, and checked by TypeScript,
 * as a plain script with nothing but the browser's own globals, to name no other free identifier.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { inlineScriptSource } from "@/lib/static-site/inline-script";
import ServerErrorPage from "@/pages/500";
import { renderHtml } from "@/test/render";
import { inlineScripts } from "./inline-scripts";

const root = path.resolve(import.meta.dirname, "..");

type Script = { name: string; source: string };

/** The listed functions, and the one pages/500.tsx keeps to itself, taken from the page as rendered. */
function everyScript(): Script[] {
  const listed = inlineScripts.map((run) => ({ name: run.name, source: inlineScriptSource(run) }));
  const rendered = [...renderHtml(createElement(ServerErrorPage)).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, source]) => ({
    name: /^\(function (\w+)\(/.exec(source!)?.[1] ?? "?",
    source: source!,
  }));
  return [...listed, ...rendered];
}

/** The source files that may render an `InlineScript`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The names TypeScript finds no declaration for, per script, with only the DOM and ES2024 declared. */
function freeNames(scripts: readonly Script[]): Record<string, string[]> {
  const files = new Map(scripts.map((s) => [`/inline-scripts/${s.name}.js`, s.source]));
  const options: ts.CompilerOptions = {
    allowJs: true,
    checkJs: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2024.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => {
    const text = files.get(name);
    return text === undefined ? read(name, language, ...rest) : ts.createSourceFile(name, text, language);
  };
  host.fileExists = (name) => files.has(name) || ts.sys.fileExists(name);
  host.readFile = (name) => files.get(name) ?? ts.sys.readFile(name);
  const program = ts.createProgram([...files.keys()], options, host);
  const found: Record<string, string[]> = {};
  for (const [file, text] of files) {
    const missing = program
      .getSemanticDiagnostics(program.getSourceFile(file))
      .filter((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n").startsWith("Cannot find name"))
      .map((d) => text.slice(d.start, (d.start ?? 0) + (d.length ?? 0)));
    found[path.basename(file, ".js")] = [...new Set(missing)];
  }
  return found;
}

describe("the inline scripts", () => {
  const scripts = everyScript();

  it("are every function an InlineScript is given, each named in registry/inline-scripts.ts (or pages/500.tsx's own)", () => {
    const names = new Set(scripts.map((s) => s.name));
    const uses = ["app", "components", "features", "pages"].flatMap(sourceFiles).flatMap((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      return [...text.matchAll(/<InlineScript\b([^>]*?)\/>/g)].map(([, props]) => ({
        file,
        run: /^\s*run=\{(\w+)\}\s*$/.exec(props!)?.[1],
      }));
    });
    expect(uses.length).toBeGreaterThanOrEqual(scripts.length);
    for (const { file, run } of uses) {
      expect(run, `${file}: InlineScript takes one function by name (run={name})`).toBeDefined();
      expect([...names], `${file}: ${run} is not in registry/inline-scripts.ts`).toContain(run);
    }
    // The same function is not listed twice, and every one listed is sent somewhere.
    expect(names.size).toBe(scripts.length);
    for (const name of names) expect(uses.map((u) => u.run)).toContain(name);
  });

  it.each(scripts.map((s) => [s.name, s] as const))("%s compiles on its own", (_name, { source }) => {
    expect(() => new Function(source)).not.toThrow();
  });

  it("name no identifier but the browser's own: nothing imported, nothing of their module", () => {
    expect(freeNames(scripts)).toEqual(Object.fromEntries(scripts.map((s) => [s.name, []])));
  });
});
