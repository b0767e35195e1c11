/**
 * `npm run soak [-- --minutes=10] [--connections=6]`: the production stack (scripts/stack.mts)
 * under the mixed load of scripts/load.mts for a while, and what it left behind.
 *
 * - Memory: every 10 s, the resident memory (VmRSS) of each instance's server: the process that
 *   listens on the instance's port, a child of the scripts/serve.mjs wrapper whose pid the stack
 *   knows (the wrapper's own RSS and the sum of both are kept too). Budget: the server's RSS at the
 *   end at most 1.10 × its RSS after the warm-up (2 minutes; half the run when it is shorter), and
 *   the slope after the warm-up (least squares, MB a minute) is reported.
 * - Requests: count, errors, p50 and p99 per kind of load (an error: no answer, a 5xx, or any
 *   answer other than the one due).
 * - Logs: every file the stack wrote (its instances' and nginx's logs, nginx's access and error
 *   logs; the captured mail excepted) must not show a demo account's e-mail (also URL-encoded, as
 *   in an access log's URI), the demo password, or the password of an account the load made.
 *
 * Writes bench/results/soak.json, prints a Markdown table, and exits 1 when any request failed,
 * the memory budget was exceeded or a log showed a secret. Use its own STACK_PORT_OFFSET,
 * STACK_DIR, STACK_DATABASE and NEXT_DIST_DIR beside another stack, as for `npm run stack`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_LOGINS, DEMO_PASSWORD, STACK_PORTS, startStack, type Stack } from "./stack.mts";
import { LOAD_KINDS, startLoad, type LoadReport } from "./load.mts";

const SAMPLE_EVERY_MS = 10_000;
const BUDGET_RATIO = 1.1;

type Args = { minutes: number; connections: number };

function parseArgs(argv: string[]): Args {
  const value = (name: string, fallback: number) => {
    const given = argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
    if (given === undefined) return fallback;
    const n = Number(given);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
    return n;
  };
  return { minutes: value("minutes", 10), connections: Math.round(value("connections", 6)) };
}

// ── Memory ──

/** VmRSS of `pid` in MB, or null when it is gone. */
function rssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** `pid` and every process below it (/proc/<pid>/task/<tid>/children). */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    const dir = `/proc/${tree[i]}/task`;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(dir);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        for (const child of readFileSync(path.join(dir, task, "children"), "utf8")
          .trim()
          .split(/\s+/))
          if (child) tree.push(Number(child));
      } catch {
        // the task ended meanwhile
      }
    }
  }
  return tree;
}

/** The socket inodes listening on 127.0.0.1:`port` (/proc/net/tcp, state 0A). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      if (!local || fields[3] !== "0A") continue;
      if (parseInt(local.split(":")[1]!, 16) === port) inodes.add(fields[9]!);
    }
  }
  return inodes;
}

/** Of `pids`, the one holding a socket that listens on `port`. */
function listener(pids: number[], port: number): number | undefined {
  const inodes = listeningInodes(port);
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match && inodes.has(match[1]!)) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}

type Sample = { t: number; server: number | null; tree: number | null; serverPid?: number };

function sampleInstance(stack: Stack, index: number, t: number): Sample {
  const pid = stack.sites.pid(index);
  if (pid === undefined) return { t, server: null, tree: null };
  const pids = processTree(pid);
  const serverPid = listener(pids, STACK_PORTS.sites[index]!);
  const sizes = pids.map(rssMb).filter((mb): mb is number => mb !== null);
  const round = (mb: number | null) => (mb === null ? null : Math.round(mb * 10) / 10);
  return { t, server: round(serverPid ? rssMb(serverPid) : null), tree: round(sizes.reduce((a, b) => a + b, 0)), serverPid };
}

/** Least-squares slope of `points` (minutes, MB), MB a minute. */
function slope(points: { x: number; y: number }[]): number | null {
  if (points.length < 2) return null;
  const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const my = points.reduce((s, p) => s + p.y, 0) / points.length;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den ? Math.round((num / den) * 100) / 100 : null;
}

/** The sample nearest to `t` seconds. */
const at = (samples: Sample[], t: number) =>
  samples.reduce((best, s) => (Math.abs(s.t - t) < Math.abs(best.t - t) ? s : best), samples[0]!);

// ── Logs ──

/** Every regular file under `dir`, the captured mail excepted. */
function filesUnder(dir: string, except: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => !file.startsWith(except + path.sep) && statSync(file).isFile());
}

type Finding = { file: string; what: string; lines: number[] };

/** Where the logs show one of `needles` (matched case-insensitively; e-mails also URL-encoded). */
function grepLogs(files: string[], needles: { what: string; text: string }[]): Finding[] {
  const findings: Finding[] = [];
  const variants = needles.flatMap(({ what, text }) =>
    [...new Set([text, encodeURIComponent(text)])].map((variant) => ({ what, variant: variant.toLowerCase() })),
  );
  for (const file of files) {
    const lines = readFileSync(file, "utf8").toLowerCase().split("\n");
    for (const { what, variant } of variants) {
      const hits = lines.flatMap((line, i) => (line.includes(variant) ? [i + 1] : []));
      if (hits.length) findings.push({ file, what, lines: hits.slice(0, 5) });
    }
  }
  return findings;
}

// ── The run ──

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const runMs = args.minutes * 60_000;
  const warmupSeconds = Math.min(120, (runMs / 1000) * 0.5);
  const stack = await startStack();
  const instances = stack.instances.map((_, i) => i);
  const samples: Sample[][] = instances.map(() => []);
  const started = Date.now();
  const sample = () => {
    const t = Math.round((Date.now() - started) / 1000);
    for (const i of instances) samples[i]!.push(sampleInstance(stack, i, t));
  };

  let report: LoadReport;
  let secrets: string[] = [];
  let interrupted = false;
  try {
    sample();
    console.log(`[soak] ${args.connections} connections for ${args.minutes} min against ${stack.url}`);
    const load = startLoad(stack, { connections: args.connections });
    secrets = load.secrets;
    const timer = setInterval(() => {
      sample();
      const t = Math.round((Date.now() - started) / 1000);
      if (t % 60 < SAMPLE_EVERY_MS / 1000) {
        const errors = load.records.filter((r) => r.error).length;
        const rss = instances.map((i) => samples[i]!.at(-1)?.server ?? "?").join(" / ");
        console.log(`[soak] ${t} s: ${load.records.length} requests, ${errors} errors; servers' RSS ${rss} MB`);
      }
    }, SAMPLE_EVERY_MS);
    // Ctrl-C (or SIGTERM) ends the run early: the load and the stack still stop, and it is reported.
    await new Promise<void>((resolve) => {
      const timeout = setTimeout(resolve, runMs);
      for (const signal of ["SIGINT", "SIGTERM"] as const) {
        process.once(signal, () => {
          interrupted = true;
          clearTimeout(timeout);
          resolve();
        });
      }
    });
    clearInterval(timer);
    report = await load.stop();
    sample();
  } finally {
    await stack.stop();
  }

  const memory = instances.map((i) => {
    const list = samples[i]!;
    const start = list[0]!;
    const warm = at(list, warmupSeconds);
    const end = list.at(-1)!;
    const after = list.filter((s) => s.t >= warm.t && s.server !== null).map((s) => ({ x: s.t / 60, y: s.server! }));
    const ratio = warm.server && end.server ? Math.round((end.server / warm.server) * 1000) / 1000 : null;
    return {
      instance: stack.instances[i]!,
      serverPids: [...new Set(list.map((s) => s.serverPid).filter((pid) => pid !== undefined))],
      startMb: start.server,
      warmMb: warm.server,
      warmAtSeconds: warm.t,
      endMb: end.server,
      endTreeMb: end.tree,
      slopeMbPerMinute: slope(after),
      // The garbage collector's saw-tooth: the lowest and highest sample after the warm-up.
      minAfterWarmMb: after.length ? Math.min(...after.map((p) => p.y)) : null,
      maxAfterWarmMb: after.length ? Math.max(...after.map((p) => p.y)) : null,
      endOverWarm: ratio,
      withinBudget: ratio !== null && ratio <= BUDGET_RATIO,
      samples: list,
    };
  });

  const logDir = path.dirname(stack.accessLog);
  const files = [
    ...new Set([...filesUnder(stack.logsDir, stack.mailDir), ...filesUnder(logDir, stack.mailDir).filter((f) => /\.log$/.test(f))]),
  ];
  const findings = grepLogs(files, [
    ...DEMO_LOGINS.map((email) => ({ what: `demo e-mail ${email}`, text: email })),
    { what: "the demo password", text: DEMO_PASSWORD },
    ...secrets.map((text) => ({ what: "a load account's password", text })),
  ]);

  const failedRequests = report.total.errors > 0 || report.total.count === 0;
  const failedMemory = memory.some((m) => !m.withinBudget);
  const failedLogs = findings.length > 0;
  const result = {
    when: new Date(started).toISOString(),
    command: `npm run soak -- --minutes=${args.minutes}${args.connections !== 6 ? ` --connections=${args.connections}` : ""}`,
    machine: {
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    minutes: args.minutes,
    warmupSeconds,
    load: report,
    memory,
    logs: { files: files.map((f) => path.relative(path.dirname(logDir), f)), findings },
    interrupted,
    passed: !interrupted && !failedRequests && !failedMemory && !failedLogs,
  };
  const out = path.resolve("bench", "results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "soak.json"), JSON.stringify(result, null, 2) + "\n");

  const rows = LOAD_KINDS.map((kind) => {
    const k = report.kinds[kind];
    return `| ${kind} | ${k.count} | ${k.errors} | ${k.p50 ?? "–"} | ${k.p99 ?? "–"} |`;
  });
  const warmLabel = warmupSeconds >= 120 ? "2 min" : `${Math.round(warmupSeconds)} s`;
  console.log(`
## Soak: ${args.minutes} min, ${report.connections} connections, ${Math.round(report.total.count / report.seconds)} requests/s

| kind | requests | errors | p50 ms | p99 ms |
|---|---:|---:|---:|---:|
${rows.join("\n")}
| (setup: accounts, tokens) | ${report.setup.count} | ${report.setup.errors} | ${report.setup.p50 ?? "–"} | ${report.setup.p99 ?? "–"} |
| all | ${report.total.count} | ${report.total.errors} | ${report.total.p50 ?? "–"} | ${report.total.p99 ?? "–"} |

| instance (listening server's RSS) | start MB | ${warmLabel} MB | end MB | end / ${warmLabel} | slope after ${warmLabel}, MB/min | range after ${warmLabel} MB |
|---|---:|---:|---:|---:|---:|---:|
${memory.map((m) => `| ${m.instance} | ${m.startMb ?? "–"} | ${m.warmMb ?? "–"} | ${m.endMb ?? "–"} | ${m.endOverWarm ?? "–"} ${m.withinBudget ? "" : "**over 1.10**"} | ${m.slopeMbPerMinute ?? "–"} | ${m.minAfterWarmMb ?? "–"}–${m.maxAfterWarmMb ?? "–"} |`).join("\n")}

Logs searched: ${files.length} files; ${findings.length ? `**secrets found**: ${findings.map((f) => `${f.what} in ${path.basename(f.file)} (lines ${f.lines.join(", ")})`).join("; ")}` : "no demo e-mail or password, no load account's password"}.
${report.errorMessages.length ? `\nErrors:\n${report.errorMessages.map((e) => `- ${e.count} × ${e.message}`).join("\n")}\n` : ""}
${result.passed ? "PASSED" : `FAILED:${interrupted ? " interrupted" : ""}${failedRequests ? " requests" : ""}${failedMemory ? " memory" : ""}${failedLogs ? " logs" : ""}`} (bench/results/soak.json)`);
  return result.passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[soak] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
