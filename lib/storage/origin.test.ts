import { describe, expect, it } from "vitest";
import { securityHeaders } from "@/lib/http/security-headers";
import { newObjectKey } from "./keys";
import { s3OriginFromEnv, s3PublicOrigin, type S3Target } from "./origin";
import { S3Storage } from "./s3";

const credentials = { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY" };

/** Where the AWS SDK itself points a presigned URL (presigning is offline: no request is made). */
async function presignedOrigin(target: S3Target): Promise<string> {
  const storage = new S3Storage({ ...target, endpoint: target.endpoint, credentials });
  const target_ = await storage.createUploadTarget(newObjectKey("video", "mp4"), {
    contentType: "video/mp4",
    size: 1,
    expiresInSeconds: 60,
  });
  storage.client.destroy();
  return new URL(target_.url).origin;
}

describe("s3PublicOrigin", () => {
  it.each<[string, S3Target]>([
    ["AWS, virtual-hosted", { bucket: "mmf-media", region: "eu-west-1", forcePathStyle: false }],
    ["AWS, us-east-1", { bucket: "mmf-media", region: "us-east-1", forcePathStyle: false }],
    ["AWS, path style forced", { bucket: "mmf-media", region: "eu-central-1", forcePathStyle: true }],
    ["AWS, a bucket with dots", { bucket: "media.mindfulminds.example", region: "eu-west-1", forcePathStyle: false }],
    [
      "an S3-compatible endpoint, path style",
      { bucket: "media", region: "us-east-1", endpoint: "http://127.0.0.1:9000", forcePathStyle: true },
    ],
    [
      "an S3-compatible endpoint, virtual-hosted",
      { bucket: "media", region: "auto", endpoint: "https://files.storage.example", forcePathStyle: false },
    ],
  ])("matches the origin of URLs the SDK presigns: %s", async (_name, target) => {
    expect(s3PublicOrigin(target)).toBe(await presignedOrigin(target));
  });

  it("reads the raw variables for next.config.ts, undefined without a bucket", () => {
    expect(s3OriginFromEnv({})).toBeUndefined();
    expect(s3OriginFromEnv({ S3_BUCKET: "media" })).toBeUndefined();
    expect(s3OriginFromEnv({ S3_BUCKET: "media", S3_REGION: "eu-west-1" })).toBe("https://media.s3.eu-west-1.amazonaws.com");
    expect(
      s3OriginFromEnv({ S3_BUCKET: "media", S3_REGION: "x", S3_ENDPOINT: "http://127.0.0.1:4569/", S3_FORCE_PATH_STYLE: "true" }),
    ).toBe("http://127.0.0.1:4569");
  });
});

describe("the Content-Security-Policy and storage", () => {
  const csp = (origin?: string) => securityHeaders(true, origin).find((h) => h.key === "Content-Security-Policy")!.value;
  const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

  it("allows the S3 origin for uploads, video and images only", () => {
    const origin = "https://mmf-media.s3.eu-west-1.amazonaws.com";
    const policy = csp(origin);
    expect(directive(policy, "connect-src")).toBe(`connect-src 'self' ${origin}`);
    expect(directive(policy, "media-src")).toBe(`media-src 'self' blob: ${origin}`);
    expect(directive(policy, "img-src")).toBe(`img-src 'self' data: blob: ${origin}`);
    expect(policy.split(origin)).toHaveLength(4);
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
  });

  it("allows nothing more without S3", () => {
    const policy = csp();
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "media-src")).toBe("media-src 'self' blob:");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob:");
  });
});
