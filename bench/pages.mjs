/**
 * Page weight and server throughput (`npm run bench:pages`).
 *
 * 1. First-load JavaScript of every public page: the JS chunks that the prerendered HTML in
 *    .next/server/app (App Router) or .next/server/pages (the marketing pages) references
 *    (<script src> and <link rel=preload as=script>; not the noModule polyfills, which modern
 *    browsers skip), each gzipped with zlib (level 9, like a static host's precompressed files),
 *    summed per page; and, separately, the page's inline scripts (the App Router's RSC payload,
 *    our small enhancement scripts; not JSON-LD), gzipped together.
 * 2. Throughput (requests/s) and latency (p50, p99) of / and /science under load with autocannon
 *    (50 connections, BENCH_DURATION seconds each, default 10) against `next start`, next to the
 *    same HTML served from memory by Node's `http` module (bench/static-server.mjs) as the ceiling;
 *    then the same pages asked for compressed, as a browser asks (brotli, compressed once) and
 *    with deflate only (compressed by Next on every request).
 *    Each server runs in its own process; everything listens on 127.0.0.1 and is stopped at the end.
 *
 * Writes bench/results/pages.json and pages.md. Assumes `npm run build` (builds when .next, or NEXT_DIST_DIR, is missing).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  distDir,
  ensureBuild,
  freePort,
  guard,
  loadUrl,
  machine,
  machineLine,
  ms,
  publicPages,
  root,
  startNext,
  stopProcess,
  waitFor,
  run,
  writeResults,
} from "./lib.mjs";

const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 10));
const CONNECTIONS = 50;
const LOAD_PATHS = ["/", "/science"];

/**
 * The pages that answer their own post (lib/static-site/pages.mts `form`): rendered per request,
 * so a GET served before comes from the HTML cache (lib/static-site/html-cache.ts), asked for as a
 * browser asks; its CPU a request is held to the listings' budget (bench/summary.mjs).
 */
const FORM_PATHS = ["/donations", "/contact", "/login", "/signup/student", "/forgot-password"];

let server;
let ceiling;
const finish = guard(async () => {
  await stopProcess(ceiling);
  await server?.stop();
}, 10 * 60_000);

/** The prerendered HTML of a page: the Pages Router's (the marketing pages) or the App Router's. */
function htmlFile(pagePath) {
  const name = `${pagePath === "/" ? "index" : pagePath.slice(1)}.html`;
  const pagesFile = path.join(distDir(), "server", "pages", name);
  return existsSync(pagesFile) ? pagesFile : path.join(distDir(), "server", "app", name);
}
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Which router serves a page: the Pages Router when the build's pages manifest lists it (prerendered or not). */
let pagesManifest;
function routerOf(pagePath) {
  pagesManifest ??= JSON.parse(readFileSync(path.join(distDir(), "server", "pages-manifest.json"), "utf8"));
  return pagePath in pagesManifest ? "pages" : "app";
}

/** The JS files a prerendered page loads on first visit, as paths under .next/. */
function scriptsOf(html) {
  const urls = new Set();
  // noModule scripts are the polyfills for old browsers: a modern browser never loads them.
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)) if (!/\snomodule/i.test(match[0])) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*\srel="preload"[^>]*\sas="script"[^>]*>/g)) {
    const href = /\shref="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  return [...urls]
    .map((url) => url.replace(/&amp;/g, "&").split("?")[0])
    .filter((url) => url.startsWith("/_next/") && url.endsWith(".js"))
    .map((url) => url.slice("/_next/".length));
}

/** The executable inline scripts of a page (not JSON-LD or other data blocks), gzipped together. */
function inlineScriptsOf(html) {
  const bodies = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=/.test(m[1] ?? "") && !/\stype="(?!text\/javascript|module)[^"]*"/.test(m[1] ?? ""))
    .map((m) => m[2])
    .filter((body) => body.trim() !== "");
  const text = bodies.join("\n");
  return { count: bodies.length, rawBytes: Buffer.byteLength(text), gzipBytes: bodies.length ? gzipSync(text, { level: 9 }).length : 0 };
}

const gzipCache = new Map();
function gzipSize(relative) {
  if (!gzipCache.has(relative)) {
    const source = readFileSync(path.join(distDir(), relative));
    gzipCache.set(relative, { raw: source.length, gzip: gzipSync(source, { level: 9 }).length });
  }
  return gzipCache.get(relative);
}

/** Every public page's first-load JavaScript: from its prerendered HTML, or as the server at `origin` renders it for a guest. */
async function firstLoadJs(origin) {
  const pages = [];
  for (const pagePath of publicPages) {
    const file = htmlFile(pagePath);
    const prerendered = existsSync(file);
    const html = prerendered ? readFileSync(file, "utf8") : await (await fetch(origin + pagePath)).text();
    const chunks = scriptsOf(html);
    const sizes = chunks.map(gzipSize);
    pages.push({
      path: pagePath,
      prerendered,
      router: routerOf(pagePath),
      inline: inlineScriptsOf(html),
      chunks,
      jsFiles: chunks.length,
      rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
      gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
    });
  }
  const measured = pages;
  // Shared by every page that loads chunks at all (the marketing pages load none).
  const withChunks = measured.filter((p) => p.chunks.length > 0);
  const shared = withChunks.reduce((common, p) => common.filter((c) => p.chunks.includes(c)), withChunks[0]?.chunks ?? []);
  const sharedGzip = shared.reduce((sum, c) => sum + gzipSize(c).gzip, 0);
  for (const p of measured) p.ownGzipBytes = p.chunks.length > 0 ? p.gzipBytes - sharedGzip : 0;
  return { sharedChunks: shared.length, sharedGzipBytes: sharedGzip, pages };
}

/** autocannon on `url` after a 2 s warm-up with 10 connections, and the CPU time per request of the server `serverPid`. */
const load = (url, serverPid, headers) =>
  loadUrl(url, { connections: CONNECTIONS, duration: DURATION, warmUpConnections: 10, serverPid, headers });

/**
 * The same pages asked for compressed: as a browser asks (the site's copy compressed once with
 * brotli, lib/static-site/compressed.mts), and with deflate only, which Next compresses on every request
 * (what every answer cost before the pages were compressed once).
 */
const ENCODINGS = [
  { label: "gzip, deflate, br, zstd (a browser): brotli, compressed once", acceptEncoding: "gzip, deflate, br, zstd" },
  { label: "deflate: compressed by Next on every request", acceptEncoding: "deflate" },
];

function markdown(report) {
  const w = report.firstLoadJs;
  const lines = [
    `# Page weight and throughput — ${report.date}`,
    "",
    machineLine(report),
    "",
    "## First-load JavaScript (gzip, from the prerendered HTML, or the HTML a guest gets)",
    "",
    `Shared by every App Router page: ${w.sharedChunks} files, ${kib(w.sharedGzipBytes)} KiB. The marketing pages (Pages Router, without the framework's JavaScript) load no JS files.`,
    "",
    "| Page | Router | JS files | Total gzip | Of which page-specific | Inline scripts (gzip) |",
    "|---|---|---:|---:|---:|---:|",
    ...w.pages.map(
      (p) =>
        `| ${p.path}${p.prerendered ? "" : " (not prerendered)"} | ${p.router} | ${p.jsFiles} | ${kib(p.gzipBytes)} KiB | ${kib(p.ownGzipBytes)} KiB | ${p.inline.count}: ${kib(p.inline.gzipBytes)} KiB |`,
    ),
    "",
    `## Throughput under load (autocannon, ${report.load.connections} connections, ${report.load.durationSeconds} s, 127.0.0.1)`,
    "",
    "Server CPU: user and system time of the `next start` process group over the run, divided by the requests answered.",
    "",
    "| Page | next start req/s | p50 | p99 | Server CPU a request | Node http (static HTML) req/s | p50 | p99 | next / static |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...report.load.results.map(
      (r) =>
        `| ${r.path} | ${r.next.requestsPerSec} | ${r.next.latencyP50Ms} ms | ${r.next.latencyP99Ms} ms | ${ms(r.next.cpuMsPerRequest)} | ${r.static.requestsPerSec} | ${r.static.latencyP50Ms} ms | ${r.static.latencyP99Ms} ms | ${r.ratio} |`,
    ),
    "",
    "Asked for compressed (the same load; bytes a request include the headers):",
    "",
    "| Page | Accept-Encoding | req/s | p99 | Server CPU a request | Bytes a request |",
    "|---|---|---:|---:|---:|---:|",
    ...(report.load.compressed ?? []).map(
      (r) =>
        `| ${r.path} | ${r.label} | ${r.next.requestsPerSec} | ${r.next.latencyP99Ms} ms | ${ms(r.next.cpuMsPerRequest)} | ${r.next.bytesPerRequest} |`,
    ),
    "",
    "## The form pages, served before (rendered per request, from the HTML cache; a browser's Accept-Encoding)",
    "",
    "| Page | req/s | p99 | Server CPU a request |",
    "|---|---:|---:|---:|",
    ...(report.load.forms ?? []).map(
      (r) => `| ${r.path} | ${r.next.requestsPerSec} | ${r.next.latencyP99Ms} ms | ${ms(r.next.cpuMsPerRequest)} |`,
    ),
    "",
    "Rerun: `npm run build && npm run bench:pages` (BENCH_DURATION=seconds per run).",
    "",
  ];
  return lines.join("\n");
}

async function main() {
  ensureBuild();
  server = await startNext();
  const weight = await firstLoadJs(server.origin);
  const ceilingPort = await freePort();
  const routes = LOAD_PATHS.map((p) => `${p}=${htmlFile(p)}`);
  ceiling = spawn(process.execPath, [path.join(root, "bench", "static-server.mjs"), String(ceilingPort), ...routes], {
    detached: true,
    stdio: "inherit",
  });
  const ceilingOrigin = `http://127.0.0.1:${ceilingPort}`;
  await waitFor(`${ceilingOrigin}/`, 10_000, ceiling);

  const results = [];
  for (const pagePath of LOAD_PATHS) {
    const next = await load(server.origin + pagePath, server.pid);
    const stat = await load(ceilingOrigin + pagePath, ceiling.pid);
    const ratio = Math.round((next.requestsPerSec / stat.requestsPerSec) * 100) / 100;
    console.log(
      `${pagePath}: next ${next.requestsPerSec} req/s (p99 ${next.latencyP99Ms} ms, CPU ${next.cpuMsPerRequest} ms a request), static ${stat.requestsPerSec} req/s (p99 ${stat.latencyP99Ms} ms)`,
    );
    results.push({ path: pagePath, next, static: stat, ratio });
  }
  const compressed = [];
  for (const pagePath of LOAD_PATHS) {
    for (const { label, acceptEncoding } of ENCODINGS) {
      const next = await load(server.origin + pagePath, server.pid, { "accept-encoding": acceptEncoding });
      console.log(
        `${pagePath} (${acceptEncoding}): ${next.requestsPerSec} req/s, CPU ${next.cpuMsPerRequest} ms, ${next.bytesPerRequest} bytes a request`,
      );
      compressed.push({ path: pagePath, acceptEncoding, label, next });
    }
  }

  const forms = [];
  for (const pagePath of FORM_PATHS) {
    const next = await load(server.origin + pagePath, server.pid, { "accept-encoding": ENCODINGS[0].acceptEncoding });
    console.log(`${pagePath} (a form page served before): ${next.requestsPerSec} req/s, CPU ${next.cpuMsPerRequest} ms a request`);
    forms.push({ path: pagePath, next });
  }

  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    firstLoadJs: weight,
    load: { tool: "autocannon", connections: CONNECTIONS, durationSeconds: DURATION, results, compressed, forms },
  };
  writeResults("pages", report, markdown(report));
  return 0;
}

run(main, finish);
