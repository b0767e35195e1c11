/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file loaded with node --require */
/**
 * Preloaded into `next start` by bench/chat.mjs (NODE_OPTIONS=--expose-gc --require …) to read the
 * server's memory after a full garbage collection, without touching the app's code: a loopback-only
 * HTTP endpoint on BENCH_MEMORY_PORT answers `GET /` with the process's `process.memoryUsage()`
 * (rss, heapTotal, heapUsed, external, arrayBuffers) taken right after `gc()`, so what it tells is
 * what the server keeps, not the garbage it has not collected yet. `POST /profile/start` and
 * `POST /profile/stop` record a CPU profile of the process (node:inspector), answered by the stop
 * as a .cpuprofile's JSON (bench/chat.mjs with BENCH_CHAT_CPU_PROF).
 */
"use strict";
const http = require("node:http");
const inspector = require("node:inspector");

const port = Number(process.env.BENCH_MEMORY_PORT);
if (port && typeof globalThis.gc === "function") {
  let session;
  const profiler = async (req, res) => {
    if (req.url === "/profile/start") {
      session = new inspector.Session();
      session.connect();
      await new Promise((resolve, reject) => session.post("Profiler.enable", (error) => (error ? reject(error) : resolve())));
      await new Promise((resolve, reject) => session.post("Profiler.start", (error) => (error ? reject(error) : resolve())));
      res.end("{}");
      return;
    }
    const { profile } = await new Promise((resolve, reject) =>
      session.post("Profiler.stop", (error, result) => (error ? reject(error) : resolve(result))),
    );
    session.disconnect();
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(profile));
  };
  const server = http.createServer((req, res) => {
    if (req.method === "POST") {
      profiler(req, res).catch((error) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    // Twice: the first collection's finalizers may free more.
    globalThis.gc();
    globalThis.gc();
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ pid: process.pid, ...process.memoryUsage() }));
  });
  // Only the first process of `next start` that loads this listens.
  server.on("error", () => {});
  server.listen(port, "127.0.0.1");
  server.unref();
}
