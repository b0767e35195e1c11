/** The chat routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { expect } from "vitest";
import { chatMessages, type Role } from "@/lib/db/schema";
import { countRows, getDb } from "@/test/db";
import { SIGNED_IN, target, type ApiRow, type Ctx, type Prepared } from "@/test/api/matrix";

/** `status` for everyone in chat (the admin limited by allowed tabs too); a guest signs in, a student and a pending account are refused. */
const chatters = (status: number) => ({ ...SIGNED_IN, user: 403, default: status });

const STAFF: readonly Role[] = ["admin", "superadmin"];
const roleOf = (ctx: Ctx): Role | undefined => ctx.row?.role;

/** Someone the actor may message: an instructor for staff, an admin for everyone else (refused by role anyway). */
const contactOf = async (ctx: Ctx) => target({ role: STAFF.includes(roleOf(ctx) ?? "user") ? "instructor" : "admin" });
/** Someone the actor may not message: another admin for staff, another instructor for instructors and schools. */
const refusedOf = async (ctx: Ctx) => target({ role: STAFF.includes(roleOf(ctx) ?? "user") ? "admin" : "instructor" });

const withUser =
  (pick: (ctx: Ctx) => Promise<{ id: string }>, extra: Omit<Prepared, "params"> = {}) =>
  async (ctx: Ctx) => ({
    params: { userId: (await pick(ctx)).id },
    ...extra,
  });

/** A message from the counterpart to the actor (so there is something to read). */
const withMessageFrom = (pick: (ctx: Ctx) => Promise<{ id: string }>) => async (ctx: Ctx) => {
  const other = await pick(ctx);
  const db = await getDb();
  const self = await ctx.selfId();
  await db.insert(chatMessages).values({ senderId: other.id, receiverId: self, text: "Hello" });
  return { params: { userId: other.id } };
};

const storedMessages = (expected: (status: number) => number) => async (_ctx: Ctx, result: { status: number }) =>
  expect(await countRows(chatMessages)).toBe(expected(result.status));

export const chatRows: ApiRow[] = [
  { method: "GET", route: "/api/v1/chat/users", case: "the contact list", ...chatters(200) },
  { method: "GET", route: "/api/v1/chat/unread", case: "the unread count", ...chatters(200) },
  { method: "GET", route: "/api/v1/chat/config", case: "how to listen", ...chatters(200) },
  {
    method: "GET",
    route: "/api/v1/chat/stream",
    case: "the event stream (embedded mode)",
    ...chatters(200),
    // Not read (it never ends by itself); the browser goes away two seconds later at most.
    prepare: () => ({ binary: true, signal: AbortSignal.timeout(2000) }),
    verify: async (_ctx, result) => void (await result.response.body?.cancel()),
  },
  {
    method: "POST",
    route: "/api/v1/chat/pusher-auth",
    case: "a site not on Pusher",
    ...chatters(404),
    prepare: async (ctx) => ({
      body: `socket_id=1.2&channel_name=private-user-${await ctx.selfId()}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
  },
  { method: "GET", route: "/api/v1/chat/[userId]", case: "a contact", ...chatters(200), prepare: withUser(contactOf) },
  { method: "GET", route: "/api/v1/chat/[userId]", case: "a refused pair", ...SIGNED_IN, default: 403, prepare: withUser(refusedOf) },
  {
    method: "GET",
    route: "/api/v1/chat/[userId]",
    case: "a student",
    ...SIGNED_IN,
    default: 403,
    prepare: withUser(() => target({ role: "user" })),
  },
  {
    method: "POST",
    route: "/api/v1/chat/send/[userId]",
    case: "a contact",
    ...chatters(200),
    prepare: withUser(contactOf, { body: { text: "Hello" } }),
    verify: storedMessages((status) => (status === 200 ? 1 : 0)),
  },
  {
    method: "POST",
    route: "/api/v1/chat/send/[userId]",
    case: "a refused pair",
    ...SIGNED_IN,
    default: 403,
    prepare: withUser(refusedOf, { body: { text: "Hello" } }),
    verify: storedMessages(() => 0),
  },
  {
    method: "POST",
    route: "/api/v1/chat/send/[userId]",
    case: "blank text",
    ...chatters(422),
    prepare: withUser(contactOf, { body: { text: "   " } }),
    verify: storedMessages(() => 0),
  },
  {
    method: "POST",
    route: "/api/v1/chat/read/[userId]",
    case: "a contact's message",
    ...chatters(200),
    prepare: withMessageFrom(contactOf),
    verify: async (_ctx, result) => {
      const db = await getDb();
      const [row] = await db.select({ readAt: chatMessages.readAt }).from(chatMessages);
      expect(row!.readAt === null).toBe(result.status !== 200);
    },
  },
  { method: "POST", route: "/api/v1/chat/read/[userId]", case: "a refused pair", ...SIGNED_IN, default: 403, prepare: withUser(refusedOf) },
  { method: "POST", route: "/api/v1/chat/typing/[userId]", case: "a contact", ...chatters(200), prepare: withUser(contactOf) },
  {
    method: "POST",
    route: "/api/v1/chat/typing/[userId]",
    case: "a refused pair",
    ...SIGNED_IN,
    default: 403,
    prepare: withUser(refusedOf),
  },
];
