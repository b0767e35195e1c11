import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, users } from "@/lib/db/schema";
import { ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { actorFor, countRows, createUser, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { getProfile, updateProfile } from "./profile";
import { publicUser } from "./serialize";

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

  it("takes a change without the name (what our card sends): the name is kept; a blank name is refused; nothing sent changes nothing", async () => {
    const user = await createUser({ role: "school", name: "Riverside Primary", phone: "+1 555 0100" });
    await expect(updateProfile(actorFor(user), user.id, { about: "A small school by the river" })).resolves.toMatchObject({
      name: "Riverside Primary",
      about: "A small school by the river",
    });
    const blank = await rejection(updateProfile(actorFor(user), user.id, { name: "  " }));
    expect(blank).toMatchObject({ status: 422, message: "Name is required" });
    const before = await stored(user.id);
    await expect(updateProfile(actorFor(user), user.id, {})).resolves.toMatchObject({ name: "Riverside Primary", phone: "+1 555 0100" });
    expect((await stored(user.id)).updatedAt).toEqual(before.updatedAt);
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

  describe("round trip: the user object we answered with comes back", () => {
    it("saves the object from GET profile or the login (data.user) unchanged, and with an edit", async () => {
      const school = await createUser({ role: "school" });
      const me = await createUser({ role: "user", schoolId: school.id, status: "pending", phone: "+1 555 0100", bio: "Mine" });
      // The JSON trip turns dates into strings, as a client receives them.
      const received = JSON.parse(JSON.stringify(await getProfile(actorFor(me)))) as Record<string, unknown>;
      const before = await stored(me.id);
      await expect(updateProfile(actorFor(me), me.id, received)).resolves.toMatchObject({ name: me.name, bio: "Mine" });
      const after = await stored(me.id);
      expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
      const login = JSON.parse(JSON.stringify(publicUser(after))) as Record<string, unknown>;
      await expect(updateProfile(actorFor(me), me.id, { ...login, bio: "Edited", email: me.email.toUpperCase() })).resolves.toMatchObject({
        bio: "Edited",
      });
      expect(await stored(me.id)).toMatchObject({ bio: "Edited", role: "user", status: "pending", schoolId: school.id });
    });

    it("lets staff send back another user's object", async () => {
      const superadmin = await createUser({ role: "superadmin" });
      const other = await createUser({ role: "admin", allowedTabs: ["content"] });
      const received = JSON.parse(JSON.stringify(publicUser(await stored(other.id)))) as Record<string, unknown>;
      await expect(updateProfile(actorFor(superadmin), other.id, { ...received, name: "Renamed" })).resolves.toMatchObject({
        name: "Renamed",
        allowedTabs: ["content"],
      });
    });

    it.each([
      ["role", "admin"],
      ["status", "approved"],
      ["approved", true],
      ["allowedTabs", ["content"]],
      ["email", "new@example.org"],
      ["schoolId", "00000000-0000-4000-8000-000000000000"],
      ["_id", "00000000-0000-4000-8000-000000000000"],
      ["createdAt", "2001-01-01T00:00:00.000Z"],
    ] as const)("refuses a changed %s with 422 and changes nothing", async (key, value) => {
      const me = await createUser({ role: "user", status: "pending" });
      const received = JSON.parse(JSON.stringify(await getProfile(actorFor(me)))) as Record<string, unknown>;
      const before = await stored(me.id);
      const error = await rejection(updateProfile(actorFor(me), me.id, { ...received, name: "Changed", [key]: value }));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.status).toBe(422);
      expect(error.fields).toEqual({ [key]: expect.stringMatching(/cannot be changed here$/) });
      expect(await stored(me.id)).toEqual(before);
    });

    it("still refuses a key our answer does not carry", async () => {
      const me = await createUser({ role: "user" });
      const received = JSON.parse(JSON.stringify(await getProfile(actorFor(me)))) as Record<string, unknown>;
      const error = await rejection(updateProfile(actorFor(me), me.id, { ...received, isAdmin: true }));
      expect(error.status).toBe(422);
      expect(error.fields).toEqual({ isAdmin: expect.any(String) });
    });
  });

  describe("the instructor's first and last name", () => {
    it("keeps the first name in name and the last name in lastName, and clears a last name sent blank", async () => {
      const me = await createUser({ role: "instructor", name: "Maya Instructor", bio: "Mine" });
      const answer = await updateProfile(actorFor(me), me.id, { name: "Maya", lastName: "Okafor" });
      expect(answer).toMatchObject({ name: "Maya", lastName: "Okafor", bio: "Mine" });
      expect(await stored(me.id)).toMatchObject({ name: "Maya", lastName: "Okafor" });
      await updateProfile(actorFor(me), me.id, { name: "Maya", lastName: " " });
      expect((await stored(me.id)).lastName).toBeNull();
    });

    it("refuses a last name over 100 characters", async () => {
      const me = await createUser({ role: "instructor" });
      const error = await rejection(updateProfile(actorFor(me), me.id, { name: "Maya", lastName: "x".repeat(101) }));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.fields).toEqual({ lastName: "Last name must be at most 100 characters" });
    });
  });

  describe("a school's website and About", () => {
    it("saves them, answers with them, and takes its own object back unchanged", async () => {
      const school = await createUser({ role: "school", name: "Riverside Primary School" });
      const answer = await updateProfile(actorFor(school), school.id, {
        name: "Riverside Primary School",
        website: "https://riverside.example",
        about: "A small school by the river; we sit quietly for ten minutes every morning.",
      });
      expect(answer).toMatchObject({ website: "https://riverside.example", about: expect.stringContaining("by the river") });
      const received = JSON.parse(JSON.stringify(await getProfile(actorFor(school)))) as Record<string, unknown>;
      expect(received).toHaveProperty("about");
      const before = await stored(school.id);
      await updateProfile(actorFor(school), school.id, received);
      expect({ ...(await stored(school.id)), updatedAt: null }).toEqual({ ...before, updatedAt: null });
      // Sent blank, they are cleared; left out, they are kept.
      await updateProfile(actorFor(school), school.id, { name: "Riverside" });
      expect(await stored(school.id)).toMatchObject({ website: "https://riverside.example", about: expect.any(String) });
      await updateProfile(actorFor(school), school.id, { name: "Riverside", website: "", about: "" });
      expect(await stored(school.id)).toMatchObject({ website: null, about: null });
    });

    it.each([
      [
        "a website without http(s)",
        { website: "riverside.example" },
        "website",
        "Website must be a valid URL starting with http:// or https://",
      ],
      [
        "a javascript: website",
        { website: "javascript:alert(1)" },
        "website",
        "Website must be a valid URL starting with http:// or https://",
      ],
      ["an About of 2001 characters", { about: "a".repeat(2001) }, "about", "About must be at most 2000 characters"],
    ])("refuses %s with 422 and the field's message", async (_case, over, field, message) => {
      const school = await createUser({ role: "school", website: "https://old.example" });
      const error = await rejection(updateProfile(actorFor(school), school.id, { name: "School", ...over }));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.fields).toEqual({ [field]: message });
      expect((await stored(school.id)).website).toBe("https://old.example");
    });

    it.each(["user", "instructor", "superadmin"] as const)("refuses them on a %s's profile, but takes them back empty", async (role) => {
      const me = await createUser({ role });
      const error = await rejection(updateProfile(actorFor(me), me.id, { name: "Me", website: "https://me.example", about: "Me" }));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.fields).toEqual({
        website: "Only a school's profile has a website",
        about: "Only a school's profile has an About text",
      });
      expect(await stored(me.id)).toMatchObject({ website: null, about: null });
      await expect(updateProfile(actorFor(me), me.id, { name: "Me", website: null, about: "" })).resolves.toMatchObject({ name: "Me" });
    });

    it("lets a superadmin correct a school's website", async () => {
      const superadmin = await createUser({ role: "superadmin" });
      const school = await createUser({ role: "school" });
      await expect(
        updateProfile(actorFor(superadmin), school.id, { name: "School", website: "http://school.example" }),
      ).resolves.toMatchObject({ website: "http://school.example" });
    });
  });

  it("requires a name", async () => {
    const me = await createUser({ role: "user" });
    const error = await rejection(updateProfile(actorFor(me), me.id, edit({ name: "  " })));
    expect(error.message).toBe("Name is required");
  });
});
