import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * An S3-compatible server in this process (s3rver) on 127.0.0.1 and a free port, with one empty
 * bucket, storing under a temporary folder. s3rver does not check signatures (DESIGN.md 9):
 * signature refusal is tested on the local adapter.
 */
export type TestS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  stop: () => Promise<void>;
};

export async function startS3(bucket = "mmf-test"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "mmf-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    // s3rver's built-in account.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
