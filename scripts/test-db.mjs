#!/usr/bin/env node
/**
 * Runs vitest (with this script's arguments) against a real PostgreSQL, never PGlite: PGlite
 * runs one transaction at a time, so tests of concurrent requests would pass there whatever the
 * code does (DESIGN.md 8). The database, first that works:
 *   1. TEST_DATABASE_URL, when set (CI sets it: .ci/run); used as it is;
 *   2. a server at 127.0.0.1:5432 (user PGUSER or postgres, password PGPASSWORD if any): a
 *      throw-away database is created there and dropped afterwards;
 *   3. a throw-away cluster made with the machine's `initdb` in a temporary folder, started with
 *      `pg_ctl` on a free port, stopped and removed afterwards.
 * It prints which one it used, and fails with how to install PostgreSQL when none works.
 * Usage: node scripts/test-db.mjs run [vitest arguments…]
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const vitestArgs = process.argv.slice(2);
const log = (message) => console.log(`[test-db] ${message}`);

/** Cleanups to run once, however the script ends. */
const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`[test-db] cleanup failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database name nobody else uses. */
const throwAwayName = () => `mmf_test_${process.pid}_${Date.now().toString(36)}`;

/** 2. A throw-away database on the server at 127.0.0.1:5432, or null when there is none we may use. */
async function serverDatabase() {
  const user = process.env.PGUSER || "postgres";
  const server = `postgres://${encodeURIComponent(user)}@127.0.0.1:5432`;
  const reachable = await canConnect(`${server}/postgres`);
  if (reachable !== true) {
    log(`no usable server at 127.0.0.1:5432 (${reachable})`);
    return null;
  }
  const name = throwAwayName();
  await admin(`${server}/postgres`, `CREATE DATABASE ${name}`);
  cleanups.push(() => admin(`${server}/postgres`, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  log(`using the server at 127.0.0.1:5432, throw-away database ${name} (dropped afterwards)`);
  return `${server}/${name}`;
}

/** The folder of `initdb` and `pg_ctl`: on PATH, else Debian's newest /usr/lib/postgresql/<n>/bin. */
function postgresBin() {
  try {
    const initdb = execFileSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).trim();
    if (initdb && existsSync(path.join(path.dirname(initdb), "pg_ctl"))) return path.dirname(initdb);
  } catch {
    // not on PATH
  }
  const debian = "/usr/lib/postgresql";
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian)
    .filter((v) => existsSync(path.join(debian, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(debian, versions[0], "bin") : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** 3. A throw-away cluster, or null when the machine has no initdb. */
async function throwAwayCluster() {
  const bin = postgresBin();
  if (!bin) {
    log("no initdb on PATH nor under /usr/lib/postgresql/*/bin");
    return null;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "mmf-pg-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  // PostgreSQL refuses to run as root: run it as the `postgres` user the Debian package creates.
  let asUser = [];
  if (process.getuid?.() === 0) {
    let uid;
    let gid;
    try {
      uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
      gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    } catch {
      throw new Error(
        "initdb cannot run as root and there is no `postgres` user to run it as: set TEST_DATABASE_URL, or run the tests as another user.",
      );
    }
    execFileSync("chown", [`${uid}:${gid}`, dir]);
    chmodSync(dir, 0o700);
    asUser = ["runuser", "-u", "postgres", "--"];
  }
  const run = (program, args) => {
    const [command, ...rest] = [...asUser, path.join(bin, program), ...args];
    execFileSync(command, rest, { stdio: ["ignore", "ignore", "inherit"] });
  };
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const port = await freePort();
  // The socket in the cluster's own folder (the system's may not be writable); fsync off: the
  // data is thrown away.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-s", "start"]);
  cleanups.push(() => run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "-s", "stop"]));
  log(`using a throw-away cluster (${bin}/initdb) on 127.0.0.1:${port} in ${dir} (removed afterwards)`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const name = throwAwayName();
  await admin(url, `CREATE DATABASE ${name}`);
  return `postgres://postgres@127.0.0.1:${port}/${name}`;
}

async function testDatabase() {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    const { host, pathname } = new URL(given);
    log(`using TEST_DATABASE_URL (${host}${pathname})`);
    return given;
  }
  const url = (await serverDatabase()) ?? (await throwAwayCluster());
  if (url) return url;
  throw new Error(
    "No PostgreSQL for the tests. They need a real server (PGlite runs one transaction at a time, so races cannot be tested there). Either:\n" +
      "  - set TEST_DATABASE_URL=postgres://user@host:port/database (a database the tests may wipe), or\n" +
      "  - run PostgreSQL on 127.0.0.1:5432 (user postgres, or PGUSER/PGPASSWORD), or\n" +
      "  - install PostgreSQL so that initdb is found (Debian: apt-get install -y postgresql); a throw-away cluster is then made for each run.",
  );
}

function runVitest(url) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules", "vitest", "vitest.mjs"), ...vitestArgs], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let exitCode = 1;
try {
  exitCode = await runVitest(await testDatabase());
} catch (error) {
  console.error(`[test-db] ${error instanceof Error ? error.message : error}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
