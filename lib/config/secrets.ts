import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/** AUTH_SECRET, or the embedded mode's generated one under DATA_DIR: lib/config/env.ts's `authSecret`, and the form answers' key without the rest of the configuration. */
export function authSecret(source: Readonly<Record<string, string | undefined>> = process.env): string {
  // DATA_DIR is the running site's own folder, not part of the build: nothing to trace for a deploy.
  return source.AUTH_SECRET || readOrCreateSecrets(path.resolve(/* turbopackIgnore: true */ source.DATA_DIR || ".data")).authSecret;
}

/**
 * The embedded mode's key for bank account numbers, generated once into DATA_DIR/bank-account.key
 * (mode 0600). Unlike the session secret, this key encrypts stored data: it is never replaced, so
 * it has its own file, created whole in one step (written aside, then linked into place, which
 * fails when the file exists): of two processes starting at once, both use the first one's key.
 */
function readOrCreateKeyFile(dataDir: string): string {
  const file = path.join(dataDir, "bank-account.key");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const aside = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
    writeFileSync(aside, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(aside, { force: true });
    }
  }
  return readFileSync(file, "utf8").trim();
}

/** BANK_ACCOUNT_KEY, or the embedded mode's generated key under DATA_DIR (lib/config/env.ts reads it into a key ring). */
export function bankAccountKey(source: Readonly<Record<string, string | undefined>> = process.env): string {
  return source.BANK_ACCOUNT_KEY || readOrCreateKeyFile(path.resolve(/* turbopackIgnore: true */ source.DATA_DIR || ".data"));
}
