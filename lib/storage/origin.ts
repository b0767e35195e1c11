/**
 * The origin (scheme://host[:port]) that presigned S3 URLs point at, so the Content-Security-Policy
 * can allow exactly that origin for uploads (connect-src) and playback (media-src, img-src).
 * Plain functions with relative imports only: next.config.ts uses them when it builds the
 * headers. lib/storage/origin.test.ts checks them against URLs presigned by the AWS SDK.
 */
export type S3Target = { bucket: string; region: string; endpoint?: string | undefined; forcePathStyle: boolean };

/** Bucket names that can be a DNS label of a virtual-hosted URL (the SDK's own rule, for https). */
const VIRTUAL_HOSTABLE = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

export function s3PublicOrigin(target: S3Target): string {
  const pathStyle = target.forcePathStyle || !VIRTUAL_HOSTABLE.test(target.bucket) || target.bucket.includes("--");
  if (target.endpoint) {
    const url = new URL(target.endpoint);
    return pathStyle ? url.origin : `${url.protocol}//${target.bucket}.${url.host}`;
  }
  return pathStyle ? `https://s3.${target.region}.amazonaws.com` : `https://${target.bucket}.s3.${target.region}.amazonaws.com`;
}

/** The S3 origin from raw environment variables (next.config.ts), or undefined when S3 is not configured. */
export function s3OriginFromEnv(source: Record<string, string | undefined>): string | undefined {
  const bucket = source.S3_BUCKET;
  const region = source.S3_REGION;
  if (!bucket || !region) return undefined;
  try {
    return s3PublicOrigin({
      bucket,
      region,
      endpoint: source.S3_ENDPOINT || undefined,
      forcePathStyle: source.S3_FORCE_PATH_STYLE === "true",
    });
  } catch {
    return undefined;
  }
}
