/**
 * The site against WordPress, side by side in one run (`npm run bench:peers [-- --duration=10]`).
 *
 * 1. The site as it runs in production: scripts/stack.mts' startStack (PostgreSQL, s3rver,
 *    soketi, the SMTP capture, two `next start` instances and nginx's round robin; its build in
 *    NEXT_DIST_DIR, its ports moved by STACK_PORT_OFFSET, its files in STACK_DIR, its database
 *    STACK_DATABASE), then the video catalogue of bench:videos (bench/datasets.mjs' seedCatalogue:
 *    10,000 approved videos) in the stack's database.
 * 2. WordPress 6.1 from Debian's packages with nginx and php-fpm (bench/wordpress.mjs: installed
 *    when missing, its database `<STACK_DATABASE>_wordpress` on the machine's MariaDB), with as
 *    many posts as the catalogue has videos (`--posts=`), on 127.0.0.1:8090 + STACK_PORT_OFFSET
 *    (`--wordpress-port=`).
 * 3. At 10, then 50 connections, each for `--duration` seconds (default 10, after a 2 s warm-up
 *    with 4 connections), WordPress and the site in turn, each waiting until both are idle:
 *    - addresses never requested before: the site's /videos?q=<new words> and /videos?page=<new N>,
 *      WordPress' /?s=<new words> and /?paged=<new N>;
 *    - pages served before: the site's /videos and /, WordPress' / (it keeps no page: it renders
 *      every request).
 *    CPU a request, from /proc: the site's instances (each `node scripts/serve.mjs` and its
 *    children) and its nginx; WordPress' php-fpm and its nginx. Neither database is in it (the
 *    pool's PostgreSQL backends come and go, and take their CPU time with them; MariaDB and
 *    PostgreSQL serve other databases too).
 * 4. Writes bench/results/peers.json and peers.md: requests/s, p50 and p99, the ratios
 *    site / WordPress and the budgets (addresses never requested before ≥ 20 ×, pages served
 *    before ≥ 80 ×), with the host's load average as each measured run starts; exits 1 when a
 *    budget is missed.
 *
 * Runs as root (apt-get, /etc/wordpress). Everything it starts is stopped however it ends.
 */
import { existsSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startStack } from "../scripts/stack.mts";
import { stackDir } from "../scripts/stack-state.mts";
import { catalogueWords, seedCatalogue } from "./datasets.mjs";
import {
  descendants,
  guard,
  loadUrl,
  machine,
  machineLine,
  ms,
  postgresVersion,
  processTable,
  readResults,
  round,
  run,
  sharedMachineNote,
  withClient,
  writeResults,
} from "./lib.mjs";
import { startWordPress } from "./wordpress.mjs";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    posts: { type: "string", default: "10000" },
    "wordpress-port": { type: "string" },
    "php-fpm-children": { type: "string" },
    "markdown-only": { type: "boolean", default: false },
  },
});
const DURATION = Math.max(1, Number(args.duration));
const CONNECTIONS = [10, 50];
const WARM_UP_CONNECTIONS = 4;
const BUDGETS = { new: 20, cached: 80 };
const OFFSET = Number(process.env.STACK_PORT_OFFSET ?? 0);
const WORDPRESS_PORT = Number(args["wordpress-port"] ?? 8090 + OFFSET);
// Both cores busy while workers wait for MariaDB.
const CHILDREN = Number(args["php-fpm-children"] ?? 4 * cpus().length);
// A request that waits behind 50 others on WordPress takes seconds: none is cut short.
const TIMEOUT_SECONDS = 120;

/** The search words: three of the catalogue's words, a new combination each time (2,880), then with a number (found nowhere). */
function newWords() {
  const { adjectives, topics, formats } = catalogueWords;
  let n = 0;
  return () => {
    const i = n++;
    const words = [
      adjectives[i % adjectives.length],
      topics[Math.floor(i / adjectives.length) % topics.length],
      formats[Math.floor(i / (adjectives.length * topics.length)) % formats.length],
    ];
    const cycle = Math.floor(i / (adjectives.length * topics.length * formats.length));
    return (cycle ? [...words, String(cycle)] : words).join(" ");
  };
}

/** New paths from `make(n)`, n = 2, 3, …: every request of a run (and of the warm-up) a path not asked before. */
function counting(make) {
  let n = 2;
  return () => make(n++);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (30 s at most) until the CPU of `pids()` stays under 5 % of a core for half a second: answers to requests abandoned at the end of the last run no longer compete. */
async function idle(pidsOf) {
  const deadline = Date.now() + 30_000;
  const ticks = () => {
    const table = processTable();
    return pidsOf(table).reduce((sum, pid) => sum + table.get(pid).ticks, 0);
  };
  let before = ticks();
  while (Date.now() < deadline) {
    await sleep(500);
    const now = ticks();
    if (now - before <= 2) return;
    before = now;
  }
}

const rate = (http) => round(http.requests / DURATION, 1);

async function main(started) {
  process.chdir(path.resolve(import.meta.dirname, ".."));
  const dir = stackDir();
  const database = process.env.STACK_DATABASE || "mmf_stack";

  started.stack = await startStack({ dir });
  const stack = started.stack;
  console.log(`Seeding the video catalogue (bench/datasets.mjs) into ${database} ...`);
  const seeded = await withClient(stack.databaseUrl, async (client) => {
    await client.query("SELECT setseed(0.4242)");
    await seedCatalogue(client);
    await client.query("ANALYZE");
    return (await client.query("SELECT count(*)::int AS n FROM videos WHERE status = 'approved' AND deleted_at IS NULL")).rows[0].n;
  });
  console.log(`${seeded} approved videos`);

  started.wordpress = await startWordPress({
    dir: `${dir}-wordpress`,
    port: WORDPRESS_PORT,
    database: `${database}_wordpress`,
    posts: Number(args.posts),
    children: CHILDREN,
  });
  const wordpress = started.wordpress;

  const nginxPid = Number(readFileSync(path.join(dir, "nginx", "nginx.pid"), "utf8"));
  const site = {
    name: "site",
    origin: stack.url,
    cpuParts: {
      instances: (table) => descendants(table, [stack.sites.pid(0), stack.sites.pid(1)].filter(Boolean)),
      nginx: (table) => descendants(table, [nginxPid]),
    },
    idle: (table) => descendants(table, [stack.sites.pid(0), stack.sites.pid(1)].filter(Boolean)),
    search: (() => {
      const words = newWords();
      return () => `/videos?${new URLSearchParams({ q: words() })}`;
    })(),
    page: counting((n) => `/videos?page=${n}`),
  };
  const peer = {
    name: "wordpress",
    origin: wordpress.origin,
    cpuParts: {
      "php-fpm": (table) => [...table].filter(([, p]) => p.pgrp === wordpress.fpmPid).map(([pid]) => pid),
      nginx: (table) => [...table].filter(([, p]) => p.pgrp === wordpress.nginxPid).map(([pid]) => pid),
    },
    idle: (table) => [...table].filter(([, p]) => p.pgrp === wordpress.fpmPid).map(([pid]) => pid),
    search: (() => {
      const words = newWords();
      return () => `/?${new URLSearchParams({ s: words() })}`;
    })(),
    page: counting((n) => `/?paged=${n}`),
  };

  const measure = async (side, { path: fixed, fresh }, connections) => {
    await idle((table) => [...site.idle(table), ...peer.idle(table)]);
    const first = fresh ? fresh() : fixed;
    const http = await loadUrl(side.origin + first, {
      connections,
      duration: DURATION,
      warmUpConnections: Math.min(WARM_UP_CONNECTIONS, connections),
      cpuParts: side.cpuParts,
      nextPath: fresh,
      timeout: TIMEOUT_SECONDS,
    });
    const result = { path: first, freshUrls: Boolean(fresh), http: { ...http, requestsPerSec: rate(http) } };
    console.log(
      `  ${side.name.padEnd(9)} ${first}${fresh ? " …" : ""}: ${result.http.requestsPerSec} req/s, p50 ${http.latencyP50Ms} ms, p99 ${http.latencyP99Ms} ms, CPU ${http.cpuMsPerRequest} ms a request, non-2xx ${http.non2xx}, errors ${http.errors}, timeouts ${http.timeouts} (load ${http.loadAverage.join(" ")})`,
    );
    return result;
  };

  const comparisons = [];
  for (const connections of CONNECTIONS) {
    console.log(`\n${connections} connections, ${DURATION} s each:`);
    const newSearch = {
      site: await measure(site, { fresh: site.search }, connections),
      wordpress: await measure(peer, { fresh: peer.search }, connections),
    };
    const newPage = {
      site: await measure(site, { fresh: site.page }, connections),
      wordpress: await measure(peer, { fresh: peer.page }, connections),
    };
    const wordpressHome = await measure(peer, { path: "/" }, connections);
    const cachedVideos = await measure(site, { path: "/videos" }, connections);
    const cachedHome = await measure(site, { path: "/" }, connections);
    comparisons.push(
      { connections, kind: "new", name: "search, new words each request", ...newSearch },
      { connections, kind: "new", name: "listing, a new page number each request", ...newPage },
      {
        connections,
        kind: "cached",
        name: "the catalogue, served before (WordPress: its front page)",
        site: cachedVideos,
        wordpress: wordpressHome,
      },
      {
        connections,
        kind: "cached",
        name: "the home page, served before (WordPress: its front page)",
        site: cachedHome,
        wordpress: wordpressHome,
      },
    );
  }
  for (const c of comparisons) {
    const w = c.wordpress.http.requestsPerSec;
    c.ratio = w > 0 ? round(c.site.http.requestsPerSec / w, 1) : null;
    c.budget = BUDGETS[c.kind];
    c.met = c.ratio !== null && c.ratio >= c.budget && c.site.http.non2xx === 0 && c.site.http.errors === 0;
  }

  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    postgres: await postgresVersion(stack.databaseUrl),
    durationSeconds: DURATION,
    warmUp: { seconds: 2, connections: WARM_UP_CONNECTIONS },
    connections: CONNECTIONS,
    budgets: BUDGETS,
    site: { balancer: "nginx round robin", instances: stack.instances.length, approvedVideos: seeded, pageSize: 9 },
    wordpress: wordpress.about,
    comparisons,
  };
  writeResults("peers", report, markdown(report));
  return comparisons.every((c) => c.met) ? 0 : 1;
}

/** How many times the site's CPU a request WordPress' takes: a figure a loaded host disturbs less than requests a second. */
const cpuRatio = (c) =>
  c.site.http.cpuMsPerRequest && c.wordpress.http.cpuMsPerRequest !== null
    ? round(c.wordpress.http.cpuMsPerRequest / c.site.http.cpuMsPerRequest, 1)
    : null;

const loadCell = (http) => http.loadAverage.join(", ");
const cpuCell = (http) =>
  http.cpuMsPerRequest === null
    ? "—"
    : `${http.cpuMsPerRequest} ms (${Object.entries(http.cpuMsPerRequestByPart)
        .map(([name, v]) => `${name} ${v}`)
        .join(", ")})`;

function markdown(report) {
  const wp = report.wordpress;
  const side = (label, r) =>
    `| ${label} | \`${r.path}\`${r.freshUrls ? " …" : ""} | ${r.http.requestsPerSec} | ${ms(r.http.latencyP50Ms)} | ${ms(r.http.latencyP99Ms)} | ${cpuCell(r.http)} | ${r.http.non2xx} | ${loadCell(r.http)} |`;
  return [
    `# The site against WordPress, side by side — ${report.date}`,
    "",
    machineLine(report),
    sharedMachineNote(),
    "",
    `The site: scripts/stack.mts, ${report.site.instances} production instances behind nginx (round robin), the catalogue of bench:videos (${report.site.approvedVideos} approved videos, ${report.site.pageSize} a page).`,
    `WordPress ${wp.wordpress} from Debian's package, ${wp.php.replace(/ \(built.*\)/, "")}${wp.opcache ? " with OPcache" : ""}, theme ${wp.theme}, php-fpm with ${wp.phpFpmChildren} workers (static) behind Debian's nginx, MariaDB; ${wp.posts} published posts (${wp.postsPerPage} a page, ${wp.pages} pages). No page cache: WordPress has none until a plugin adds one, so it renders every request, served before or not.`,
    "",
    `autocannon, ${report.durationSeconds} s for each row after a ${report.warmUp.seconds} s warm-up (${report.warmUp.connections} connections), 127.0.0.1; WordPress and the site in turn, each run starting when both are idle. req/s: answers in the measured seconds divided by them. Load: the host's load average (1, 5, 15 minutes) as the run started.`,
    "",
    "Addresses never requested before: every request (warm-up too) asks for a URL neither server has answered: search words from the catalogue's words (adjective, topic, format: 2,880 combinations, then with a number, found nowhere), page numbers counting up from 2 (the site answers a number past its last page with the last page, WordPress with its 404 page).",
    "",
    "On a loaded host, requests a second fall with the CPU the other work takes, while the CPU a request changes less: its ratio is in the last column.",
    "",
    "CPU a request: user and system time from /proc over the measured run, divided by the answers. The site: its two instances (each process tree) and its nginx. WordPress: php-fpm and its nginx. Neither database is in it (PostgreSQL's backends end with the pool's idle connections, taking their CPU time with them; both servers serve other databases too).",
    "",
    ...report.connections.flatMap((connections) => [
      `## ${connections} connections`,
      "",
      "| Comparison | Site / WordPress req/s | Budget | Met | WordPress / site CPU a request |",
      "|---|---:|---:|:---:|---:|",
      ...report.comparisons
        .filter((c) => c.connections === connections)
        .map(
          (c) =>
            `| ${c.name} | ${c.ratio === null ? "—" : `${c.ratio} ×`} | ≥ ${c.budget} × | ${c.met ? "yes" : "**no**"} | ${cpuRatio(c) === null ? "—" : `${cpuRatio(c)} ×`} |`,
        ),
      "",
      "| Server | Request | req/s | p50 | p99 | CPU a request | non-2xx | Load |",
      "|---|---|---:|---:|---:|---|---:|---|",
      ...[
        ...new Map(
          report.comparisons
            .filter((c) => c.connections === connections)
            .flatMap((c) => [
              [`site ${c.site.path}`, side("site", c.site)],
              [`wordpress ${c.wordpress.path}`, side("WordPress", c.wordpress)],
            ]),
        ).values(),
      ],
      "",
    ]),
    "Rerun: `npm run bench:peers -- --duration=10` (as root; STACK_PORT_OFFSET, STACK_DIR, STACK_DATABASE and NEXT_DIST_DIR as for `npm run stack`; `--posts=`, `--wordpress-port=`, `--php-fpm-children=`; `--markdown-only` writes this file again from peers.json).",
    "",
  ].join("\n");
}

const started = {};
const finish = guard(async () => {
  await started.wordpress?.stop();
  await started.stack?.stop();
}, 60 * 60_000);
if (!existsSync("/proc/self/stat")) throw new Error("bench:peers reads /proc: it runs on Linux.");
if (args["markdown-only"]) {
  // peers.md again from the latest peers.json, without measuring.
  const report = readResults("peers");
  if (!report) throw new Error("No bench/results/peers.json yet: run `npm run bench:peers` first.");
  writeResults("peers", report, markdown(report));
  void finish(0);
} else {
  run(() => main(started), finish);
}
