/**
 * Issue 17's speed budgets, each with its measured figure (`npm run bench` runs the benches and
 * then this; `node bench/summary.mjs` alone summarises the results already in bench/results).
 *
 * Reads bench/results/{videos,gallery,library,pages,lighthouse,start,dashboards}.json (and peers.json when
 * `npm run bench:peers` has run: its rows are left out otherwise) and writes bench/results/summary.json
 * and summary.md: one row per budget with its limit, the figure, whether it is met, and the command
 * that measures it. A budget whose bench has not run (or has no target for it yet) is "not
 * measured", never met. Exits 1 when any budget is not met.
 *
 * The WordPress figure the catalogue's throughput is compared with is a recorded measurement
 * (bench/peers.json: how and when it was taken). `npm run bench:peers` measures WordPress from
 * Debian beside the stack in one run; its ratios are rows of their own when its results exist.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { machine, publicPages, readResults, root, writeResults } from "./lib.mjs";

const peers = JSON.parse(readFileSync(path.join(root, "bench", "peers.json"), "utf8"));

/** One budget: `figure` is a number (or null when not measured), `ok(figure)` says whether it is met. */
function budget({ name, limit, figure, unit = "", ok, command, source }) {
  const measured = figure !== null && figure !== undefined;
  return {
    name,
    limit,
    figure: measured ? figure : null,
    unit,
    met: measured ? ok(figure) : false,
    measured,
    command,
    source: measured ? source : "",
  };
}

/** A result of a measured bench by target name, or null. */
const target = (report, name) => report?.results.find((r) => r.name === name) ?? null;

/** The budgets of one public listing page (the catalogue, the gallery, the library's page). */
function listingBudgets(label, report, names, command) {
  const servedBefore = target(report, names.servedBefore);
  const fresh = target(report, names.fresh);
  const dated = report ? ` (${report.date.slice(0, 10)})` : "";
  const ownSqlRatio = fresh?.direct ? fresh.http.latencyP50Ms / fresh.direct.latencyP50Ms : null;
  return [
    budget({
      name: `${label} for a guest, a URL served before: server CPU a request`,
      limit: "≤ 1 ms",
      figure: servedBefore?.http.cpuMsPerRequest,
      unit: "ms",
      ok: (v) => v <= 1,
      command,
      source: `${names.servedBefore}${dated}`,
    }),
    budget({
      name: `${label} for a guest, a URL served before: throughput at 50 connections`,
      limit: `≥ 20 × WordPress (${peers.wordpress.requestsPerSec} req/s) = ${20 * peers.wordpress.requestsPerSec} req/s`,
      figure: servedBefore?.connections === 50 ? servedBefore.http.requestsPerSec : null,
      unit: "req/s",
      ok: (v) => v >= 20 * peers.wordpress.requestsPerSec,
      command,
      source: `${names.servedBefore}${dated}`,
    }),
    budget({
      name: `${label}, a URL not seen before at 10,000 items: server CPU a request`,
      limit: "≤ 4 ms",
      figure: fresh?.http.cpuMsPerRequest,
      unit: "ms",
      ok: (v) => v <= 4,
      command,
      source: `${names.fresh}${dated}`,
    }),
    budget({
      name: `${label}, a URL not seen before: p99 at 10 connections`,
      limit: "≤ 50 ms",
      figure: fresh?.connections === 10 ? fresh.http.latencyP99Ms : null,
      unit: "ms",
      ok: (v) => v <= 50,
      command,
      source: `${names.fresh}${dated}`,
    }),
    budget({
      name: `${label}, a URL not seen before: p50 against its own SQL's p50`,
      limit: "≤ 2 ×",
      figure: ownSqlRatio === null ? null : Math.round(ownSqlRatio * 10) / 10,
      unit: "×",
      ok: (v) => v <= 2,
      command,
      source: `${names.fresh}${dated}`,
    }),
  ];
}

function budgets() {
  const videos = readResults("videos");
  const gallery = readResults("gallery");
  const pages = readResults("pages");
  const lighthouse = readResults("lighthouse");
  const list = [
    ...listingBudgets(
      "/videos",
      videos,
      { servedBefore: "page, plain, 50 connections", fresh: "page, filters, URLs not seen before" },
      "npm run bench:videos",
    ),
    ...listingBudgets(
      "/gallery",
      gallery,
      { servedBefore: "page, plain, 50 connections", fresh: "page, filters, URLs not seen before" },
      "npm run bench:gallery",
    ),
    ...listingBudgets(
      "/resources",
      readResults("library"),
      { servedBefore: "page, plain, 50 connections", fresh: "page, filters, URLs not seen before" },
      "npm run bench:library",
    ),
  ];
  // A guest's answer is kept in memory (lib/cache/memory-cache.ts): the budget's figure is a URL asked
  // before, as for the pages; what a URL not seen before costs is said beside it.
  const api = target(videos, "API, a page of 9");
  const apiFresh = target(videos, "API, a page of 9, URLs not seen before");
  list.push(
    budget({
      name: "GET /api/v1/video/getAllVideos?limit=9 on PostgreSQL: server CPU a request",
      limit: "≤ 1 ms",
      figure: api?.http.cpuMsPerRequest,
      unit: "ms",
      ok: (v) => v <= 1,
      command: "npm run bench:videos",
      source: api
        ? `API, a page of 9, a URL asked before (${videos.date.slice(0, 10)})` +
          (apiFresh ? `; a URL not seen before: ${apiFresh.http.cpuMsPerRequest} ms` : "")
        : "",
    }),
  );
  // The form pages answer their own post, so they are rendered per request: a GET served before
  // comes from the HTML cache, held to the listings' figure.
  for (const form of pages?.load.forms ?? []) {
    list.push(
      budget({
        name: `${form.path}, a form page served before: server CPU a request`,
        limit: "≤ 1 ms",
        figure: form.next.cpuMsPerRequest,
        unit: "ms",
        ok: (v) => v <= 1,
        command: "npm run bench:pages",
        source: `${form.next.requestsPerSec} req/s, 50 connections (${pages.date.slice(0, 10)})`,
      }),
    );
  }
  for (const pagePath of publicPages) {
    const weight = pages?.firstLoadJs.pages.find((p) => p.path === pagePath);
    list.push(
      budget({
        name: `${pagePath}: first-load JavaScript (gzip) of a page with the framework's runtime`,
        limit: "≤ 100 KB",
        figure: weight ? Math.round(weight.gzipBytes / 100) / 10 : null,
        unit: "KB",
        ok: (v) => v <= 100,
        command: "npm run bench:pages",
        source: weight ? `${weight.router} router${weight.jsFiles === 0 ? ", no framework runtime" : ""} (${pages.date.slice(0, 10)})` : "",
      }),
    );
    const scored = lighthouse?.pages.find((p) => p.path === pagePath);
    list.push(
      budget({
        name: `${pagePath}: Lighthouse mobile (median of 5) performance, accessibility, best practices, SEO`,
        limit: "≥ 98, 100, 100, 100",
        figure: scored ? Object.values(scored.scores).join(", ") : null,
        ok: () =>
          scored.scores.performance >= 98 &&
          scored.scores.accessibility === 100 &&
          scored.scores["best-practices"] === 100 &&
          scored.scores.seo === 100,
        command: `LH_PAGES=${pagePath} npm run bench:lighthouse`,
        source: scored
          ? `${scored.runs ?? lighthouse.runs} runs (${(scored.date ?? lighthouse.date).slice(0, 10)})` +
            (scored.seoAsLighthouse !== undefined
              ? `; SEO without is-crawlable, ${scored.seoAsLighthouse} with it: kept out of search on purpose (issue 3)`
              : "")
          : "",
      }),
    );
  }
  list.push(...operationsBudgets(), ...peersBudgets());
  return list;
}

/** bench:peers' ratios, the site through its balancer against WordPress measured in the same run; none when it has not run. */
function peersBudgets() {
  const report = readResults("peers");
  if (!report) return [];
  const date = report.date.slice(0, 10);
  return report.comparisons.map((c) =>
    budget({
      name: `Beside WordPress, ${c.name}, ${c.connections} connections: site / WordPress requests a second`,
      limit: `≥ ${c.budget} ×`,
      figure: c.ratio,
      unit: "×",
      ok: (v) => v >= c.budget && c.site.http.non2xx === 0,
      command: "npm run bench:peers",
      source: `site ${c.site.http.requestsPerSec} req/s, WordPress ${c.wordpress.http.requestsPerSec} req/s; load ${c.site.http.loadAverage[0]} and ${c.wordpress.http.loadAverage[0]} (${date})`,
    }),
  );
}

/** Issue "Operations" §5: a production instance's first answer, and the dashboards at the benches' volumes. */
function operationsBudgets() {
  const start = readResults("start");
  const dashboards = readResults("dashboards");
  const list = [
    budget({
      name: "A production instance (migrated database, no seeding): first 200 after `npm start`, median of 5 starts",
      limit: "≤ 1500 ms",
      figure: start ? Math.max(...start.paths.map((p) => start.medians[p])) : null,
      unit: "ms",
      ok: (v) => v <= 1500,
      command: "npm run bench:start",
      source: start
        ? `${start.paths.map((p) => `${p} ${start.medians[p]} ms`).join(", ")}; ${start.medians.rssMiB} MiB resident (${start.date.slice(0, 10)})`
        : "",
    }),
  ];
  const tabs = dashboards?.results ?? [{ role: "each role", tab: "landing and heaviest tab", path: "" }];
  for (const r of tabs) {
    list.push(
      budget({
        name: `Dashboard, ${r.role}: ${r.tab}, p99 at 10 connections (10,000 accounts and videos, 100,000 gifts and progress rows)`,
        limit: "≤ 200 ms",
        figure: dashboards?.connections === 10 ? r.http?.latencyP99Ms : null,
        unit: "ms",
        ok: (v) => v <= 200,
        command: "npm run bench:dashboards",
        source: dashboards ? `\`${r.path}\` (${dashboards.date.slice(0, 10)})` : "",
      }),
      budget({
        name: `Dashboard, ${r.role}: ${r.tab}, SQL statements per request at ${dashboards?.scales.join(" and ") ?? "two sizes"} of the data`,
        limit: "the same at each size",
        figure: dashboards ? dashboards.scales.map((s) => r.statements[s]).join(", ") : null,
        ok: () => r.constantStatements,
        command: "npm run bench:dashboards",
        source: dashboards ? `\`${r.path}\` (${dashboards.date.slice(0, 10)})` : "",
      }),
    );
  }
  return list;
}

function markdown(report) {
  const met = report.budgets.filter((b) => b.met).length;
  const unmeasured = report.budgets.filter((b) => !b.measured).length;
  return [
    `# Speed budgets (issue 17) — ${report.date}`,
    "",
    `${met} of ${report.budgets.length} budgets met; ${unmeasured} not measured yet. Each figure comes from the latest result of the command beside it (bench/results).`,
    "",
    `WordPress, the peer the catalogue's throughput is compared with: ${peers.wordpress.requestsPerSec} req/s (${peers.wordpress.note}).`,
    "",
    "| Budget | Limit | Measured | Met | Command | From |",
    "|---|---|---:|:---:|---|---|",
    ...report.budgets.map(
      (b) =>
        `| ${b.name} | ${b.limit} | ${b.measured ? `${b.figure}${b.unit ? ` ${b.unit}` : ""}` : "not measured"} | ${b.met ? "yes" : "**no**"} | \`${b.command}\` | ${b.source || "—"} |`,
    ),
    "",
    "Rerun everything: `npm run bench` (about 40 minutes: it seeds 10,000 videos, photos and library items and scores every public page 5 times).",
    "",
  ].join("\n");
}

const report = { date: new Date().toISOString(), machine: machine(), peers, budgets: budgets() };
writeResults("summary", report, markdown(report));
process.exit(report.budgets.every((b) => b.met) ? 0 : 1);
