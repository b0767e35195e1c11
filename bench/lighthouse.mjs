/**
 * Lighthouse budget of the public marketing pages (`npm run bench:lighthouse`).
 *
 * Starts the production build (`next start` on a free 127.0.0.1 port, a throw-away DATA_DIR;
 * builds first when .next is missing), launches Debian's Chromium through chrome-launcher, and
 * runs Lighthouse's default configuration (the mobile preset: an emulated mid-range phone with
 * simulated slow 4G and a 4x slower CPU) on each page. Each page is measured LH_RUNS times
 * (default 3) and the run with the median performance score is kept.
 *
 * Writes bench/results/lighthouse.json and lighthouse.md, and exits 1 when the budget fails:
 * performance at least 95, accessibility, best practices and SEO 100 on every page.
 *
 * Options (environment): CHROMIUM_PATH (default /usr/bin/chromium), LH_RUNS, LH_PAGES
 * (comma-separated paths), LH_REPORTS (a folder: also write every run's full Lighthouse JSON
 * report there, to open in the Lighthouse viewer or read the failing audits' details).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { guard, lighthousePages, machine, startNext, run, writeResults } from "./lib.mjs";

const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const CATEGORIES = Object.keys(BUDGET);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(",").map((p) => p.trim()) : lighthousePages;
const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
// Headless, no sandbox (root on CI machines), and none of Chromium's background connections:
// nothing leaves the machine during a run.
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-default-apps",
  "--disable-domain-reliability",
  "--no-default-browser-check",
  "--metrics-recording-only",
];

let server;
let chrome;
const finish = guard(async () => {
  await chrome?.kill();
  await server?.stop();
}, 30 * 60_000);

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** The audits that cost points in a category (score below 1), with their displayed value. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
    .map((audit) => ({ id: audit.id, score: audit.score, value: audit.displayValue ?? "" }));
}

function summarise(pagePath, lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const failed = CATEGORIES.filter((id) => scores[id] < BUDGET[id]);
  return {
    path: pagePath,
    scores,
    metrics: {
      lcpMs: Math.round(metric(lhr, "largest-contentful-paint")),
      fcpMs: Math.round(metric(lhr, "first-contentful-paint")),
      tbtMs: Math.round(metric(lhr, "total-blocking-time")),
      cls: Number((metric(lhr, "cumulative-layout-shift") ?? 0).toFixed(3)),
      speedIndexMs: Math.round(metric(lhr, "speed-index")),
    },
    budget: failed.length === 0 ? "pass" : "fail",
    failingAudits: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)]).filter(([, list]) => list.length > 0)),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

function markdown(report) {
  const lines = [
    `# Lighthouse (mobile preset) — ${report.date}`,
    "",
    `Machine: ${report.machine.cpus} cores (${report.machine.cpuModel}), ${report.machine.memoryGiB} GiB, Node ${report.machine.node}; ` +
      `Lighthouse ${report.lighthouse}, ${report.browser}. Median of ${report.runs} run(s) per page, production build on 127.0.0.1.`,
    "",
    `Budget: performance ≥ ${BUDGET.performance}, accessibility, best practices and SEO = 100. Result: **${report.budget}**.`,
    "",
    "| Page | Performance | Accessibility | Best practices | SEO | LCP | FCP | TBT | CLS | Speed Index | Budget |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...report.pages.map(
      (p) =>
        `| ${p.path} | ${p.scores.performance} | ${p.scores.accessibility} | ${p.scores["best-practices"]} | ${p.scores.seo} | ` +
        `${p.metrics.lcpMs} ms | ${p.metrics.fcpMs} ms | ${p.metrics.tbtMs} ms | ${p.metrics.cls} | ${p.metrics.speedIndexMs} ms | ${p.budget} |`,
    ),
  ];
  const misses = report.pages.flatMap((p) =>
    Object.entries(p.failingAudits).flatMap(([category, audits]) =>
      audits.map((a) => `- ${p.path} (${category}): \`${a.id}\` score ${a.score}${a.value ? `, ${a.value}` : ""}`),
    ),
  );
  if (misses.length > 0) lines.push("", "Audits below full score:", "", ...misses);
  lines.push("", "Rerun: `npm run build && npm run bench:lighthouse`.", "");
  return lines.join("\n");
}

async function main() {
  server = await startNext();
  console.log(`next start at ${server.origin}; Chromium at ${chromePath}`);
  // One request per page first, so that no run pays for a cold server.
  for (const pagePath of pages) await (await fetch(server.origin + pagePath)).arrayBuffer();

  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "error" });
  const results = [];
  let browser = "Chromium";
  for (const pagePath of pages) {
    const attempts = [];
    let failures = 0;
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(server.origin + pagePath, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      // A run Lighthouse could not complete (its runtimeError says why) has no scores: run again,
      // up to three times per page, rather than count it as zero.
      if (result.lhr.runtimeError) {
        failures++;
        console.warn(`${pagePath}: run failed (${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message})`);
        if (failures > 3) throw new Error(`Lighthouse failed ${failures} times on ${pagePath}`);
        i--;
        continue;
      }
      attempts.push(result.lhr);
      if (process.env.LH_REPORTS) {
        mkdirSync(process.env.LH_REPORTS, { recursive: true });
        const name = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\//g, "-");
        writeFileSync(path.join(process.env.LH_REPORTS, `${name}-${i + 1}.json`), JSON.stringify(result.lhr));
      }
      browser = result.lhr.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? browser;
      const lhr = result.lhr;
      console.log(
        `${pagePath} run ${i + 1}/${runs}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
          `LCP ${Math.round(metric(lhr, "largest-contentful-paint"))} ms, TBT ${Math.round(metric(lhr, "total-blocking-time"))} ms`,
      );
    }
    attempts.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const median = attempts[Math.floor(attempts.length / 2)];
    const summary = summarise(pagePath, median);
    summary.allRuns = attempts.map((lhr) => ({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(metric(lhr, "largest-contentful-paint")),
      tbtMs: Math.round(metric(lhr, "total-blocking-time")),
      cls: Number((metric(lhr, "cumulative-layout-shift") ?? 0).toFixed(3)),
    }));
    results.push(summary);
  }

  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    lighthouse: (await import("lighthouse/package.json", { with: { type: "json" } })).default.version,
    browser,
    preset: "mobile (Lighthouse default configuration, simulated throttling)",
    runs,
    budget: results.every((r) => r.budget === "pass") ? "pass" : "fail",
    budgetRule: BUDGET,
    pages: results,
  };
  writeResults("lighthouse", report, markdown(report));
  return report.budget === "pass" ? 0 : 1;
}

run(main, finish);
