import { describe, expect, it } from "vitest";
import { ROLES } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/schema";
import { isChatRole, listedRoles, listersOf, mayMessage, refusal, STUDENTS_NOT_IN_CHAT } from "./rules";

/** The spec's rules (spec 02 §5, §6), pair by pair: who may message whom. */
const MAY: Record<Role, readonly Role[]> = {
  user: [],
  instructor: ["admin", "superadmin"],
  school: ["admin", "superadmin"],
  admin: ["instructor", "school"],
  superadmin: ["instructor", "school"],
};

describe("who may message whom", () => {
  for (const from of ROLES) {
    for (const to of ROLES) {
      const allowed = MAY[from].includes(to);
      it(`${from} → ${to}: ${allowed ? "allowed" : "refused"}`, () => {
        expect(mayMessage(from, to)).toBe(allowed);
        // Every allowed pair is allowed both ways.
        expect(mayMessage(to, from)).toBe(allowed);
        if (!allowed && isChatRole(from)) expect(refusal(from, to)).toMatch(/\.$/);
      });
    }
  }

  it("says why a pair is refused, in the person's words", () => {
    expect(refusal("admin", "user")).toBe(STUDENTS_NOT_IN_CHAT);
    expect(refusal("instructor", "user")).toBe(STUDENTS_NOT_IN_CHAT);
    expect(refusal("admin", "admin")).toBe("Admins can message only instructors and schools.");
    expect(refusal("superadmin", "admin")).toBe("Admins can message only instructors and schools.");
    expect(refusal("school", "instructor")).toBe("Instructors and schools can message only the foundation's admins.");
  });
});

describe("the contact lists", () => {
  it("are the spec's per role: the superadmin's holds everyone but students and superadmins", () => {
    expect(listedRoles("admin")).toEqual(["instructor", "school"]);
    expect(listedRoles("superadmin")).toEqual(["admin", "instructor", "school"]);
    expect(listedRoles("instructor")).toEqual(["admin", "superadmin"]);
    expect(listedRoles("school")).toEqual(["admin", "superadmin"]);
    expect(listedRoles("user")).toEqual([]);
  });

  it("list everyone a person may message, and only the superadmin's admins besides (dimmed)", () => {
    for (const role of ROLES) {
      const listed = listedRoles(role);
      expect(
        MAY[role].every((to) => listed.includes(to)),
        role,
      ).toBe(true);
      expect(listed.filter((to) => !mayMessage(role, to))).toEqual(role === "superadmin" ? ["admin"] : []);
    }
  });

  it("tell a person's presence to everyone whose list shows them", () => {
    expect(listersOf("instructor")).toEqual(["admin", "superadmin"]);
    expect(listersOf("admin")).toEqual(["instructor", "school", "superadmin"]);
    expect(listersOf("superadmin")).toEqual(["instructor", "school"]);
    expect(listersOf("user")).toEqual([]);
  });
});
