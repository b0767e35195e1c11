import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, resolveImport, root } from "./imports";

/**
 * What runs in the browser never reaches server code: from every client component ("use client")
 * and instrumentation-client.ts, following every run-time import through the project's files, no
 * module of a feature's `server/` folder is reached and no package that only a server has (the
 * database, Node's built-ins, mail, storage, payments, request headers). Lint checks each file's
 * own imports (eslint.config.mjs); this checks the whole graph, so a shared module that starts to
 * import a service is caught here, not in a visitor's browser or a secret in a bundle. A module of
 * server actions ("use server") is the one way through: the browser gets references to its
 * functions, never their code.
 */
const SERVER_PACKAGES = [
  /^node:/,
  /^pg$/,
  /^drizzle-orm(\/|$)/,
  /^next\/headers$/,
  /^stripe$/,
  /^nodemailer$/,
  /^@aws-sdk\//,
  /^sharp$/,
  /^@node-rs\/argon2$/,
  /^@electric-sql\/pglite/,
  /^pusher$/,
  /^next-auth$/,
];
const SERVER_FOLDER = /^features\/[^/]+\/server\//;
const SOURCE_FOLDERS = ["app", "components", "features", "lib"];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(root, folder, file));
}

/** Whether a module begins with the directive (after comments). */
const hasDirective = (file: string, directive: string) =>
  new RegExp(String.raw`^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*["']${directive}["']`).test(readFileSync(file, "utf8"));

const clientEntries = [
  ...SOURCE_FOLDERS.flatMap(sourceFiles).filter((file) => hasDirective(file, "use client")),
  path.join(root, "instrumentation-client.ts"),
];

/** Each server module or package reached from `entry`, with the chain of files that leads there. */
function serverCodeReachedFrom(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file) || hasDirective(file, "use server")) return;
    seen.add(file);
    const here = [...chain, path.relative(root, file)];
    if (SERVER_FOLDER.test(path.relative(root, file))) {
      found.push(here.join(" → "));
      return;
    }
    for (const spec of importsOf(file)) {
      if (SERVER_PACKAGES.some((pattern) => pattern.test(spec))) found.push(`${here.join(" → ")} → ${spec}`);
      const next = resolveImport(file, spec);
      if (next) visit(next, here);
    }
  };
  visit(entry, []);
  return found;
}

describe("the browser's code", () => {
  it("has client components to check", () => {
    expect(clientEntries.length).toBeGreaterThan(50);
  });

  it("reaches no server module and no server-only package from any client component", () => {
    expect(clientEntries.flatMap(serverCodeReachedFrom)).toEqual([]);
  });
});
