import { beforeEach, describe, expect, it } from "vitest";
import { actorFor, createUser, resetDb } from "@/test/db";
import { listPendingUsers } from "./server/admin";
import { accountsTabs } from "./dashboard";
import { approvalBadge } from "./ui/approval-badge";

beforeEach(resetDb);

const approvalTab = accountsTabs.find((t) => t.id === "approval-requests")!;

async function pending(role: "school" | "instructor" | "user", n: number) {
  for (let i = 0; i < n; i++) await createUser({ role, status: "pending", ...(role === "instructor" ? { bio: "Waiting" } : {}) });
}

describe("the Approval Requests badge", () => {
  it("counts every request the tab lists, students too, and says which", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    await pending("school", 3);
    await pending("instructor", 2);
    await pending("user", 2);
    await createUser({ role: "school" });
    const badge = await approvalTab.badge!(admin);
    expect(badge).toEqual({ count: 7, label: "7 pending requests: 3 schools, 2 instructors, 2 students" });
    expect(badge?.count).toBe((await listPendingUsers(admin)).length);
  });

  it("stays while a student alone is waiting", async () => {
    const superadmin = actorFor(await createUser({ role: "superadmin" }));
    await pending("user", 1);
    expect(await approvalTab.badge!(superadmin)).toEqual({ count: 1, label: "1 pending request: 1 student" });
  });

  it("is gone when nobody waits, and for an admin without the tab", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    expect(await approvalTab.badge!(admin)).toBeNull();
    await pending("school", 1);
    const limited = actorFor(await createUser({ role: "admin", allowedTabs: ["content"] }));
    expect(await approvalTab.badge!(limited)).toBeNull();
  });
});

describe("approvalBadge", () => {
  it("names each kind that waits, in the tab's order, singular or plural", () => {
    expect(approvalBadge({ total: 2, schools: 1, instructors: 1, students: 0 })).toEqual({
      count: 2,
      label: "2 pending requests: 1 school, 1 instructor",
    });
    expect(approvalBadge({ total: 0, schools: 0, instructors: 0, students: 0 })).toBeNull();
  });
});
