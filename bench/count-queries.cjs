/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file loaded with node --require */
/**
 * Preloaded into `next start` by bench/videos.mjs (NODE_OPTIONS=--require …) to count the SQL
 * statements the app sends, without touching the app's code: it wraps node-postgres'
 * `Client.prototype.query` (every Drizzle query, pooled or not, ends there; Next keeps `pg`
 * out of the server bundle, so the app loads this same module) and records each statement's text
 * and parameters. A loopback-only HTTP endpoint on BENCH_COUNTER_PORT answers
 * `GET /` with `{ queries, statements }` since the last `POST /reset`. The bench sends one request
 * at a time while counting, so the delta is that request's statements.
 */
"use strict";
const http = require("node:http");
const path = require("node:path");

const port = Number(process.env.BENCH_COUNTER_PORT);
if (port) {
  const pg = require(require.resolve("pg", { paths: [process.cwd(), path.join(__dirname, "..")] }));
  const state = { queries: 0, statements: [] };
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(config, values, callback) {
    // Pool.query() calls Client.query() on a checked-out client, so counting here counts once.
    const text = typeof config === "string" ? config : config && config.text;
    if (typeof text === "string") {
      state.queries += 1;
      const params = Array.isArray(values) ? values : config && Array.isArray(config.values) ? config.values : [];
      if (state.statements.length < 50) state.statements.push({ text, params });
    }
    return original.call(this, config, values, callback);
  };
  const server = http.createServer((req, res) => {
    if (req.method === "POST" && req.url === "/reset") {
      state.queries = 0;
      state.statements = [];
      res.end("{}");
      return;
    }
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ pid: process.pid, ...state }));
  });
  // Only the first process of `next start` that loads this listens; the others count nothing visible.
  server.on("error", () => {});
  server.listen(port, "127.0.0.1");
  server.unref();
}
