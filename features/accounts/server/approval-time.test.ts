import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "@/lib/db/schema";
import { createUser, getDb, resetDb } from "@/test/db";
import { approvalTimeText, recentApprovalTime } from "./approval-time";

const NOW = new Date("2026-06-30T12:00:00Z");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** An account that signed up at `signedUp` and was approved `waited` later (the audit row of the approval). */
async function approved(signedUp: Date, waited: number, action = "user.approve") {
  const user = await createUser({ role: "user", createdAt: signedUp });
  const db = await getDb();
  await db.insert(auditLog).values({
    actorEmail: "admin@example.org",
    action,
    targetType: "user",
    targetId: user.id,
    createdAt: new Date(signedUp.getTime() + waited),
  });
}

beforeEach(resetDb);

describe("recentApprovalTime", () => {
  it("is the median from sign-up to approval over the approvals of the last 30 days", async () => {
    await approved(new Date(NOW.getTime() - 10 * DAY), 2 * HOUR);
    await approved(new Date(NOW.getTime() - 5 * DAY), 30 * HOUR);
    await approved(new Date(NOW.getTime() - 3 * DAY), 50 * HOUR);
    // Approved 31 days ago, after a long wait: outside the window.
    await approved(new Date(NOW.getTime() - 60 * DAY), 29 * DAY);
    // Not an approval.
    await approved(new Date(NOW.getTime() - 2 * DAY), 1 * HOUR, "user.updateProfile");
    // After "now" (a later approval than the moment asked about).
    await approved(new Date(NOW.getTime() - 1 * HOUR), 2 * HOUR);

    expect(await recentApprovalTime(NOW)).toEqual({ approvals: 3, medianSeconds: 30 * 60 * 60 });
  });

  it("takes the midpoint of the two middle waits when the count is even", async () => {
    await approved(new Date(NOW.getTime() - 10 * DAY), 2 * HOUR);
    await approved(new Date(NOW.getTime() - 9 * DAY), 4 * HOUR);
    expect(await recentApprovalTime(NOW)).toEqual({ approvals: 2, medianSeconds: 3 * 60 * 60 });
  });

  it("has no median when nothing was approved in the last 30 days", async () => {
    await approved(new Date(NOW.getTime() - 40 * DAY), 1 * DAY);
    expect(await recentApprovalTime(NOW)).toEqual({ approvals: 0, medianSeconds: null });
  });
});

describe("approvalTimeText", () => {
  it("says the usual wait in hours or days, and says plainly when there is nothing to go on", () => {
    expect(approvalTimeText({ approvals: 0, medianSeconds: null })).toBe(
      "We have not decided on any account in the last 30 days, so we cannot yet say how long approval takes.",
    );
    expect(approvalTimeText({ approvals: 1, medianSeconds: 20 * 60 })).toBe(
      "Accounts are usually approved within an hour (the middle of the 1 approval in the last 30 days).",
    );
    expect(approvalTimeText({ approvals: 3, medianSeconds: 30 * 60 * 60 })).toBe(
      "Accounts are usually approved within 30 hours (the middle of the 3 approvals in the last 30 days).",
    );
    expect(approvalTimeText({ approvals: 4, medianSeconds: 2.5 * 24 * 60 * 60 })).toBe(
      "Accounts are usually approved within 3 days (the middle of the 4 approvals in the last 30 days).",
    );
  });
});
