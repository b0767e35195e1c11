/**
 * A checkout returns to `/donation?status=success&session_id=…` or `/donation?status=failed` (the
 * spec's addresses, ./server/checkout.ts `returnUrls`). /donation itself is the donation form, a page
 * without the framework's JavaScript (pages/donation.tsx); the result, which reads the gift from
 * the database, is the App Router's app/(site)/donation/result. next.config `rewrites`
 * (beforeFiles) sends a request with a `status` there, its query kept. No imports: next.config
 * loads it as it is.
 */
export const donationReturnRewrite = {
  source: "/donation",
  has: [{ type: "query" as const, key: "status" }],
  destination: "/donation/result",
};
