import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scheduledJobs } from "./jobs";

/** docs/privacy.md names the job that enforces each retention period: each must be one the runner runs. */
describe("the retention periods in docs/privacy.md", () => {
  const doc = readFileSync(path.join(import.meta.dirname, "..", "docs", "privacy.md"), "utf8");
  const table = doc.slice(doc.indexOf("| Data |"), doc.indexOf("\n\n", doc.indexOf("| Data |")));
  const named = [...table.matchAll(/`([a-z-]+\.[a-z-]+)`/g)].map((m) => m[1]!);

  it("name jobs", () => {
    expect(named.length).toBeGreaterThanOrEqual(10);
  });

  it("are each enforced by a scheduled job", () => {
    const jobs = scheduledJobs.map((job) => job.name);
    expect(named.filter((name) => !jobs.includes(name))).toEqual([]);
  });

  it("list every job that deletes or anonymises personal data", () => {
    const retentionJobs = scheduledJobs.map((job) => job.name).filter((name) => /prune|purge|anonymise|expired/.test(name));
    expect(retentionJobs.filter((name) => !named.includes(name))).toEqual([]);
  });
});
