import { readFileSync } from "node:fs";
import path from "node:path";
import { PRIVACY_NOTICE_VERSION } from "@/content/privacy-notice";
import { env } from "@/lib/config/env";

/** A version as people read it and the database keeps it: short plain text. */
const VERSION = /^[\w.-]{1,40}$/;

/**
 * The privacy notice's current version: PRIVACY_NOTICE_VERSION, except on the embedded database
 * (never in production) when DATA_DIR/privacy-notice-version holds another one. That file lets the
 * e2e journeys, or anyone trying the site locally, change the notice's version without a new build,
 * to see the dashboard ask for it again (docs/privacy.md). Read on each call: it is a small file,
 * and only the dashboard and sign-up read it.
 */
export function currentNoticeVersion(): string {
  const config = env();
  if (config.databaseUrl) return PRIVACY_NOTICE_VERSION;
  try {
    const override = readFileSync(path.join(/* turbopackIgnore: true */ config.dataDir, "privacy-notice-version"), "utf8").trim();
    return VERSION.test(override) ? override : PRIVACY_NOTICE_VERSION;
  } catch {
    return PRIVACY_NOTICE_VERSION;
  }
}
