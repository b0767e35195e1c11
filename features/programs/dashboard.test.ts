import { beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/session/actor-type";
import { tabRow, tabsFor } from "@/registry/dashboard";
import { tabContext as ctx, tabHtml, tabOf } from "@/test/dashboard";
import { actorFor, createUser, resetDb } from "@/test/db";
import { insertProgramRequest } from "@/test/programs";
import { textOf } from "@/test/render";
import { programsTabs } from "./dashboard";
import { ManagePrograms } from "./ui/manage-programs";
import { ProgramRequests } from "./ui/program-requests";

/**
 * The program tabs, rendered on the server against Postgres as a browser first receives them:
 * the school's Program Requests and the staff's Manage Program with its badge.
 */
beforeEach(resetDb);

const tab = (id: string) => tabOf(programsTabs, id);
const schoolTab = (actor: Actor, params: Record<string, string> = {}) =>
  tabHtml(programsTabs, "program-requests", ctx(actor, "program-requests", params, "/school"), ProgramRequests);
const staffTab = (actor: Actor, params: Record<string, string> = {}) =>
  tabHtml(programsTabs, "manage-programs", ctx(actor, "manage-programs", params), ManagePrograms);

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

describe("the school's Program Requests", () => {
  it("invites a first request when there is none, with the New Request button and the programs page", async () => {
    const school = actorFor(await createUser({ role: "school" }));
    const html = await schoolTab(school);
    const text = textOf(html);
    expect(text).toContain("No program requests yet");
    expect(text).toContain("New Request");
    expect(html).toMatch(/<a[^>]*href="\/programs"[^>]*>See our programs<\/a>/);
    expect(html).not.toContain("<table");
  });

  it("lists its own requests newest first with date, coloured status and View, and no other school's", async () => {
    const school = actorFor(await createUser({ role: "school" }));
    const other = await createUser({ role: "school" });
    await insertProgramRequest(school.id, {
      programRequested: "School Morning Sessions",
      status: "approved",
      createdAt: new Date("2026-03-02T10:00:00Z"),
    });
    await insertProgramRequest(school.id, {
      programRequested: "Community Wellness",
      status: "rejected",
      createdAt: new Date("2026-03-05T10:00:00Z"),
    });
    await insertProgramRequest(school.id, { programRequested: "Other", createdAt: new Date("2026-03-09T10:00:00Z") });
    await insertProgramRequest(other.id, { programRequested: "Workplace Mental Fitness" });
    const html = await schoolTab(school);
    const text = textOf(html);
    for (const column of ["Program Name", "Requested Date", "Status", "View"]) expect(text).toContain(column);
    expect(text).toMatch(
      /Other Requested Date 9 Mar 2026 Status Pending .*Community Wellness Requested Date 5 Mar 2026 Status Rejected .*School Morning Sessions Requested Date 2 Mar 2026 Status Approved/,
    );
    expect(text).not.toContain("Workplace Mental Fitness");
    expect(html).toContain("bg-warn-50");
    expect(html).toContain("bg-danger-50");
    expect(html).toContain("bg-brand-50");
    expect(text).toContain("View the request for School Morning Sessions");
  });

  it("pages by ten, a page past the end showing the last", async () => {
    const school = actorFor(await createUser({ role: "school" }));
    for (let i = 0; i < 12; i++) await insertProgramRequest(school.id, { message: `#${i}`, createdAt: daysAgo(20 - i) });
    const first = await schoolTab(school);
    expect(first.match(/<tr /g)?.length).toBe(10); // ten rows (the header's <tr> has no attribute)
    expect(first).toContain('href="/school?tab=program-requests&amp;page=2"');
    const past = await schoolTab(school, { page: "9" });
    expect(past.match(/<tr /g)?.length).toBe(2);
    expect(textOf(past)).toContain("page 2 of 2");
  });
});

describe("the staff's Manage Program", () => {
  it("says so when nothing waits", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    expect(textOf(await staffTab(admin))).toContain("No pending programs to approve.");
  });

  it("shows each pending request as a card, oldest first: program, e-mail, school (or Not specified), phone, contact, message, Approve and Reject", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    const named = await createUser({ role: "school", name: "Riverside Primary" });
    const unnamed = await createUser({ role: "school", name: " " });
    await insertProgramRequest(named.id, { programRequested: "Community Wellness", createdAt: daysAgo(1) });
    await insertProgramRequest(unnamed.id, {
      programRequested: "School Morning Sessions",
      email: "office@hillside.example",
      createdAt: daysAgo(3),
    });
    await insertProgramRequest(named.id, { programRequested: "Workplace Mental Fitness", status: "approved" });
    const text = textOf(await staffTab(admin));
    expect(text).toMatch(
      /School Morning Sessions Email office@hillside\.example School name Not specified Phone \+1 555 0100 Contact person Jordan Lee/,
    );
    expect(text).toMatch(/School Morning Sessions .* Community Wellness .*School name Riverside Primary/);
    expect(text).toContain("An evening for families.");
    expect(text).toContain("Approve Community Wellness for Riverside Primary");
    expect(text).toContain("Reject School Morning Sessions for Not specified");
    // The approved one is no card to decide: it is among the decided requests below.
    const [pending, decided] = text.split("Decided requests");
    expect(pending).not.toContain("Workplace Mental Fitness");
    expect(decided).toContain("Workplace Mental Fitness");
  });

  it("lists the decided requests below, the latest decision first, with the dates and who decided, paged by ten", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    const alex = await createUser({ role: "admin", name: "Alex Admin" });
    const school = await createUser({ role: "school", name: "Riverside Primary" });
    await insertProgramRequest(school.id, {
      programRequested: "School Morning Sessions",
      status: "approved",
      createdAt: new Date("2026-03-02T10:00:00Z"),
      decidedAt: new Date("2026-03-04T10:00:00Z"),
      decidedBy: alex.id,
    });
    await insertProgramRequest(school.id, {
      programRequested: "Community Wellness",
      status: "rejected",
      createdAt: new Date("2026-03-03T10:00:00Z"),
      decidedAt: new Date("2026-03-06T10:00:00Z"),
      decidedBy: alex.id,
    });
    const text = textOf(await staffTab(admin));
    expect(text).toContain("No pending programs to approve.");
    expect(text).toMatch(
      /Decided requests .*Community Wellness School Riverside Primary Decision Rejected Requested 3 Mar 2026 Decided 6 Mar 2026 Decided by Alex Admin .*School Morning Sessions School Riverside Primary Decision Approved Requested 2 Mar 2026 Decided 4 Mar 2026 Decided by Alex Admin/,
    );
    for (let i = 0; i < 10; i++)
      await insertProgramRequest(school.id, { status: "approved", decidedAt: daysAgo(30 + i), decidedBy: alex.id });
    const past = await staffTab(admin, { decided: "9" });
    expect(textOf(past)).toContain("page 2 of 2");
  });

  it("says so when nothing has been decided", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    expect(textOf(await staffTab(admin))).toContain("No request has been decided yet.");
  });

  it("badges the pending count, only for staff with the tab", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    const school = await createUser({ role: "school" });
    const badgeOf = async (a: Actor) => (await tabRow(tabsFor(a), ctx(a, "profile"))).find((t) => t.id === "manage-programs");
    expect(await badgeOf(admin)).toEqual({ id: "manage-programs", label: "Manage Program" });
    await insertProgramRequest(school.id);
    await insertProgramRequest(school.id);
    await insertProgramRequest(school.id, { status: "rejected" });
    expect(await badgeOf(admin)).toEqual({
      id: "manage-programs",
      label: "Manage Program",
      badge: 2,
      badgeLabel: "2 pending program requests",
    });
    const limited = actorFor(await createUser({ role: "admin", allowedTabs: ["approval-requests"] }));
    expect(await badgeOf(limited)).toBeUndefined();
    expect(await tab("manage-programs").badge!(limited)).toBeNull();
  });
});
