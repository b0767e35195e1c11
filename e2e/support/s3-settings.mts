/**
 * The S3 run's storage settings: s3rver (e2e/support/s3rver.mjs) on E2E_S3_PORT, its bucket and
 * built-in account. One build serves both e2e runs (e2e/support/build.mts): it is made with these
 * settings, because the Content-Security-Policy that lets the browser upload to and play from the
 * bucket's origin is fixed when the site is built. The run on the embedded defaults starts that
 * build without them and keeps its files on the local disk (its CSP also names s3rver's origin,
 * which it never uses).
 */
export const E2E_S3_PORT = Number(process.env.E2E_S3_PORT ?? 3101);

export const s3Settings = {
  S3_BUCKET: "mmf-e2e",
  S3_REGION: "us-east-1",
  S3_ENDPOINT: `http://127.0.0.1:${E2E_S3_PORT}`,
  S3_FORCE_PATH_STYLE: "true",
  // s3rver's built-in account.
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
} as const;
