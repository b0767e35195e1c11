/**
 * s3rver as its own process for the S3 run of the video journeys (`npm run test:e2e:s3`):
 * an S3-compatible server on 127.0.0.1:$S3RVER_PORT with one bucket, $S3RVER_BUCKET, whose CORS
 * rule lets the site at $S3RVER_ALLOWED_ORIGIN upload (PUT) and play (GET, Range) straight from
 * the bucket, as docs/deploying.md asks of a real bucket. Files go under $S3RVER_DIR, emptied first.
 * s3rver does not check signatures; that refusal is tested on the local adapter.
 */
import { mkdirSync, rmSync } from "node:fs";
import S3rver from "s3rver";

const port = Number(process.env.S3RVER_PORT ?? 3101);
const bucket = process.env.S3RVER_BUCKET ?? "mmf-e2e";
const origin = process.env.S3RVER_ALLOWED_ORIGIN ?? "http://127.0.0.1:3102";
const directory = process.env.S3RVER_DIR ?? ".data/e2e-s3/s3rver";

const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

rmSync(directory, { recursive: true, force: true });
mkdirSync(directory, { recursive: true });
const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [cors] }] });
await server.run();
console.log(`s3rver on http://127.0.0.1:${port}, bucket ${bucket}, CORS for ${origin}`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
