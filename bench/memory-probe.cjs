/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file loaded with node --require */
/**
 * Preloaded into `next start` by bench/chat.mjs (NODE_OPTIONS=--expose-gc --require …) to read the
 * server's memory after a full garbage collection, without touching the app's code: a loopback-only
 * HTTP endpoint on BENCH_MEMORY_PORT answers `GET /` with the process's `process.memoryUsage()`
 * (rss, heapTotal, heapUsed, external, arrayBuffers) taken right after `gc()`, so what it tells is
 * what the server keeps, not the garbage it has not collected yet.
 */
"use strict";
const http = require("node:http");

const port = Number(process.env.BENCH_MEMORY_PORT);
if (port && typeof globalThis.gc === "function") {
  const server = http.createServer((req, res) => {
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
