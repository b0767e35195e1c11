/**
 * Memory of the server during a 100 MB video upload (`npm run bench:upload`), both ways a video
 * arrives:
 *
 * - Direct: the browser uploads straight to storage; with the embedded (local disk) adapter
 *   "storage" is our own signed PUT route, so this checks that it streams to disk rather than
 *   buffering. Asks for upload targets for the 100 MB MP4 and a JPEG, PUTs both, confirms.
 * - Multipart: POST video/upload with multipart/form-data, as the spec's client sends it; the
 *   server streams each file part to storage as it arrives (busboy).
 *
 * Starts the production build (bench/lib.mjs startNext: embedded PGlite and local storage in a
 * throw-away DATA_DIR), signs in as the demo instructor, and samples the resident memory (RSS,
 * from /proc) of the server's whole process group every 50 ms before, during and after each
 * upload. The MP4 is a real small one from ffmpeg, padded to exactly 100 MB. Writes
 * bench/results/upload-memory.json and .md; fails when either upload grows the server by half the
 * file's size or more.
 */
import { execFileSync } from "node:child_process";
import { createReadStream, mkdtempSync, rmSync, statSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { groupRss, guard, machine, startNext, run, writeResults } from "./lib.mjs";

const SIZE = 100 * 1024 * 1024;
let server;
const work = mkdtempSync(path.join(tmpdir(), "mmf-upload-"));
const finish = guard(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}, 10 * 60_000);

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

  /** Samples the server's RSS every 50 ms while `upload` runs (after a settled baseline). */
  async function measure(upload) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const samples = [{ t: Date.now(), rss: groupRss(pid) }];
    const timer = setInterval(() => samples.push({ t: Date.now(), rss: groupRss(pid) }), 50);
    const started = Date.now();
    let status;
    try {
      status = await upload();
    } finally {
      clearInterval(timer);
    }
    const seconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    samples.push({ t: Date.now(), rss: groupRss(pid) });
    const baseline = samples[0].rss;
    const peak = Math.max(...samples.map((s) => s.rss));
    return {
      uploadSeconds: seconds,
      throughputMiBps: mib(SIZE / seconds),
      rssMiB: { baseline: mib(baseline), peak: mib(peak), after: mib(samples.at(-1).rss), peakGrowth: mib(peak - baseline) },
      growthBytes: peak - baseline,
      samples: samples.length,
      createdStatus: status,
    };
  }

  const details = {
    courseName: "Memory check",
    courseContent: "A 100 MB upload",
    description: "Checks that the upload route streams to disk.",
  };

  const direct = await measure(async () => {
    const init = await json(
      await fetch(`${origin}/api/v1/video/upload`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({
          ...details,
          durationSeconds: 5,
          video: { contentType: "video/mp4", size: SIZE },
          thumbnail: { contentType: "image/jpeg", size: statSync(files.thumbnail).size },
        }),
      }),
    );
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
    const confirmed = await json(
      await fetch(`${origin}/api/v1/video/upload/confirm`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ uploadToken: init.uploadToken }),
      }),
    );
    return confirmed.video?.status ?? null;
  });

  const multipart = await measure(async () => {
    const { body, type, length } = multipartStream(details, [
      ["video", files.video, "video/mp4"],
      ["thumbnail", files.thumbnail, "image/jpeg"],
    ]);
    const created = await json(
      await fetch(`${origin}/api/v1/video/upload`, {
        method: "POST",
        headers: { authorization: auth.authorization, "content-type": type, "content-length": String(length) },
        body,
        duplex: "half",
      }),
    );
    return created.video?.status ?? null;
  });

  const report = { date: new Date().toISOString(), machine: machine(), fileBytes: SIZE, direct, multipart };
  const row = (name, r) =>
    `| ${name} | 100 MiB | ${r.uploadSeconds.toFixed(1)} s | ${r.throughputMiBps} MiB/s | ${r.rssMiB.baseline} MiB | ${r.rssMiB.peak} MiB | ${r.rssMiB.peakGrowth} MiB | ${r.rssMiB.after} MiB | ${r.createdStatus} |`;
  const md = [
    `# Server memory during a 100 MB upload — ${report.date}`,
    "",
    `Machine: ${report.machine.cpus} cores, Node ${report.machine.node}. Production build, embedded mode (local disk storage), loopback.`,
    "",
    "| Upload | File | Time | Throughput | RSS before | RSS peak | Growth at peak | RSS after | Video created as |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|",
    row("Direct (signed PUT to storage, then confirm)", direct),
    row("Multipart POST video/upload (streamed through the server)", multipart),
    "",
    "RSS is the sum over the server's process group, sampled every 50 ms. Rerun: `npm run build && npm run bench:upload`.",
    "",
  ].join("\n");
  writeResults("upload-memory", report, md);
  // Buffering the body would grow the server by at least the file's size.
  return direct.growthBytes < SIZE / 2 && multipart.growthBytes < SIZE / 2 ? 0 : 1;
}

/**
 * A multipart/form-data body of text fields and files, streamed from disk (the client never
 * holds the file either), with its exact length for Content-Length.
 */
function multipartStream(fields, files) {
  const boundary = `----mmf-bench-${Date.now()}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file, type] of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${path.basename(file)}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const length = parts.reduce((sum, part) => sum + (typeof part === "string" ? statSync(part).size : part.length), 0);
  async function* chunks() {
    for (const part of parts) {
      if (typeof part === "string") yield* createReadStream(part, { highWaterMark: 1 << 20 });
      else yield part;
    }
  }
  return { body: Readable.toWeb(Readable.from(chunks())), type: `multipart/form-data; boundary=${boundary}`, length };
}

run(main, finish);
