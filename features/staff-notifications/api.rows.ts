/** The staff notification routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { staffNoticePreferences } from "@/lib/db/schema";
import { getDb } from "@/test/db";
import { staff, type ApiRow, type Ctx } from "@/test/api/matrix";

/** The mode stored for the actor, if any. */
const storedMode = async (ctx: Ctx) => {
  if (!ctx.row) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(staffNoticePreferences).where(eq(staffNoticePreferences.userId, ctx.row.id));
  return row?.mode;
};

/** `status` for every admin (the one limited by allowed tabs too: it is their own setting) and superadmin; no one else. */
const everyStaff = (status: number) => ({ ...staff(status), limitedAdmin: status });

export const staffNotificationsRows: ApiRow[] = [
  {
    method: "GET",
    route: "/api/v1/staff-notifications/preference",
    case: "the default, the daily digest",
    ...everyStaff(200),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toEqual({ preference: { mode: "daily", chosenAt: null } });
    },
  },
  {
    method: "PUT",
    route: "/api/v1/staff-notifications/preference",
    case: "choosing e-mail at once",
    ...everyStaff(200),
    prepare: () => ({ body: { mode: "immediate" } }),
    verify: async (ctx, result) => expect(await storedMode(ctx)).toBe(result.status === 200 ? "immediate" : undefined),
  },
  {
    method: "PUT",
    route: "/api/v1/staff-notifications/preference",
    case: "a mode that is none of the three",
    ...everyStaff(422),
    prepare: () => ({ body: { mode: "weekly" } }),
    verify: async (ctx) => expect(await storedMode(ctx)).toBeUndefined(),
  },
];
