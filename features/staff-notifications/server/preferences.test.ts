import { beforeEach, describe, expect, it } from "vitest";
import { ForbiddenError, InvalidError, UnauthorizedError } from "@/lib/errors";
import { actorFor, createUser, resetDb } from "@/test/db";
import { getStaffNoticePreference, setStaffNoticePreference } from "./preferences";

beforeEach(() => resetDb());

describe("the staff's notice preference", () => {
  it("is the daily digest until chosen, then what was chosen; choosing the same again keeps when it was chosen", async () => {
    const admin = actorFor(await createUser({ role: "admin", allowedTabs: ["gallery-approvals"] }));
    expect(await getStaffNoticePreference(admin)).toEqual({ mode: "daily", chosenAt: null });

    const chosen = await setStaffNoticePreference(admin, { mode: "immediate" });
    expect(chosen.mode).toBe("immediate");
    expect(await getStaffNoticePreference(admin)).toEqual(chosen);
    expect(await setStaffNoticePreference(admin, { mode: "immediate" })).toEqual(chosen);

    const superadmin = actorFor(await createUser({ role: "superadmin" }));
    await setStaffNoticePreference(superadmin, { mode: "none" });
    expect((await getStaffNoticePreference(superadmin)).mode).toBe("none");
    expect((await getStaffNoticePreference(admin)).mode).toBe("immediate");
  });

  it("refuses another value, another key, and anyone but approved staff", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    await expect(setStaffNoticePreference(admin, { mode: "weekly" })).rejects.toThrow(InvalidError);
    await expect(setStaffNoticePreference(admin, { mode: "daily", email: "x@example.org" })).rejects.toThrow(InvalidError);
    await expect(setStaffNoticePreference(admin, null)).rejects.toThrow(InvalidError);
    await expect(getStaffNoticePreference(null)).rejects.toThrow(UnauthorizedError);
    for (const role of ["user", "instructor", "school"] as const) {
      await expect(setStaffNoticePreference(actorFor(await createUser({ role })), { mode: "none" })).rejects.toThrow(ForbiddenError);
    }
    const pending = actorFor(await createUser({ role: "admin", status: "pending" }));
    await expect(getStaffNoticePreference(pending)).rejects.toThrow(ForbiddenError);
    expect(await getStaffNoticePreference(admin)).toEqual({ mode: "daily", chosenAt: null });
  });
});
