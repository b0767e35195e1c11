/**
 * Memory of the server during a 100 MB video upload (`npm run bench:upload`).
 *
 * The browser uploads straight to storage; with the embedded (local disk) adapter "storage" is
 * our own signed PUT route, so this checks that it streams to disk rather than buffering. Starts
 * the production build (bench/lib.mjs startNext: embedded PGlite and local storage in a
 * throw-away DATA_DIR), signs in as the demo instructor, asks for upload targets for a 100 MB
 * MP4 (a real small MP4 from ffmpeg, padded to exactly 100 MB) and a JPEG, PUTs both, confirms,
 * and samples the resident memory (RSS, from /proc) of the server's whole process group every
 * 50 ms before, during and after. Writes bench/results/upload-memory.json and .md.
 */
import { execFileSync } from "node:child_process";
import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { guard, machine, startNext, run, writeResults } from "./lib.mjs";

const SIZE = 100 * 1024 * 1024;
let server;
const work = mkdtempSync(path.join(tmpdir(), "mmf-upload-"));
const finish = guard(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}, 10 * 60_000);

/** Resident memory (bytes) of every process in the process group `pgid`. */
function groupRss(pgid) {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which is in parentheses and may contain spaces).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1];
      total += Number(rss ?? 0) * 1024;
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

function media() {
  const video = path.join(work, "video.mp4");
  const thumbnail = path.join(work, "thumbnail.jpg");
  execFileSync("ffmpeg", [
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=320x240:rate=10:duration=5",
    "-pix_fmt",
    "yuv420p",
    "-c:v",
    "libx264",
    "-movflags",
    "+faststart",
    video,
  ]);
  execFileSync("ffmpeg", ["-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=640x360:rate=1", "-frames:v", "1", thumbnail]);
  truncateSync(video, SIZE); // pad with zeros: still an MP4 by its first bytes, exactly 100 MB
  return { video, thumbnail };
}

const mib = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;

async function main() {
  const files = media();
  server = await startNext();
  const { origin, pid } = server;
  const json = async (response) => {
    const body = await response.json();
    if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const login = await json(
    await fetch(`${origin}/api/v1/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "instructor@demo.test", password: process.env.DEMO_PASSWORD ?? "demo-password" }),
    }),
  );
  const auth = { authorization: `Bearer ${login.data.token}`, "content-type": "application/json" };

  // Let the server settle, then take the baseline.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const samples = [];
  const sample = () => samples.push({ t: Date.now(), rss: groupRss(pid) });
  sample();
  const baseline = samples[0].rss;
  const timer = setInterval(sample, 50);

  const init = await json(
    await fetch(`${origin}/api/v1/video/upload`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        courseName: "Memory check",
        courseContent: "A 100 MB upload",
        description: "Checks that the upload route streams to disk.",
        durationSeconds: 5,
        video: { contentType: "video/mp4", size: SIZE },
        thumbnail: { contentType: "image/jpeg", size: statSync(files.thumbnail).size },
      }),
    }),
  );
  const started = Date.now();
  for (const [target, file] of [
    [init.video.upload, files.video],
    [init.thumbnail.upload, files.thumbnail],
  ]) {
    const response = await fetch(new URL(target.url, origin), {
      method: "PUT",
      headers: { ...target.headers, "content-length": String(statSync(file).size) },
      body: Readable.toWeb(createReadStream(file, { highWaterMark: 1 << 20 })),
      duplex: "half",
    });
    if (!response.ok) throw new Error(`PUT ${path.basename(file)}: ${response.status} ${await response.text()}`);
  }
  const uploadSeconds = (Date.now() - started) / 1000;
  const confirmed = await json(
    await fetch(`${origin}/api/v1/video/upload/confirm`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ uploadToken: init.uploadToken }),
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  clearInterval(timer);
  sample();

  const peak = Math.max(...samples.map((s) => s.rss));
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    fileBytes: SIZE,
    uploadSeconds,
    throughputMiBps: mib(SIZE / uploadSeconds),
    rssMiB: { baseline: mib(baseline), peak: mib(peak), after: mib(samples.at(-1).rss), peakGrowth: mib(peak - baseline) },
    samples: samples.length,
    confirmedStatus: confirmed.video?.status ?? null,
  };
  const md = [
    `# Server memory during a 100 MB upload — ${report.date}`,
    "",
    `Machine: ${report.machine.cpus} cores, Node ${report.machine.node}. Production build, embedded mode (local disk storage), loopback.`,
    "",
    "| File | Upload time | Throughput | RSS before | RSS peak | Growth at peak | RSS after | Confirmed as |",
    "|---:|---:|---:|---:|---:|---:|---:|---|",
    `| 100 MiB | ${uploadSeconds.toFixed(1)} s | ${report.throughputMiBps} MiB/s | ${report.rssMiB.baseline} MiB | ${report.rssMiB.peak} MiB | ${report.rssMiB.peakGrowth} MiB | ${report.rssMiB.after} MiB | ${report.confirmedStatus} |`,
    "",
    "RSS is the sum over the server's process group, sampled every 50 ms. Rerun: `npm run build && npm run bench:upload`.",
    "",
  ].join("\n");
  writeResults("upload-memory", report, md);
  // Buffering the body would grow the server by at least the file's size.
  return peak - baseline < SIZE / 2 ? 0 : 1;
}

run(main, finish);
