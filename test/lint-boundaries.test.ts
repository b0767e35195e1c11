/**
 * The arrows between the layers (eslint.config.mjs, docs/architecture.md) are enforced by lint:
 * this proves that a wrong-way import is an error and that the allowed ways stay clean. Snippets
 * are linted as text under the path they would have. Import cycles are found by dpdm
 * (`npm run lint:cycles`, part of `npm run lint`), which reads files on disk: the cycle test writes
 * them to a scratch folder under lib/ and removes them afterwards.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const BOUNDARY_RULES = ["@typescript-eslint/no-restricted-imports"];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary errors (rule and message) that lint reports for `code` at `filePath`; a snippet that does not parse counts too. */
async function boundaryErrors(filePath: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages
    .filter((m) => m.fatal || (m.severity === 2 && BOUNDARY_RULES.includes(m.ruleId ?? "")))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const restricted = (message: string) => [{ ruleId: "@typescript-eslint/no-restricted-imports", message: expect.stringContaining(message) }];

describe("lint enforces the boundaries", () => {
  it.each([
    ["a feature", "lib/lint-probe.ts", `import { thumbnailUrlFor } from "@/features/videos";\nexport const probe = thumbnailUrlFor;\n`],
    ["the registry", "lib/lint-probe.ts", `import { permissions } from "@/registry/permissions";\nexport const probe = permissions;\n`],
  ])("lib/ importing %s is an error", async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(restricted("lib/ is the kernel"));
  });

  it.each([
    ["the database client", `import { getDb } from "@/lib/db/client";\nexport const probe = getDb;\n`],
    ["drizzle-orm", `import { eq } from "drizzle-orm";\nexport const probe = eq;\n`],
  ])("a feature's UI importing %s is an error", async (_what, code) => {
    expect(await boundaryErrors("features/videos/ui/lint-probe.tsx", code)).toEqual(restricted("UI never touches the database"));
  });

  it("a feature's UI may import database types", async () => {
    expect(
      await boundaryErrors(
        "features/videos/ui/lint-probe.tsx",
        `import type { VideoRow } from "@/lib/db/schema";\nexport type Probe = VideoRow;\n`,
      ),
    ).toEqual([]);
  });

  it("a feature reaching into another feature's files is an error", async () => {
    const code = `import { loadVideo } from "@/features/videos/server/access";\nexport const probe = loadVideo;\n`;
    expect(await boundaryErrors("features/watching/server/lint-probe.ts", code)).toEqual(
      restricted("Another feature is reached only through its index.ts"),
    );
  });

  it.each([
    ["its index.ts", `import { thumbnailUrlFor } from "@/features/videos";\nexport const probe = thumbnailUrlFor;\n`],
    ["its client.ts", `import * as videos from "@/features/videos/client";\nexport const probe = videos;\n`],
  ])("a feature may reach another through %s", async (_what, code) => {
    expect(await boundaryErrors("features/watching/server/lint-probe.ts", code)).toEqual([]);
  });

  describe("import cycles (npm run lint:cycles)", () => {
    const folder = `lib/__lint_fixture_${process.pid}__`;
    const alias = `@/${folder}`;
    const files: Record<string, string> = {
      "a.ts": `import { b } from "${alias}/b";\nexport const a = () => b;\n`,
      "b.ts": `import { a } from "${alias}/a";\nexport const b = () => a;\n`,
      // A cycle through a type-only import is allowed: it does not exist at run time.
      "c.ts": `import type { D } from "${alias}/d";\nexport type C = { d?: D };\nexport const c = 1;\n`,
      "d.ts": `import { c } from "${alias}/c";\nexport type D = { c: typeof c };\n`,
    };
    beforeAll(() => {
      mkdirSync(path.join(root, folder), { recursive: true });
      for (const [file, code] of Object.entries(files)) writeFileSync(path.join(root, folder, file), code);
    });
    afterAll(() => rmSync(path.join(root, folder), { recursive: true, force: true }));

    it("a two-file cycle fails the check; one through a type-only import does not", () => {
      const run = spawnSync("npm", ["run", "--silent", "lint:cycles"], { cwd: root, encoding: "utf8" });
      expect(run.status).toBe(1);
      const cycles = run.stdout.split("\n").filter((line) => /^\s*\d+\)/.test(line));
      expect(cycles).toEqual([expect.stringMatching(new RegExp(`${folder}/[ab]\\.ts -> ${folder}/[ab]\\.ts`))]);
    }, 60_000);
  });
});
