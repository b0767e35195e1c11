import { ConfigError, env, publicDemoProblem } from "@/lib/config/env";
import { logFor } from "@/lib/observability/log";
import { tagRequests } from "@/lib/observability/server";

const log = logFor("start");

/**
 * Server start in the Node.js runtime: validates the configuration, then opens the database
 * (migrating and, in embedded mode, seeding it) so the start-up log lists the demo logins and
 * the first request is fast, and starts the scheduled jobs every 30 s (registry/jobs.ts). The
 * first embedded start takes about a minute: the log says what it is doing, and when the site is
 * ready, at which address. Every request gets its id (X-Request-Id) from here on (lib/observability/server.ts).
 */
export async function start() {
  tagRequests();
  let config;
  try {
    config = env();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // A misconfigured production server must not start half-working: say what is missing and stop.
    log.fatal(error.message);
    process.exit(1);
  }
  const refusal = publicDemoProblem(config);
  if (refusal) {
    log.fatal(refusal);
    process.exit(1);
  }
  // The outbox drains after each App Router response through Next's `after` (lib/jobs/after-response.ts).
  const [{ after }, { setAfterResponse }] = await Promise.all([import("next/server"), import("@/lib/jobs/after-response")]);
  setAfterResponse(after);
  const { getDb } = await import("@/lib/db/client");
  if (!config.databaseUrl) log.info(`Opening the embedded database in ${config.dataDir} and applying its migrations...`);
  const { DataDirInUseError } = await import("@/lib/db/data-dir-lock");
  let db;
  try {
    db = await getDb();
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // Another server (or script) has the embedded database open: two at once would lose each other's writes.
    log.fatal(error.message);
    process.exit(1);
  }
  if (!config.databaseUrl) {
    const { seedIfEmpty } = await import("@/registry/seed");
    await seedIfEmpty(db);
  }
  if (config.mode === "production" && !config.trustProxy) {
    log.warn("TRUST_PROXY is not set: rate limits cannot tell visitors apart and count them together.");
  }
  // Every long-lived server runs them (the lease in lib/jobs/scheduler.ts lets one instance at a
  // time run each job); on a serverless host the timer sleeps with the function and the cron
  // route (app/api/v1/cron) does the work. register() never runs this under `next build`.
  // The job registry imports every feature's jobs and, with them, the PDF, mail, object storage and
  // payment libraries (about 2 MB of server code: 0.3 s to load at load 5, over 1 s at load 11). Next
  // answers no request before start() returns, and none of those is needed to answer one, so the
  // registry is loaded at the runner's first tick (5 s after the start) instead of here.
  const { startJobRunner } = await import("@/lib/jobs/scheduler");
  startJobRunner(async () => (await import("@/registry/jobs")).runScheduledJobs());
  // performance.now() counts from the server process's start.
  const took = `${(performance.now() / 1000).toFixed(1)} s`;
  const database = config.databaseUrl ? "DATABASE_URL" : `embedded PGlite in ${config.dataDir}`;
  log.info(`Ready in ${took} (${config.mode} mode, database: ${database}).`);
  if (!config.databaseUrl) log.info(`Open ${config.siteUrl} and sign in with a demo login above.`);
}
