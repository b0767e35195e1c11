/**
 * The ceiling for bench/pages.mjs: serves the given prerendered HTML files from memory with
 * Node's own `http` module, nothing else. Usage: node bench/static-server.mjs PORT /=file.html ...
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, ...routes] = process.argv.slice(2);
const pages = new Map(
  routes.map((route) => {
    const [urlPath, file] = route.split("=");
    return [urlPath, readFileSync(file)];
  }),
);

createServer((req, res) => {
  const body = pages.get(req.url ?? "");
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1");
