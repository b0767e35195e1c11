import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, users } from "@/lib/db/schema";
import { ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { actorFor, countRows, createUser, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { getProfile, updateProfile } from "./profile";

beforeEach(resetDb);

const edit = (over: Record<string, unknown> = {}) => ({
  name: "New Name",
  bio: "New bio",
  phone: "+1 555 0100",
  address: "2 Hill St",
  ...over,
});

async function stored(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe("getProfile", () => {
  it("returns the signed-in user's own profile, without secrets", async () => {
    const me = await createUser({ role: "instructor", status: "pending", bio: "Mine" });
    await createUser({ role: "instructor", bio: "Someone else" });
    const profile = await getProfile(actorFor(me));
    expect(profile).toMatchObject({ id: me.id, _id: me.id, bio: "Mine", status: "pending", approved: false });
    expect(profile).not.toHaveProperty("passwordHash");
    expect(profile).not.toHaveProperty("sessionVersion");
  });

  it("needs a signed-in user", async () => {
    await expect(getProfile(null)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe("updateProfile", () => {
  it("updates one's own profile", async () => {
    const me = await createUser({ role: "instructor", name: "Old Name", bio: "Old bio" });
    const result = await updateProfile(actorFor(me), me.id, edit({ id: me.id, _id: me.id, email: me.email }));
    expect(result).toMatchObject({ name: "New Name", bio: "New bio", phone: "+1 555 0100", address: "2 Hill St" });
    expect(await stored(me.id)).toMatchObject({ name: "New Name", bio: "New bio", role: "instructor", status: "approved" });
    // Editing oneself is not an admin action.
    expect(await countRows(auditLog)).toBe(0);
  });

  it("lets a pending account edit its own profile", async () => {
    const me = await createUser({ role: "school", status: "pending" });
    await expect(updateProfile(actorFor(me), me.id, edit())).resolves.toMatchObject({ name: "New Name" });
  });

  it.each(["user", "instructor", "school"] as const)("refuses a %s editing another user's profile", async (role) => {
    const me = await createUser({ role });
    const other = await createUser({ role: "instructor", name: "Untouched" });
    const error = await rejection(updateProfile(actorFor(me), other.id, edit()));
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error.status).toBe(403);
    expect((await stored(other.id)).name).toBe("Untouched");
  });

  it.each(["admin", "superadmin"] as const)("lets a %s edit another user's profile, with an audit row", async (role) => {
    const staff = await createUser({ role });
    const other = await createUser({ role: "school", name: "Old" });
    await expect(updateProfile(actorFor(staff), other.id, edit())).resolves.toMatchObject({ id: other.id, name: "New Name" });
    expect((await stored(other.id)).name).toBe("New Name");
    const db = await getDb();
    const [row] = await db.select().from(auditLog);
    expect(row).toMatchObject({ actorId: staff.id, action: "user.updateProfile", targetType: "user", targetId: other.id });
  });

  it("refuses an admin editing their own profile", async () => {
    const admin = await createUser({ role: "admin", name: "Admin" });
    const error = await rejection(updateProfile(actorFor(admin), admin.id, edit()));
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error.message).toBe("Admin accounts cannot edit their own profile.");
    expect((await stored(admin.id)).name).toBe("Admin");
  });

  it("lets a superadmin edit their own profile but an admin not a superadmin's", async () => {
    const superadmin = await createUser({ role: "superadmin" });
    const admin = await createUser({ role: "admin" });
    await expect(updateProfile(actorFor(superadmin), superadmin.id, edit())).resolves.toMatchObject({ name: "New Name" });
    await expect(updateProfile(actorFor(admin), superadmin.id, edit({ name: "Hijacked" }))).rejects.toBeInstanceOf(ForbiddenError);
    expect((await stored(superadmin.id)).name).toBe("New Name");
  });

  it("refuses an admin editing another admin, but lets a superadmin", async () => {
    const admin = await createUser({ role: "admin" });
    const otherAdmin = await createUser({ role: "admin", name: "Other Admin" });
    const superadmin = await createUser({ role: "superadmin" });
    await expect(updateProfile(actorFor(admin), otherAdmin.id, edit({ name: "Hijacked" }))).rejects.toBeInstanceOf(ForbiddenError);
    expect((await stored(otherAdmin.id)).name).toBe("Other Admin");
    await expect(updateProfile(actorFor(superadmin), otherAdmin.id, edit())).resolves.toMatchObject({ name: "New Name" });
  });

  it("keeps fields the caller left out and clears fields sent blank", async () => {
    const user = await createUser({ role: "user", phone: "+1 555 0100", address: "1 Old Road", lastName: "Keep" });
    await updateProfile(actorFor(user), user.id, { name: "Renamed", address: "" });
    const row = await stored(user.id);
    expect(row).toMatchObject({ name: "Renamed", phone: "+1 555 0100", lastName: "Keep", address: null });
  });

  it("refuses an admin limited to other tabs editing others", async () => {
    const admin = await createUser({ role: "admin", allowedTabs: ["approval-requests"] });
    const other = await createUser({ role: "school" });
    await expect(updateProfile(actorFor(admin), other.id, edit())).rejects.toBeInstanceOf(ForbiddenError);
  });

  it.each([{ role: "admin" }, { status: "approved" }, { allowedTabs: ["content"] }, { sessionVersion: 0 }, { passwordHash: "x" }])(
    "refuses the key %o",
    async (extra) => {
      const me = await createUser({ role: "user", status: "pending" });
      const error = await rejection(updateProfile(actorFor(me), me.id, edit(extra)));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.status).toBe(422);
      expect(Object.keys(error.fields ?? {})).toEqual(Object.keys(extra));
      expect(await stored(me.id)).toMatchObject({ role: "user", status: "pending", allowedTabs: [], name: me.name });
    },
  );

  it("refuses an e-mail change but accepts the same e-mail in another case", async () => {
    const me = await createUser({ role: "user", email: "me@example.org" });
    const error = await rejection(updateProfile(actorFor(me), me.id, edit({ email: "new@example.org" })));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.message).toBe("Email cannot be changed here");
    expect((await stored(me.id)).email).toBe("me@example.org");
    await expect(updateProfile(actorFor(me), me.id, edit({ email: "ME@example.org" }))).resolves.toMatchObject({ email: "me@example.org" });
  });

  it("refuses a body id that differs from the address", async () => {
    const me = await createUser({ role: "user" });
    const other = await createUser({ role: "user" });
    await expect(updateProfile(actorFor(me), me.id, edit({ id: other.id }))).rejects.toBeInstanceOf(InvalidError);
    await expect(updateProfile(actorFor(me), me.id, edit({ _id: other.id }))).rejects.toBeInstanceOf(InvalidError);
  });

  it("answers 404 for an unknown or malformed id (staff) and 401 for a guest", async () => {
    const admin = await createUser({ role: "superadmin" });
    await expect(updateProfile(actorFor(admin), crypto.randomUUID(), edit())).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateProfile(actorFor(admin), "not-a-uuid", edit())).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateProfile(null, admin.id, edit())).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("requires a name", async () => {
    const me = await createUser({ role: "user" });
    const error = await rejection(updateProfile(actorFor(me), me.id, edit({ name: "  " })));
    expect(error.message).toBe("Name is required");
  });
});
