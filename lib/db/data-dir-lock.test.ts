import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mmf-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process that runs until killed (another server holding the folder). */
function otherProcess() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
  return { pid: child.pid!, stop: () => child.kill("SIGKILL") };
}

describe("PGlite without the lock", () => {
  it("lets a second process open the same folder, whose later write loses what the first committed", async () => {
    const dir = path.join(tempDir(), "pglite");
    const setup = new PGlite(dir);
    await setup.exec("CREATE TABLE plans (id int PRIMARY KEY, status text); INSERT INTO plans VALUES (1, 'active')");
    await setup.close();
    const server = new PGlite(dir);
    await server.query("SELECT 1");
    // Another process (a second server on the same DATA_DIR) cancels the plan, and is told it is stored.
    const cancel = `import { PGlite } from "@electric-sql/pglite";
      const db = new PGlite(${JSON.stringify(dir)});
      await db.query("UPDATE plans SET status = 'canceled' WHERE id = 1");
      console.log((await db.query("SELECT status FROM plans")).rows[0].status);
      process.exit(0);`;
    const other = spawnSync(process.execPath, ["--input-type=module", "-e", cancel], {
      cwd: process.cwd(),
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(other.stdout.trim()).toBe("canceled");
    // The first never sees it, and its own next write to the row puts the plan back.
    expect((await server.query<{ status: string }>("SELECT status FROM plans")).rows).toEqual([{ status: "active" }]);
    await server.query("UPDATE plans SET status = 'past_due' WHERE id = 1");
    await server.close();
    const after = new PGlite(dir);
    expect((await after.query<{ status: string }>("SELECT status FROM plans")).rows).toEqual([{ status: "past_due" }]);
    await after.close();
  });
});

describe("lockDataDir", () => {
  it("takes a free folder for this process, and its release frees it", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it("refuses a folder another running process holds, naming it and what to do", () => {
    const dir = tempDir();
    const other = otherProcess();
    try {
      writeFileSync(path.join(dir, LOCK_FILE), String(other.pid));
      let error: unknown;
      try {
        lockDataDir(dir);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirInUseError);
      expect((error as Error).message).toContain(`open in another process (pid ${other.pid})`);
      expect((error as Error).message).toContain("set DATA_DIR to another folder");
      expect(readFileSync(path.join(dir, LOCK_FILE), "utf8")).toBe(String(other.pid));
    } finally {
      other.stop();
    }
  });

  it("takes over a lock left by a process that is gone, or an unreadable one", () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    for (const left of [gone.stdout, "not a pid", ""]) {
      writeFileSync(path.join(dir, LOCK_FILE), left);
      const release = lockDataDir(dir);
      expect(readFileSync(path.join(dir, LOCK_FILE), "utf8")).toBe(String(process.pid));
      release();
    }
  });

  it("does not remove a lock another process has taken since", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    writeFileSync(path.join(dir, LOCK_FILE), "1");
    release();
    expect(readFileSync(path.join(dir, LOCK_FILE), "utf8")).toBe("1");
  });
});
