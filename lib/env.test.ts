import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mmf-env-"));
  dirs.push(dir);
  return dir;
};
const source = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadEnv", () => {
  it("runs embedded with nothing configured, generating a secret once into DATA_DIR", () => {
    const dir = tempDir();
    const first = loadEnv(source({ DATA_DIR: dir }));
    expect(first).toMatchObject({ mode: "embedded", nodeEnv: "development", siteUrl: "http://localhost:3000", smtpUrl: undefined });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8")).authSecret).toBe(first.authSecret);
    expect(loadEnv(source({ DATA_DIR: dir })).authSecret).toBe(first.authSecret);
  });

  it("refuses to start in production without the secrets and services, naming them", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db/x", DATA_DIR: tempDir() };
    expect(() => loadEnv(source(production))).toThrow(ConfigError);
    expect(() => loadEnv(source(production))).toThrow("AUTH_SECRET, SITE_URL, SMTP_URL, MAIL_FROM");
    const full = loadEnv(source({ ...production, AUTH_SECRET: "s".repeat(40), SITE_URL: "https://mmf.example/", SMTP_URL: "smtp://mail", MAIL_FROM: "a@b.org" }));
    expect(full).toMatchObject({ mode: "production", siteUrl: "https://mmf.example" });
  });

  it("refuses a short AUTH_SECRET", () => {
    expect(() => loadEnv(source({ AUTH_SECRET: "short", DATA_DIR: tempDir() }))).toThrow(/AUTH_SECRET must be at least 32/);
  });
});
