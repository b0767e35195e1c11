// No "server-only" import: the Pages Router's form pages read their answers with it
// (lib/form-answer-cookie.ts), and that package throws there. It is never bundled for the browser.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The embedded mode's secrets, generated once into DATA_DIR/secrets.json (mode 0600) and read
 * from there afterwards, so sessions outlive a restart without anyone choosing a secret.
 */
function readOrCreateSecrets(dataDir: string): { authSecret: string } {
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) {
    const parsed = z.object({ authSecret: z.string().min(32) }).safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (parsed.success) return parsed.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = { authSecret: randomBytes(32).toString("base64url") };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** AUTH_SECRET, or the embedded mode's generated one under DATA_DIR: lib/env.ts's `authSecret`, and the form answers' key without the rest of the configuration. */
export function authSecret(source: Readonly<Record<string, string | undefined>> = process.env): string {
  // DATA_DIR is the running site's own folder, not part of the build: nothing to trace for a deploy.
  return source.AUTH_SECRET || readOrCreateSecrets(path.resolve(/* turbopackIgnore: true */ source.DATA_DIR || ".data")).authSecret;
}
