import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "@/lib/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { actorFor, countRows, createUser, resetDb, rowById } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { requirePostgres } from "@/test/postgres";
import { race } from "@/test/races";
import { mailbox } from "@/test/smtp";
import { users } from "@/lib/db/schema";
import { approveUser, rejectUser, setAllowedTabs } from "./admin";

// PGlite runs one transaction at a time, so these races would pass there without proving
// anything: they need the real PostgreSQL whose pool runs them side by side.
await requirePostgres();

const ROUNDS = 8;

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

const admin = async () => actorFor(await createUser({ role: "admin" }));

describe("two admins deciding one registration at once", () => {
  it("approve and reject: one wins, the other gets 409 (approved first) or 404 (removed first); one audit row, one mail", async () => {
    const [a, b] = [await admin(), await admin()];
    for (let round = 0; round < ROUNDS; round++) {
      const person = await createUser({ role: "instructor", status: "pending" });
      mailbox.clear();
      const audited = await countRows(auditLog);
      const { winner, error } = await race(
        () => approveUser(a, person.id),
        () => rejectUser(b, person.id),
      );
      expect(error).toBeInstanceOf(winner === 0 ? ConflictError : NotFoundError);
      expect((await rowById(users, person.id))?.status, `round ${round}`).toBe(winner === 0 ? "approved" : undefined);
      expect(await countRows(auditLog)).toBe(audited + 1);
      await deliverOutbox();
      expect(mailbox.messages).toHaveLength(1);
    }
  });

  it("two approvals: one approves and mails, the other answers that it is already approved", async () => {
    const [a, b] = [await admin(), await admin()];
    for (let round = 0; round < ROUNDS; round++) {
      const person = await createUser({ role: "school", status: "pending" });
      mailbox.clear();
      const answers = await Promise.all([approveUser(a, person.id), approveUser(b, person.id)]);
      expect(answers.map((r) => r.message).sort()).toEqual(["User approved successfully", "User is already approved"]);
      await deliverOutbox();
      expect(mailbox.messages, `round ${round}`).toHaveLength(1);
    }
  });
});

describe("two superadmins setting an admin's tabs at once, from the same list", () => {
  it("one list is saved, the other gets 409 and changes nothing; one audit row", async () => {
    const [a, b] = [actorFor(await createUser({ role: "superadmin" })), actorFor(await createUser({ role: "superadmin" }))];
    for (let round = 0; round < ROUNDS; round++) {
      const target = await createUser({ role: "admin", allowedTabs: ["content"] });
      const audited = await countRows(auditLog);
      const lists = [
        ["content", "gallery-approvals"],
        ["content", "donation-tracking"],
      ];
      const { winner, error } = await race(
        () => setAllowedTabs(a, target.id, { allowedTabs: lists[0], previousTabs: ["content"] }),
        () => setAllowedTabs(b, target.id, { allowedTabs: lists[1], previousTabs: ["content"] }),
      );
      expect(error).toBeInstanceOf(ConflictError);
      expect((await rowById(users, target.id))?.allowedTabs, `round ${round}`).toEqual(lists[winner]);
      expect(await countRows(auditLog)).toBe(audited + 1);
    }
  });
});
