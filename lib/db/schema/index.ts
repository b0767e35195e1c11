/**
 * The database schema: one file per domain, re-exported here (drizzle.config.ts and the
 * client read this file). A new feature adds its file and one line below, then runs
 * `npm run db:generate` for its migration.
 */
export * from "./users";
export * from "./kernel";
export * from "./accounts";
export * from "./contact";
export * from "./uploads";
export * from "./videos";
export * from "./watching";
export * from "./school-tags";
export * from "./donations";
export * from "./programs";
export * from "./gallery";
export * from "./library";
export * from "./invoices";
export * from "./bank-accounts";
export * from "./video-settings";
export * from "./chat";
export * from "./jobs";
export * from "./realtime";
export * from "./staff-notifications";
export * from "./account-settings";
export * from "./privacy";
