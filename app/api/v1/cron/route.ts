import { apiRoute } from "@/lib/http";
import { assertCronRequest } from "@/lib/jobs/cron";
import { runScheduledJobs } from "@/registry/jobs";

/**
 * GET /api/v1/cron: runs the due scheduled jobs (registry/jobs.ts), for hosts where no server
 * process stays up to run them (docs/deploying.md, "Background jobs"). Authorised by CRON_SECRET, not by
 * an account.
 */
export const GET = apiRoute(
  async ({ req }) => {
    assertCronRequest(req);
    return { jobs: await runScheduledJobs() };
  },
  { resolveActor: false },
);
