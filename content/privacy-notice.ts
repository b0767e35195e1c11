/**
 * The version of the privacy notice (content/privacy.ts, the page /privacy) that people accept: at
 * sign-up, and again on their dashboard when it changes. Move it to the day of a change people
 * must accept again (what is stored, or who sees it), not for a wording fix; every account that
 * accepted an older version is then asked on its next visit to the dashboard. Recorded on each
 * account (users.privacy_notice_version); read through lib/privacy/notice.ts.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-28";
