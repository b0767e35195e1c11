import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, programRequests, rateLimitHits, users } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, RateLimitedError, UnauthorizedError } from "@/lib/errors";
import type { Actor } from "@/lib/session/actor-type";
import { actorFor, countRows, createUser, getDb, resetDb, rowById } from "@/test/db";
import { insertProgramRequest } from "@/test/programs";
import { rejection } from "@/test/errors";
import { deliverOutbox } from "@/test/mail";
import { linksIn, mailbox } from "@/test/smtp";
import { PROGRAM_CHOICES, PROGRAM_NAME_MAX } from "../schema";
import {
  countPendingProgramRequests,
  createProgramRequest,
  decideProgramRequest,
  listDecidedProgramRequests,
  listProgramRequests,
  programRequestLimit,
  programRequestPrefill,
} from "./requests";

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

const body = (over: Record<string, unknown> = {}) => ({
  contactPerson: "Jordan Lee",
  email: "jordan.lee@riverside.example",
  phone: "+1 555 0100",
  programRequested: "School Morning Sessions",
  message: "Years 3 to 6, about 180 pupils.",
  ...over,
});

const school = async (over: Parameters<typeof createUser>[0] = { role: "school" }) =>
  actorFor(await createUser({ ...over, role: "school" }));
const admin = async (allowedTabs: string[] = []) => actorFor(await createUser({ role: "admin", allowedTabs }));

const stored = (id: string) => rowById(programRequests, id);

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe("createProgramRequest", () => {
  it("files a pending request for the signed-in school, named from the account, never from the body", async () => {
    const riverside = await school({ role: "school", name: "Riverside Primary" });
    const created = await createProgramRequest(
      riverside,
      body({ contactPerson: "  Jordan Lee  ", email: " Jordan.Lee@Riverside.example " }),
    );
    expect(created).toMatchObject({
      programRequested: "School Morning Sessions",
      schoolName: "Riverside Primary",
      contactPerson: "Jordan Lee",
      email: "jordan.lee@riverside.example",
      phone: "+1 555 0100",
      message: "Years 3 to 6, about 180 pupils.",
      requestedBy: { _id: riverside.id, name: "Riverside Primary" },
      status: "pending",
      decidedAt: null,
    });
    expect(created._id).toBe(created.id);
    // A school is not shown its own account's e-mail as "requestedBy": staff only.
    expect(created.requestedBy).not.toHaveProperty("email");
    expect(await stored(created._id)).toMatchObject({ schoolId: riverside.id, status: "pending", decidedAt: null, decidedBy: null });
  });

  it("offers the four programs and Other, each stored as chosen", async () => {
    expect(PROGRAM_CHOICES).toEqual([
      "School Morning Sessions",
      "Workplace Mental Fitness",
      "Individual Home Practice",
      "Community Wellness",
      "Other",
    ]);
    const s = await school();
    for (const programRequested of PROGRAM_CHOICES) {
      const created = await createProgramRequest(s, body({ programRequested }));
      expect(created).toMatchObject({ programRequested, otherProgram: null });
    }
    expect(await countRows(programRequests)).toBe(PROGRAM_CHOICES.length);
  });

  it("stores a program's other names (the earlier site's, its id) and any case, spacing or punctuation as that program", async () => {
    const cases: [string, string][] = [
      ["School Morning Wellness Sessions", "School Morning Sessions"],
      ["school-mornings", "School Morning Sessions"],
      ["workplace-mental-fitness", "Workplace Mental Fitness"],
      ["home-practice", "Individual Home Practice"],
      ["community-wellness", "Community Wellness"],
      // The spec's own words for the four (spec 02, static pages).
      ["school morning sessions", "School Morning Sessions"],
      ["workplace mental fitness", "Workplace Mental Fitness"],
      ["individual home practice", "Individual Home Practice"],
      ["community wellness", "Community Wellness"],
      ["  SCHOOL   MORNING\tWELLNESS sessions. ", "School Morning Sessions"],
      ["Workplace-Mental-Fitness!", "Workplace Mental Fitness"],
      ["individual_home_practice", "Individual Home Practice"],
      ["Community  Wellness", "Community Wellness"],
      ["“Community Wellness”", "Community Wellness"],
      ["communitywellness", "Community Wellness"],
      ["ＣＯＭＭＵＮＩＴＹ ＷＥＬＬＮＥＳＳ", "Community Wellness"],
      ["other", "Other"],
      [" OTHER. ", "Other"],
    ];
    for (const [typed, program] of cases) {
      const created = await createProgramRequest(await school(), body({ programRequested: typed }));
      expect([typed, created.programRequested, created.otherProgram]).toEqual([typed, program, null]);
      expect(await stored(created._id)).toMatchObject({ programRequested: program, otherProgram: null });
    }
  });

  it("stores any other name as Other with the name kept as typed (trimmed), shown to the school and to staff", async () => {
    const s = await school({ role: "school", name: "Riverside Primary" });
    const typed = "Mindful Sports Coaching (Years 5–6)";
    const created = await createProgramRequest(s, body({ programRequested: `  ${typed} ` }));
    expect(created).toMatchObject({ programRequested: "Other", otherProgram: typed, status: "pending" });
    expect(await stored(created._id)).toMatchObject({ programRequested: "Other", otherProgram: typed });
    expect((await listProgramRequests(s)).items[0]).toMatchObject({ programRequested: "Other", otherProgram: typed });
    expect((await listProgramRequests(await admin())).items[0]).toMatchObject({ programRequested: "Other", otherProgram: typed });
    // Two such requests may wait at once, like any Other request.
    await expect(createProgramRequest(s, body({ programRequested: typed }))).resolves.toMatchObject({ otherProgram: typed });
    // As many characters as allowed are kept whole.
    const longest = "A".repeat(PROGRAM_NAME_MAX);
    await expect(createProgramRequest(s, body({ programRequested: longest }))).resolves.toMatchObject({ otherProgram: longest });
  });

  it("refuses a blank or too long program name, or one that is not text, with a clear message, storing nothing", async () => {
    const s = await school();
    const cases: [unknown, string][] = [
      ["", "Please choose a program"],
      ["   ", "Please choose a program"],
      [undefined, "Please choose a program"],
      [3, "Please choose a program"],
      ["x".repeat(PROGRAM_NAME_MAX + 1), `The program's name must be at most ${PROGRAM_NAME_MAX} characters`],
    ];
    for (const [programRequested, message] of cases) {
      const error = await rejection(createProgramRequest(s, body({ programRequested })));
      expect([programRequested, error.status, error.message, error.fields?.programRequested]).toEqual([
        programRequested,
        422,
        message,
        message,
      ]);
    }
    expect(await countRows(programRequests)).toBe(0);
  });

  it("requires all five fields with clear messages, an e-mail and a phone number", async () => {
    const s = await school();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ contactPerson: "  " }, "contactPerson", "Contact person is required"],
      [{ contactPerson: undefined }, "contactPerson", "Contact person is required"],
      [{ email: "" }, "email", "Email is required"],
      [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
      [{ phone: "" }, "phone", "Phone is required"],
      [{ phone: "call me" }, "phone", "Please enter a valid phone number"],
      [{ programRequested: "" }, "programRequested", "Please choose a program"],
      [{ message: "" }, "message", "Message is required"],
      [{ message: "x".repeat(2001) }, "message", "Message must be at most 2000 characters"],
    ];
    for (const [over, field, message] of cases) {
      const error = await rejection(createProgramRequest(s, body(over)));
      expect([field, error.status, error.fields?.[field]]).toEqual([field, 422, message]);
    }
    expect(await countRows(programRequests)).toBe(0);
  });

  it("refuses the school, its name, a status or any other key in the body (422), writing nothing", async () => {
    const s = await school();
    const other = await school();
    for (const extra of [{ schoolId: other.id }, { schoolName: "Another School" }, { status: "approved" }, { requestedBy: other.id }]) {
      const error = await rejection(createProgramRequest(s, body(extra)));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.message).toMatch(/^Unexpected field: /);
    }
    expect(await countRows(programRequests)).toBe(0);
  });

  it("answers 409 for a second pending request of the same program, but lets Other repeat and a decided program be asked again", async () => {
    const s = await school();
    const first = await createProgramRequest(s, body());
    // The program by another of its names is the same program.
    for (const programRequested of ["School Morning Sessions", "School Morning Wellness Sessions"]) {
      const error = await rejection(createProgramRequest(s, body({ contactPerson: "Someone else", programRequested })));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.message).toBe(
        "You already have a pending request for School Morning Sessions. We will e-mail you once it has been decided.",
      );
    }
    // Another school may ask for the same program.
    await expect(createProgramRequest(await school(), body())).resolves.toMatchObject({ status: "pending" });
    await createProgramRequest(s, body({ programRequested: "Other", message: "A parents' evening" }));
    await createProgramRequest(s, body({ programRequested: "Other", message: "A staff retreat" }));
    await decideProgramRequest(await admin(), first._id, { status: "rejected" });
    await expect(createProgramRequest(s, body())).resolves.toMatchObject({ status: "pending" });
    expect(await countRows(programRequests)).toBe(5);
  });

  it("is for approved schools only", async () => {
    expect(await rejection(createProgramRequest(null, body()))).toBeInstanceOf(UnauthorizedError);
    for (const role of ["user", "instructor", "admin", "superadmin"] as const) {
      const error = await rejection(createProgramRequest(actorFor(await createUser({ role })), body()));
      expect([role, error]).toEqual([role, expect.any(ForbiddenError)]);
    }
    const pending = actorFor(await createUser({ role: "school", status: "pending" }));
    expect((await rejection(createProgramRequest(pending, body()))).message).toBe("Your account is awaiting approval.");
    expect(await countRows(programRequests)).toBe(0);
  });

  it("takes ten requests an hour from a school; a refused form spends none of them", async () => {
    const s = await school();
    for (let i = 0; i < 5; i++) await rejection(createProgramRequest(s, body({ email: "nope" })));
    expect(await countRows(rateLimitHits)).toBe(0);
    for (let i = 0; i < programRequestLimit(s.id).max; i++) {
      await createProgramRequest(s, body({ programRequested: "Other", message: `Request ${i}` }));
    }
    const error = await rejection(createProgramRequest(s, body({ programRequested: "Other", message: "One more" })));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.message).toMatch(/^Too many program requests\. Please try again in/);
    // Another school is not affected.
    await expect(createProgramRequest(await school(), body())).resolves.toMatchObject({ status: "pending" });
  });
});

describe("listProgramRequests", () => {
  it("gives a school its own requests in every status, newest first, and nothing of another school's", async () => {
    const s = await school({ role: "school", name: "Riverside Primary" });
    const other = await school();
    const old = await insertProgramRequest(s.id, {
      programRequested: "School Morning Sessions",
      status: "approved",
      createdAt: minutesAgo(30),
    });
    const mid = await insertProgramRequest(s.id, { programRequested: "Community Wellness", status: "rejected", createdAt: minutesAgo(20) });
    const recent = await insertProgramRequest(s.id, { programRequested: "Other", createdAt: minutesAgo(10) });
    await insertProgramRequest(other.id, { createdAt: minutesAgo(5) });
    const list = await listProgramRequests(s);
    expect(list).toMatchObject({ total: 3, page: 1, limit: 50 });
    expect(list.items.map((r) => [r._id, r.status])).toEqual([
      [recent.id, "pending"],
      [mid.id, "rejected"],
      [old.id, "approved"],
    ]);
    expect(list.items[0]).toMatchObject({ schoolName: "Riverside Primary", requestedBy: { _id: s.id, name: "Riverside Primary" } });
    expect(list.items.every((r) => !("email" in r.requestedBy))).toBe(true);
  });

  it("gives staff every school's pending requests, oldest first, with the school's account e-mail; decided ones leave", async () => {
    const a = await school({ role: "school", name: "A School", email: "a.school@example.org" });
    const b = await school({ role: "school", name: "B School" });
    const second = await insertProgramRequest(b.id, { createdAt: minutesAgo(20) });
    const first = await insertProgramRequest(a.id, { createdAt: minutesAgo(40) });
    await insertProgramRequest(a.id, { status: "approved", createdAt: minutesAgo(60) });
    await insertProgramRequest(b.id, { status: "rejected", createdAt: minutesAgo(60) });
    for (const staff of [await admin(), actorFor(await createUser({ role: "superadmin" })), await admin(["manage-programs"])]) {
      const list = await listProgramRequests(staff);
      expect(list.total).toBe(2);
      expect(list.items.map((r) => r._id)).toEqual([first.id, second.id]);
      expect(list.items[0]!.requestedBy).toEqual({ _id: a.id, name: "A School", email: "a.school@example.org" });
      expect(list.items[0]!.schoolName).toBe("A School");
    }
    await decideProgramRequest(await admin(), first.id, { status: "approved" });
    expect((await listProgramRequests(await admin())).items.map((r) => r._id)).toEqual([second.id]);
  });

  it("shows a renamed school by its new name", async () => {
    const s = await school({ role: "school", name: "Old Name" });
    await insertProgramRequest(s.id);
    const db = await getDb();
    await db.update(users).set({ name: "New Name" }).where(eq(users.id, s.id));
    expect((await listProgramRequests(await admin())).items[0]).toMatchObject({
      schoolName: "New Name",
      requestedBy: { name: "New Name" },
    });
  });

  it("pages in SQL: page and limit, bad values fall back, limit at most 100, a page past the end is empty with the total", async () => {
    const s = await school();
    for (let i = 0; i < 7; i++) await insertProgramRequest(s.id, { message: `#${i}`, createdAt: minutesAgo(100 - i) });
    const staff = await admin();
    const page2 = await listProgramRequests(staff, { page: "2", limit: "3" });
    expect(page2).toMatchObject({ total: 7, page: 2, limit: 3 });
    expect(page2.items.map((r) => r.message)).toEqual(["#3", "#4", "#5"]);
    expect((await listProgramRequests(staff, { page: "3", limit: "3" })).items.map((r) => r.message)).toEqual(["#6"]);
    expect(await listProgramRequests(staff, { page: "9", limit: "3" })).toMatchObject({ items: [], total: 7, page: 9 });
    expect(await listProgramRequests(staff, { page: "zero", limit: "-4" })).toMatchObject({ page: 1, limit: 50 });
    expect(await listProgramRequests(staff, { page: "1.5", limit: "1000" })).toMatchObject({ page: 1, limit: 100 });
  });

  it("answers an empty list, not an error, when there is nothing", async () => {
    expect(await listProgramRequests(await school())).toEqual({ items: [], total: 0, page: 1, limit: 50 });
    expect(await listProgramRequests(await admin())).toEqual({ items: [], total: 0, page: 1, limit: 50 });
  });

  it("refuses guests, other roles, pending accounts and an admin without the Manage Program tab", async () => {
    expect(await rejection(listProgramRequests(null))).toBeInstanceOf(UnauthorizedError);
    for (const actor of [
      actorFor(await createUser({ role: "user" })),
      actorFor(await createUser({ role: "instructor" })),
      actorFor(await createUser({ role: "school", status: "pending" })),
      actorFor(await createUser({ role: "admin", status: "pending" })),
      await admin(["approval-requests"]),
    ]) {
      expect([actor.role, actor.status, await rejection(listProgramRequests(actor))]).toEqual([
        actor.role,
        actor.status,
        expect.any(ForbiddenError),
      ]);
    }
  });
});

describe("decideProgramRequest", () => {
  async function pendingOf(name = "Riverside Primary", email = "office@riverside.example") {
    const s = await school({ role: "school", name, email });
    const created = await createProgramRequest(s, body({ email: "typed-by-the-school@elsewhere.example" }));
    return { s, created };
  }
  async function audits() {
    const db = await getDb();
    return db.select().from(auditLog).orderBy(auditLog.id);
  }

  it("approves a pending request: stored with who and when, audited, and the school's account (not the typed address) is mailed", async () => {
    const { s, created } = await pendingOf();
    const staff = await admin();
    const decided = await decideProgramRequest(staff, created._id, { status: "approved" });
    expect(decided).toMatchObject({ _id: created._id, status: "approved", requestedBy: { _id: s.id, email: "office@riverside.example" } });
    expect(decided.decidedAt).not.toBeNull();
    expect(await stored(created._id)).toMatchObject({ status: "approved", decidedBy: staff.id, decidedAt: expect.any(Date) });
    expect(await audits()).toMatchObject([
      {
        action: "program.approve",
        targetType: "program_request",
        targetId: created._id,
        actorId: staff.id,
        details: { from: "pending", program: "School Morning Sessions", schoolId: s.id },
      },
    ]);
    await deliverOutbox();
    expect(mailbox.to("typed-by-the-school@elsewhere.example")).toEqual([]);
    const mail = mailbox.only("office@riverside.example");
    expect(mail.subject).toBe("Your program request has been approved: School Morning Sessions");
    expect(mail.text).toContain("Hello Riverside Primary,");
    expect(mail.text).toContain('for the program "School Morning Sessions" has been approved');
    expect(linksIn(mail)).toContain("http://localhost:3000/school?tab=program-requests");
  });

  it("rejects a pending request, audited and mailed as such", async () => {
    const { created } = await pendingOf();
    const decided = await decideProgramRequest(actorFor(await createUser({ role: "superadmin" })), created._id, { status: "rejected" });
    expect(decided.status).toBe("rejected");
    expect((await audits()).map((a) => a.action)).toEqual(["program.reject"]);
    await deliverOutbox();
    const mail = mailbox.only("office@riverside.example");
    expect(mail.subject).toBe("About your program request: School Morning Sessions");
    expect(mail.text).toContain("has been declined");
  });

  it("names an Other request by the name the school typed, in the audit row and the mail", async () => {
    const s = await school({ role: "school", name: "Riverside Primary", email: "office@riverside.example" });
    const created = await createProgramRequest(s, body({ programRequested: "Mindful Sports Coaching" }));
    const decided = await decideProgramRequest(await admin(), created._id, { status: "approved" });
    expect(decided).toMatchObject({ programRequested: "Other", otherProgram: "Mindful Sports Coaching", status: "approved" });
    expect((await audits())[0]?.details).toMatchObject({ program: "Other", otherProgram: "Mindful Sports Coaching" });
    await deliverOutbox();
    const mail = mailbox.only("office@riverside.example");
    expect(mail.subject).toBe("Your program request has been approved: Mindful Sports Coaching");
    expect(mail.text).toContain('for the program "Mindful Sports Coaching" has been approved');
  });

  it("answers 409 for a request already decided, changing, auditing and mailing nothing more", async () => {
    const { created } = await pendingOf();
    const staff = await admin();
    await decideProgramRequest(staff, created._id, { status: "approved" });
    const before = await stored(created._id);
    for (const status of ["approved", "rejected"]) {
      const error = await rejection(decideProgramRequest(await admin(), created._id, { status }));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.message).toBe("This program request has already been approved");
    }
    expect(await stored(created._id)).toEqual(before);
    expect(await audits()).toHaveLength(1);
    await deliverOutbox();
    expect(mailbox.to("office@riverside.example")).toHaveLength(1);
  });

  it("answers 404 for an unknown or malformed id, and 422 'Invalid status value' for any other status or key", async () => {
    const { created } = await pendingOf();
    const staff = await admin();
    for (const id of [crypto.randomUUID(), "not-an-id", ""]) {
      const error = await rejection(decideProgramRequest(staff, id, { status: "approved" }));
      expect([id, error, error.message]).toEqual([id, expect.any(NotFoundError), "Program request not found"]);
    }
    for (const input of [{ status: "pending" }, { status: "Approved" }, { status: "" }, {}, { status: 1 }, null]) {
      const error = await rejection(decideProgramRequest(staff, created._id, input));
      expect([input, error.status]).toEqual([input, 422]);
      if (input !== null) expect(error.message).toBe("Invalid status value");
    }
    expect((await rejection(decideProgramRequest(staff, created._id, { status: "approved", note: "x" }))).message).toBe(
      "Unexpected field: note",
    );
    expect((await stored(created._id))?.status).toBe("pending");
    expect(await audits()).toEqual([]);
  });

  it("is for staff with the Manage Program tab only", async () => {
    const { s, created } = await pendingOf();
    expect(await rejection(decideProgramRequest(null, created._id, { status: "approved" }))).toBeInstanceOf(UnauthorizedError);
    const refused: Actor[] = [
      s,
      await school(),
      actorFor(await createUser({ role: "user" })),
      actorFor(await createUser({ role: "instructor" })),
      actorFor(await createUser({ role: "admin", status: "pending" })),
      await admin(["approval-requests", "content"]),
    ];
    for (const actor of refused) {
      expect(await rejection(decideProgramRequest(actor, created._id, { status: "approved" }))).toBeInstanceOf(ForbiddenError);
    }
    expect((await stored(created._id))?.status).toBe("pending");
    await expect(decideProgramRequest(await admin(["manage-program"]), created._id, { status: "approved" })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(decideProgramRequest(await admin(["manage-programs"]), created._id, { status: "approved" })).resolves.toMatchObject({
      status: "approved",
    });
  });
});

describe("listDecidedProgramRequests", () => {
  it("gives staff the approved and rejected requests, latest decision first, with the date and who decided", async () => {
    const a = await school({ role: "school", name: "A School" });
    const alex = await createUser({ role: "admin", name: "Alex Admin" });
    const sam = await createUser({ role: "superadmin", name: "Sam Superadmin" });
    const gone = await createUser({ role: "admin", name: "Gone Admin" });
    await insertProgramRequest(a.id, { createdAt: minutesAgo(90) });
    const approved = await insertProgramRequest(a.id, {
      programRequested: "School Morning Sessions",
      status: "approved",
      decidedAt: minutesAgo(30),
      decidedBy: alex.id,
      createdAt: minutesAgo(80),
    });
    const rejected = await insertProgramRequest(a.id, {
      programRequested: "Community Wellness",
      status: "rejected",
      decidedAt: minutesAgo(10),
      decidedBy: sam.id,
      createdAt: minutesAgo(70),
    });
    const orphan = await insertProgramRequest(a.id, {
      status: "approved",
      decidedAt: minutesAgo(50),
      decidedBy: gone.id,
      createdAt: minutesAgo(60),
    });
    const db = await getDb();
    await db.delete(users).where(eq(users.id, gone.id));
    for (const staff of [await admin(), actorFor(sam), await admin(["manage-programs"])]) {
      const list = await listDecidedProgramRequests(staff);
      expect(list).toMatchObject({ total: 3, page: 1, limit: 50 });
      expect(list.items.map((r) => [r._id, r.status, r.decidedBy?.name ?? null])).toEqual([
        [rejected.id, "rejected", "Sam Superadmin"],
        [approved.id, "approved", "Alex Admin"],
        [orphan.id, "approved", null],
      ]);
      expect(list.items[1]).toMatchObject({
        decidedAt: approved.decidedAt!.toISOString(),
        createdAt: approved.createdAt.toISOString(),
        schoolName: "A School",
      });
    }
    expect((await listDecidedProgramRequests(await admin(), { page: 2, limit: 2 })).items.map((r) => r._id)).toEqual([orphan.id]);
  });

  it("is for staff with the program tab only: a school (its own decided ones are on Program Requests), others refused", async () => {
    await expect(listDecidedProgramRequests(null)).rejects.toBeInstanceOf(UnauthorizedError);
    for (const actor of [await school(), await admin(["approval-requests"]), actorFor(await createUser({ role: "user" }))]) {
      await expect(listDecidedProgramRequests(actor)).rejects.toBeInstanceOf(ForbiddenError);
    }
  });
});

describe("countPendingProgramRequests", () => {
  it("counts the requests waiting for a decision, for staff only", async () => {
    const s = await school();
    const staff = await admin();
    expect(await countPendingProgramRequests(staff)).toBe(0);
    const one = await insertProgramRequest(s.id);
    await insertProgramRequest(s.id, { programRequested: "Community Wellness" });
    await insertProgramRequest(s.id, { programRequested: "School Morning Sessions", status: "approved" });
    expect(await countPendingProgramRequests(staff)).toBe(2);
    await decideProgramRequest(staff, one.id, { status: "rejected" });
    expect(await countPendingProgramRequests(staff)).toBe(1);
    expect(await rejection(countPendingProgramRequests(s))).toBeInstanceOf(ForbiddenError);
    expect(await rejection(countPendingProgramRequests(await admin(["content"])))).toBeInstanceOf(ForbiddenError);
  });
});

describe("programRequestPrefill", () => {
  it("starts the form with the school's own contact person, e-mail and phone, blank where it has none", async () => {
    const full = await school({ role: "school", email: "office@hillside.example", phone: "+44 20 7946 0000", contactPerson: "Ms Patel" });
    expect(await programRequestPrefill(full)).toEqual({
      contactPerson: "Ms Patel",
      email: "office@hillside.example",
      phone: "+44 20 7946 0000",
    });
    const bare = await school({ role: "school", email: "bare@example.org" });
    expect(await programRequestPrefill(bare)).toEqual({ contactPerson: "", email: "bare@example.org", phone: "" });
    expect(await rejection(programRequestPrefill(await admin()))).toBeInstanceOf(ForbiddenError);
  });
});
