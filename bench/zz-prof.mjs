// Temporary profiling helper (not committed): CPU profile of `next start` serving fresh addresses.
import { mkdirSync, rmSync } from "node:fs";
import { startBenchServer } from "./lib.mjs";
const kind = process.argv[2] ?? "library";
const db = `postgres://postgres@127.0.0.1:5432/mmf_bench_${kind}`;
rmSync("/tmp/prof", { recursive: true, force: true });
mkdirSync("/tmp/prof");
process.env.NODE_OPTIONS = "--cpu-prof --cpu-prof-dir=/tmp/prof --cpu-prof-interval=200";
const server = await startBenchServer(db);
const subjects = ["Education", "Science", "Health", "Parenting", "Teaching", "Wellbeing", "Psychology", "Mindfulness"];
let n = 0;
const next = () => {
  const i = n++;
  if (kind === "videos") return `/videos?page=${2 + i}&duration=${["short", "medium", "long"][i % 3]}`;
  return i % 2 ? `/resources?page=${6 + Math.floor(i / 2)}` : `/resources?subject=${subjects[i % 8]}&page=${1 + Math.floor(i / 16)}`;
};
const total = Number(process.argv[3] ?? 3000);
const started = Date.now();
await Promise.all(
  Array.from({ length: 10 }, async () => {
    while (n < total) {
      const r = await fetch(server.origin + next(), { headers: { "accept-encoding": "identity" } });
      await r.arrayBuffer();
    }
  }),
);
console.log("requests", n, "in", Date.now() - started, "ms");
await server.stop();
