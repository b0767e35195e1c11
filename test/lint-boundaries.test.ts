/**
 * The arrows between the layers (eslint.config.mjs, docs/architecture.md) are enforced by lint:
 * this proves that a wrong-way import is an error and that the allowed ways stay clean. Snippets
 * are linted as text under the path they would have; the import cycle needs files on disk, so
 * two are written to a scratch folder under lib/ and removed afterwards.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const BOUNDARY_RULES = ["@typescript-eslint/no-restricted-imports", "import/no-cycle"];

/**
 * Snippets are not on disk, and import/no-cycle cannot run on a file it cannot find (it throws):
 * it is off for them, and the cycle test lints real files with the configuration as it is.
 */
let snippets: ESLint;
let onDisk: ESLint;
beforeAll(() => {
  snippets = new ESLint({ cwd: root, overrideConfig: { rules: { "import/no-cycle": "off" } } });
  onDisk = new ESLint({ cwd: root });
});

/** The boundary errors (rule and message) that lint reports for `code` at `filePath`; a snippet that does not parse counts too. */
async function boundaryErrors(filePath: string, code: string, eslint = snippets): Promise<{ ruleId: string | null; message: string }[]> {
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

  describe("import cycles", () => {
    const folder = `lib/__lint_fixture_${process.pid}__`;
    const alias = `@/${folder}`;
    const files = {
      a: [`${folder}/a.ts`, `import { b } from "${alias}/b";\nexport const a = () => b;\n`],
      b: [`${folder}/b.ts`, `import { a } from "${alias}/a";\nexport const b = () => a;\n`],
    } as const;
    beforeAll(() => {
      mkdirSync(path.join(root, folder), { recursive: true });
      for (const [file, code] of Object.values(files)) writeFileSync(path.join(root, file), code);
    });
    afterAll(() => rmSync(path.join(root, folder), { recursive: true, force: true }));

    it("a two-file cycle is an error", async () => {
      const [file, code] = files.a;
      expect(await boundaryErrors(file, code, onDisk)).toEqual([
        { ruleId: "import/no-cycle", message: expect.stringContaining("Dependency cycle") },
      ]);
    });
  });
});
