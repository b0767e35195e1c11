/**
 * `npm run stack`: the site as it runs in production on several servers, on this machine and on
 * 127.0.0.1 only (docs/deploying.md, "The stack on one machine"):
 *
 * - PostgreSQL: a throw-away database (mmf_stack) on the machine's server at 127.0.0.1:5432
 *   (STACK_POSTGRES_URL names another server), emptied at every start;
 * - s3rver (an S3-compatible store), its bucket allowing the site's origin;
 * - soketi (a server of Pusher's protocol, test/soketi/soketi.mts);
 * - an SMTP server that keeps every message as a file (smtp-server);
 * - two production instances of the site (`next start` through scripts/serve.mjs), migrated once
 *   and seeded with the demo accounts before they start;
 * - Debian's nginx in front: round robin, no stickiness, an access log naming the instance
 *   ($upstream_addr) of every request. Installed with apt-get when it is missing.
 *
 * Usage: `npm run stack [-- --chat=postgres|pusher] [--rebuild]`; Ctrl-C (or `npm run stack -- stop`
 * from another shell) stops all of it. The production build is made when there is none in
 * NEXT_DIST_DIR (default .next-stack) for these settings, under `flock /tmp/build.lock`.
 *
 * What a client of the stack needs (its address, secrets, log and mail folders) is written to
 * STACK_DIR/stack.json (default .data/stack); the Playwright journey (e2e/stack) reads it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { connect } from "node:net";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import pg from "pg";
import S3rver from "s3rver";
import smtp from "smtp-server";
import { startSoketi, type Soketi } from "../test/soketi/soketi.mts";
import { readStackState, stackDir, stackStateFile, type ChatTransport, type StackState } from "./stack-state.mts";

/**
 * Ports: the balancer, then the two instances, s3rver, soketi (and the two after it), SMTP; all
 * moved by STACK_PORT_OFFSET (a second stack beside the first, with its own STACK_DIR and STACK_DATABASE).
 */
const OFFSET = Number(process.env.STACK_PORT_OFFSET ?? 0);
export const STACK_PORTS = {
  nginx: 8089 + OFFSET,
  sites: [3341 + OFFSET, 3342 + OFFSET],
  s3: 3343 + OFFSET,
  soketi: 3344 + OFFSET,
  smtp: 3347 + OFFSET,
  control: 3349 + OFFSET,
} as const;
const HOST = "127.0.0.1";
const BUCKET = "mmf-stack";
const SOKETI_APP = { appId: "mmf-stack", key: "mmf-stack-key" };
export const DEMO_PASSWORD = "demo-password";
export const DEMO_LOGINS = [
  "superadmin@demo.test",
  "admin@demo.test",
  "instructor@demo.test",
  "school@demo.test",
  "student@demo.test",
] as const;

/** A part of the stack that a fault test stops and starts again (npm run faults). */
export type Service = { stop(): Promise<void>; start(): Promise<void> };

export type Stack = StackState & {
  /** Stops both instances and starts them again with `chat` (the rest keeps running). */
  restartSites(chat: ChatTransport): Promise<void>;
  /** The file store, the SMTP server and soketi, each stopped and started again on its port (files and mail kept). */
  services: { storage: Service; mail: Service; realtime: Service };
  /** The instances by index: the process id (for its memory), SIGKILL as a crash would, and a start again. */
  sites: { pid(index: number): number | undefined; kill(index: number): Promise<void>; start(index: number): Promise<void> };
  stop(): Promise<void>;
};

export type StackOptions = { chat?: ChatTransport; rebuild?: boolean; dir?: string };

const began = Date.now();
const log = (message: string) => console.log(`[stack +${((Date.now() - began) / 1000).toFixed(1)} s] ${message}`);

/** A child process whose output goes to `file`; stopped with SIGTERM (or `signal`), then SIGKILL after 10 s. */
type Child = { name: string; process: ChildProcess; stop(signal?: NodeJS.Signals): Promise<void> };

function startChild(name: string, command: string, args: string[], options: { env: NodeJS.ProcessEnv; logFile: string }): Child {
  const out = createWriteStream(options.logFile, { flags: "a" });
  // Its own process group: scripts/serve.mjs runs `next start` as its child, and a SIGKILL (a
  // crash) must end both, or the orphaned server would keep the port and go on answering.
  const child = spawn(command, args, { env: options.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  child.stdout?.pipe(out, { end: false });
  child.stderr?.pipe(out, { end: false });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group is gone already
    }
  };
  return {
    name,
    process: child,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        signalGroup(signal);
        const timer = setTimeout(() => signalGroup("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      out.end();
    },
  };
}

async function waitFor(what: string, url: string, child: Child | undefined, logFile: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.process.exitCode !== null || child.process.signalCode !== null)) {
      throw new Error(`${what} stopped as it started; see ${logFile}:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s; see ${logFile}:\n${tail(logFile)}`);
}

/** Refuses to start a server on a port another process holds (a server an earlier stack left behind would answer for it). */
async function assertPortFree(port: number): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: HOST, port }, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
  if (!free) throw new Error(`Port ${port} is in use: stop what listens there (ss -ltnp 'sport = :${port}') and start the stack again.`);
}

function tail(file: string, lines = 30): string {
  return existsSync(file) ? readFileSync(file, "utf8").split("\n").slice(-lines).join("\n") : "";
}

/** Debian's nginx, installed with apt-get (as .ci/run installs Chromium) when it is missing. */
function nginxBinary(): string {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
  if (found) return found;
  log("installing Debian's nginx (apt-get)");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const run = (...args: string[]) => {
    const [command, ...rest] = [...sudo, ...args];
    return spawnSync(command!, rest, { stdio: "inherit" });
  };
  const must = (...args: string[]) => {
    if (run(...args).status !== 0) throw new Error(`${args.join(" ")} failed.`);
  };
  must("env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "update", "-qq");
  must("env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-qq", "--no-install-recommends", "nginx");
  // The package starts its own server on port 80 where systemd runs; the stack runs its own.
  run("service", "nginx", "stop");
  if (!existsSync("/usr/sbin/nginx")) throw new Error("apt-get did not install nginx.");
  return "/usr/sbin/nginx";
}

/** nginx's configuration: round robin over the instances, no stickiness, each request's instance in the access log. */
export function nginxConfig(dir: string, instances: readonly string[], port: number): string {
  const temp = (name: string) => path.join(dir, "tmp", name);
  return `# Written by scripts/stack.mts at every start.
${process.getuid?.() === 0 ? "user root;\n" : ""}# One worker: its round robin alternates strictly between the instances.
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  # One JSON object a line: which instance served the request ($upstream_addr), and the
  # X-Stack-Trace header the stack's journey sends to find its own requests.
  log_format upstream escape=json '{"time":"$time_iso8601","method":"$request_method","uri":"$request_uri",'
    '"status":$status,"upstream":"$upstream_addr","trace":"$http_x_stack_trace","seconds":$request_time}';
  access_log ${path.join(dir, "access.log")} upstream;

  upstream site {
    zone site 64k;
${instances.map((instance) => `    server ${instance};`).join("\n")}
    keepalive 16;
    # Shorter than Node's own idle timeout (5 s): nginx must never reuse a connection the instance is closing (a 502).
    keepalive_timeout 4s;
  }
  server {
    listen ${HOST}:${port};
    client_max_body_size 110m;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** s3rver's bucket and built-in account. */
function storageSettings(): Record<string, string> {
  return {
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: `http://${HOST}:${STACK_PORTS.s3}`,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
}

/** soketi, as a server of Pusher's protocol of our own. */
function pusherSettings(secret: string): Record<string, string> {
  return {
    PUSHER_APP_ID: SOKETI_APP.appId,
    PUSHER_KEY: SOKETI_APP.key,
    PUSHER_SECRET: secret,
    PUSHER_HOST: HOST,
    PUSHER_PORT: String(STACK_PORTS.soketi),
    PUSHER_USE_TLS: "false",
  };
}

/** The settings that the build fixes (the Content-Security-Policy names the bucket and soketi; the prerendered pages SITE_URL). */
function buildSettings(url: string): Record<string, string> {
  return { SITE_URL: url, ...storageSettings(), ...pusherSettings("build-time-only") };
}

/** What the production build does not read (package.json: its scripts; the dependencies are package-lock.json's): a commit that changed only these needs no new build. */
const NOT_BUILT = ["scripts", "e2e", "test", "bench", "docs", ".ci", "*.md", "package.json"];

/**
 * `npm run build` into NEXT_DIST_DIR under the machine's build lock, unless a build of the last
 * commit that changed what is built, with these settings, is there (changes not yet committed
 * need `--rebuild`).
 */
function ensureBuild(distDir: string, settings: Record<string, string>, rebuild: boolean): void {
  const stamp = path.join(distDir, "stack-build.json");
  const excluded = NOT_BUILT.map((entry) => `:(exclude)${entry}`);
  const commit = spawnSync("git", ["log", "-1", "--format=%H", "--", ".", ...excluded], { encoding: "utf8" }).stdout?.trim() || "unknown";
  const wanted = JSON.stringify({ commit, settings });
  if (!rebuild && existsSync(path.join(distDir, "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) {
    log(`using the production build of ${commit.slice(0, 7)} in ${distDir}`);
    return;
  }
  log(`building the site into ${distDir} (flock /tmp/build.lock npm run build)`);
  const tsconfig = readFileSync("tsconfig.json");
  const build = spawnSync("flock", ["/tmp/build.lock", "npm", "run", "build"], {
    stdio: "inherit",
    env: { ...process.env, ...settings, NEXT_DIST_DIR: distDir, DATABASE_URL: "", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  // next build rewrites tsconfig.json for its dist folder: keep the committed one.
  writeFileSync("tsconfig.json", tsconfig);
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status}).`);
  writeFileSync(stamp, wanted);
}

/**
 * An empty database `name` on the server of `serverUrl`; answers its URL. It is created the first
 * time and emptied (its schemas dropped) afterwards: DROP DATABASE waits for a checkpoint, which
 * on a busy server takes most of a minute.
 */
async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  try {
    const { rowCount } = await server.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) {
      await server.query(`CREATE DATABASE ${name}`);
      return url.toString();
    }
    // Sessions a stack killed mid-way left behind would hold locks on what is dropped below.
    await server.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
  } finally {
    await server.end();
  }
  const database = new pg.Client({ connectionString: url.toString() });
  await database.connect();
  try {
    const { rows } = await database.query<{ nspname: string }>(
      "SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'",
    );
    for (const { nspname } of rows) await database.query(`DROP SCHEMA "${nspname}" CASCADE`);
    await database.query("CREATE SCHEMA public");
  } finally {
    await database.end();
  }
  return url.toString();
}

let mailCount = 0;

/** An SMTP server on 127.0.0.1 that keeps every message as `<n>.eml`, with `<n>.json` (envelope and subject) beside it. */
async function startMailCapture(dir: string, port: number): Promise<{ stop(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const server = new smtp.SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const name = `${Date.now()}-${String(++mailCount).padStart(5, "0")}`;
        simpleParser(raw).then(
          (parsed) => {
            writeFileSync(path.join(dir, `${name}.eml`), raw);
            const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
            const summary = { to, from, subject: parsed.subject ?? "", receivedAt: new Date().toISOString(), file: `${name}.eml` };
            writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(summary));
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => resolve());
  });
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The control server (StackState.control): stops and starts a service for a test running in another process. */
async function startControl(services: Record<string, Service>, port: number) {
  const token = randomBytes(16).toString("hex");
  const server = createServer((req, res) => {
    const [, prefix, name, action] = (req.url ?? "").split("/");
    const service = prefix === "services" && name ? services[name] : undefined;
    if (req.method !== "POST" || req.headers["x-stack-control"] !== token || !service || (action !== "stop" && action !== "start")) {
      res.writeHead(404).end();
      return;
    }
    log(`control: ${action} ${name}`);
    service[action]().then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500, { "content-type": "text/plain" }).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => resolve());
  });
  return { url: `http://${HOST}:${port}`, token, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dir = path.resolve(options.dir ?? stackDir());
  const url = `http://${HOST}:${STACK_PORTS.nginx}`;
  const distDir = process.env.NEXT_DIST_DIR || ".next-stack";
  const instances = STACK_PORTS.sites.map((port) => `${HOST}:${port}`);
  const stoppers: { name: string; stop(): Promise<void> }[] = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      log("stopping");
      // The balancer first, the instances next, what they use last.
      for (const item of stoppers.reverse()) {
        await item.stop().catch((error: unknown) => console.error(`[stack] stopping ${item.name}:`, error));
      }
      log("stopped");
    })());

  rmSync(dir, { recursive: true, force: true });
  // Removed last: `npm run stack -- stop` waits for it to go.
  stoppers.push({ name: "stack.json", stop: async () => rmSync(stackStateFile(dir), { force: true }) });
  const logsDir = path.join(dir, "logs");
  const nginxDir = path.join(dir, "nginx");
  for (const sub of [logsDir, ...["body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => path.join(nginxDir, "tmp", name))]) {
    mkdirSync(sub, { recursive: true });
  }

  try {
    const nginx = nginxBinary();
    ensureBuild(distDir, buildSettings(url), options.rebuild ?? false);

    const serverUrl = process.env.STACK_POSTGRES_URL || `postgres://postgres@${HOST}:5432/postgres`;
    const databaseUrl = await freshDatabase(serverUrl, process.env.STACK_DATABASE || "mmf_stack");
    log(`PostgreSQL: ${databaseUrl}`);

    const s3Dir = path.join(dir, "s3");
    mkdirSync(s3Dir, { recursive: true });
    const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${url}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
    let s3: S3rver | undefined;
    const storage: Service = {
      start: async () => {
        s3 = new S3rver({
          address: HOST,
          port: STACK_PORTS.s3,
          silent: true,
          directory: s3Dir,
          configureBuckets: [{ name: BUCKET, configs: [cors] }],
        });
        await s3.run();
      },
      stop: async () => {
        await s3?.close();
        s3 = undefined;
      },
    };
    await storage.start();
    stoppers.push({ name: "s3rver", stop: storage.stop });
    log(`s3rver: http://${HOST}:${STACK_PORTS.s3}/${BUCKET}`);

    const soketiSecret = randomBytes(24).toString("hex");
    let soketi: Soketi | undefined;
    const realtime: Service = {
      start: async () => {
        soketi = await startSoketi({ port: STACK_PORTS.soketi, ...SOKETI_APP, secret: soketiSecret });
      },
      stop: async () => {
        await soketi?.stop();
        soketi = undefined;
      },
    };
    await realtime.start();
    stoppers.push({ name: "soketi", stop: realtime.stop });
    log(`soketi: ws://${HOST}:${STACK_PORTS.soketi}`);

    const mailDir = path.join(dir, "mail");
    let smtpServer: { stop(): Promise<void> } | undefined;
    const mail: Service = {
      start: async () => {
        smtpServer = await startMailCapture(mailDir, STACK_PORTS.smtp);
      },
      stop: async () => {
        await smtpServer?.stop();
        smtpServer = undefined;
      },
    };
    await mail.start();
    stoppers.push({ name: "smtp", stop: mail.stop });
    log(`SMTP: smtp://${HOST}:${STACK_PORTS.smtp}, every message kept in ${mailDir}`);

    const authSecret = randomBytes(32).toString("hex");
    const bankAccountKey = randomBytes(32).toString("base64");
    const cronSecret = randomBytes(24).toString("hex");
    const siteEnv = (chat: ChatTransport, port: number): NodeJS.ProcessEnv => {
      return {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: databaseUrl,
        // Each instance its own folder: nothing on disk is shared, as on two machines.
        DATA_DIR: path.join(dir, `data-${port}`),
        SITE_URL: url,
        ...storageSettings(),
        TRUST_PROXY: "true",
        AUTH_SECRET: authSecret,
        BANK_ACCOUNT_KEY: bankAccountKey,
        SMTP_URL: `smtp://${HOST}:${STACK_PORTS.smtp}`,
        MAIL_FROM: "Mindful Minds Foundation <no-reply@mindfulminds.example>",
        PAYMENTS_MODE: "test",
        CRON_SECRET: cronSecret,
        DEMO_PASSWORD,
        REGISTRATIONS_PER_HOUR: "1000",
        ...(chat === "pusher" ? pusherSettings(soketiSecret) : {}),
      };
    };

    // Migrations once, then the demo accounts, before either instance starts.
    const tsx = path.resolve("node_modules/.bin/tsx");
    for (const [script, ...args] of [["scripts/migrate.ts"], ["scripts/seed.ts", "--force"]] as const) {
      // Not spawnSync: s3rver and the SMTP server run in this process and must keep answering.
      const child = spawn(tsx, [script, ...args], { stdio: "inherit", env: siteEnv("postgres", STACK_PORTS.sites[0]) });
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      if (code !== 0) throw new Error(`${script} failed (exit ${code}).`);
    }

    const sites: (Child | undefined)[] = [];
    let chat: ChatTransport = options.chat ?? "postgres";
    const startSite = async (index: number) => {
      const port = STACK_PORTS.sites[index]!;
      await assertPortFree(port);
      const logFile = path.join(logsDir, `site-${port}.log`);
      const site = startChild(`site ${port}`, process.execPath, ["scripts/serve.mjs", "start", "-p", String(port), "-H", HOST], {
        env: siteEnv(chat, port),
        logFile,
      });
      sites[index] = site;
      await waitFor(site.name, `http://${instances[index]}/login`, site, logFile);
    };
    const startSites = async () => {
      await Promise.all(STACK_PORTS.sites.map((_, index) => startSite(index)));
      log(`instances: ${instances.join(", ")} (chat over ${chat === "pusher" ? "soketi" : "PostgreSQL"})`);
    };
    const stopSites = async () => {
      await Promise.all(sites.map((site) => site?.stop()));
      sites.length = 0;
    };
    stoppers.push({ name: "sites", stop: stopSites });
    await startSites();

    const nginxConf = path.join(nginxDir, "nginx.conf");
    writeFileSync(nginxConf, nginxConfig(nginxDir, instances, STACK_PORTS.nginx));
    const nginxLog = path.join(logsDir, "nginx.log");
    const balancer = startChild(
      "nginx",
      nginx,
      ["-p", nginxDir, "-e", path.join(nginxDir, "error.log"), "-c", nginxConf, "-g", "daemon off;"],
      {
        env: process.env,
        logFile: nginxLog,
      },
    );
    stoppers.push(balancer);
    await waitFor("nginx", `${url}/login`, balancer, nginxLog);

    const services = { storage, mail, realtime };
    const control = await startControl(services, STACK_PORTS.control);
    stoppers.push({ name: "control", stop: control.stop });

    const state: StackState = {
      pid: process.pid,
      url,
      chat,
      databaseUrl,
      instances,
      authSecret,
      cronSecret,
      accessLog: path.join(nginxDir, "access.log"),
      mailDir,
      s3Dir,
      bucket: BUCKET,
      logsDir,
      control: { url: control.url, token: control.token },
    };
    const writeState = () => writeFileSync(stackStateFile(dir), JSON.stringify(state, null, 2));
    writeState();
    return Object.assign(state, {
      restartSites: async (next: ChatTransport) => {
        await stopSites();
        chat = state.chat = next;
        await startSites();
        writeState();
      },
      services,
      sites: {
        pid: (index: number) => sites[index]?.process.pid,
        kill: async (index: number) => {
          await sites[index]?.stop("SIGKILL");
          sites[index] = undefined;
        },
        start: startSite,
      },
      stop,
    });
  } catch (error) {
    await stop();
    throw error;
  }
}

function banner(stack: Stack): void {
  console.log(`
The site: ${stack.url}  (nginx, round robin over ${stack.instances.join(" and ")}; chat over ${stack.chat === "pusher" ? "soketi" : "PostgreSQL"})
Demo logins, password "${DEMO_PASSWORD}": ${DEMO_LOGINS.join(", ")}
Access log (which instance served each request): ${stack.accessLog}
Instances' logs: ${stack.logsDir}    Mail: ${stack.mailDir}    Files: ${stack.s3Dir}
Ctrl-C, or \`npm run stack -- stop\` from another shell, stops all of it.
`);
}

/** `npm run stack -- stop`: asks the running stack (its pid in stack.json) to stop, and waits until it has. */
async function stopRunning(): Promise<void> {
  const file = stackStateFile();
  if (!existsSync(file)) {
    log("no stack is running (no stack.json)");
    return;
  }
  const { pid } = readStackState();
  try {
    process.kill(pid, "SIGTERM");
  } catch {
    log(`no process ${pid}; removing its stack.json`);
    rmSync(file, { force: true });
    return;
  }
  while (existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 200));
  log("stopped");
}

async function main(argv: string[]): Promise<void> {
  if (argv[0] === "stop") return stopRunning();
  const chatArg = argv.find((arg) => arg.startsWith("--chat="))?.slice("--chat=".length) ?? "postgres";
  if (chatArg !== "postgres" && chatArg !== "pusher") throw new Error("--chat is postgres or pusher");
  const stack = await startStack({ chat: chatArg, rebuild: argv.includes("--rebuild") });
  banner(stack);
  await new Promise<void>((resolve) => {
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(signal, () => resolve());
  });
  await stack.stop();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("scripts/stack.mts")) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`[stack] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
