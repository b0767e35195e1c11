import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every path the documentation names exists, every link inside it lands, and every `npm run X`
 * it tells a reader to type is a script of package.json.
 *
 * The documents: README.md, docs/*.md, features/<name>/README.md and the kernel's folders' READMEs (lib/<folder>/README.md).
 *
 * The rules, kept simple on purpose:
 * - A relative Markdown link `[text](target)` (not http:, https:, mailto:) must name a file or
 *   folder that exists, resolved from the document's folder. A `#fragment` must be a heading of
 *   the target document (GitHub's slug: lower case, punctuation dropped, spaces to hyphens) or
 *   an `<a id>` in it.
 * - A backticked span that is one token and starts with a repository folder (`app/`,
 *   `components/`, `features/`, `lib/`, `registry/`, `pages/`, `e2e/`, `test/`, `scripts/`,
 *   `bench/`, `content/`, `docs/`, `drizzle/`, `.ci/`) is a path from the repository's root and
 *   must exist; so must a backticked top-level file of the kinds listed in TOP_LEVEL_FILE
 *   (`package.json`, `next.config.ts`, `.env.example`…). Spans with a placeholder or a pattern
 *   (`<`, `{`, `*`, `…`, `$`, `:` as in `bench:pages`) are not paths and are skipped. Paths
 *   relative to a feature (`server/forms.ts` in its README) start with none of those folders and
 *   are not checked.
 * - `npm run <script>` anywhere in a document names a script of package.json.
 */

const root = path.resolve(import.meta.dirname, "..");

const REPO_FOLDERS = [
  "app/",
  "components/",
  "features/",
  "lib/",
  "registry/",
  "pages/",
  "e2e/",
  "test/",
  "scripts/",
  "bench/",
  "content/",
  "docs/",
  "drizzle/",
  ".ci/",
];
const TOP_LEVEL_FILE =
  /^(package(-lock)?\.json|tsconfig\.json|\.env\.example|\.nvmrc|\.prettierrc\.json|[\w-]+\.config\.(ts|mts|mjs|js)|proxy\.ts|instrumentation(-[\w]+)?\.ts|README\.md)$/;
const PLACEHOLDER = /[<>{}*…$:\s]|\.\.\./;

function documents(): string[] {
  const docs = readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  const features = readdirSync(path.join(root, "features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, "features", entry.name, "README.md")))
    .map((entry) => `features/${entry.name}/README.md`);
  const kernel = readdirSync(path.join(root, "lib"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, "lib", entry.name, "README.md")))
    .map((entry) => `lib/${entry.name}/README.md`);
  return ["README.md", ...docs, ...features, ...kernel];
}

/** The text without fenced code blocks (their contents are examples, not references). */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, "");
}

/** GitHub's anchor of a heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(file: string): Set<string> {
  const text = prose(readFileSync(file, "utf8"));
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = slug(match[1] ?? "");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const match of text.matchAll(/<a\s+id="([^"]+)"/g)) anchors.add(match[1] ?? "");
  return anchors;
}

const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts,
);

describe("the documentation's paths", () => {
  for (const document of documents()) {
    const file = path.join(root, document);
    const text = readFileSync(file, "utf8");

    it(`${document}: every relative link lands`, () => {
      const broken: string[] = [];
      for (const match of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1] ?? "";
        if (/^(https?:|mailto:)/.test(target)) continue;
        const [pathPart = "", fragment] = target.split("#");
        const resolved = pathPart === "" ? file : path.resolve(path.dirname(file), pathPart);
        if (!existsSync(resolved)) {
          broken.push(target);
          continue;
        }
        if (fragment && resolved.endsWith(".md") && !anchorsOf(resolved).has(fragment)) broken.push(target);
      }
      expect(broken, `links in ${document} that do not land`).toEqual([]);
    });

    it(`${document}: every backticked repository path exists`, () => {
      const missing: string[] = [];
      for (const match of prose(text).matchAll(/`([^`\n]+)`/g)) {
        const span = match[1] ?? "";
        if (PLACEHOLDER.test(span)) continue;
        const isRepoPath = REPO_FOLDERS.some((folder) => span.startsWith(folder)) || TOP_LEVEL_FILE.test(span);
        if (isRepoPath && !existsSync(path.join(root, span))) missing.push(span);
      }
      expect([...new Set(missing)], `paths in ${document} that do not exist`).toEqual([]);
    });

    it(`${document}: every npm run script exists`, () => {
      const unknown = [...text.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] ?? "").filter((name) => !scripts.includes(name));
      expect([...new Set(unknown)], `scripts named in ${document} that package.json lacks`).toEqual([]);
    });
  }
});
