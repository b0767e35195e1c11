/** The chat calls of the spec's client (spec 02 §7, original-api.md 3.12) and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import { chatMessages } from "@/lib/db/schema";
import { getDb } from "@/test/db";
import { listOf, type ContractRow } from "@/test/api/contract";
import { target, type Ctx } from "@/test/api/matrix";
import { contactShape, messageShape, sentShape } from "./api.docs";

/** An instructor with a message to and from the admin making the call. */
async function instructorWithMessages(ctx: Ctx) {
  const maya = await target({ role: "instructor" });
  const db = await getDb();
  await db.insert(chatMessages).values([
    { senderId: ctx.row!.id, receiverId: maya.id, text: "Hello Maya" },
    { senderId: maya.id, receiverId: ctx.row!.id, text: "Hello!" },
  ]);
  return maya;
}

export const chatContract: ContractRow[] = [
  {
    call: "GET /chat/users (when the chat opens)",
    method: "GET",
    route: "/api/v1/chat/users",
    as: "admin",
    prepare: async () => (await target({ role: "school" }), {}),
    reads: listOf(contactShape),
  },
  {
    call: "GET chat/{userId} -> array of messages",
    method: "GET",
    route: "/api/v1/chat/[userId]",
    as: "admin",
    prepare: async (ctx) => ({ params: { userId: (await instructorWithMessages(ctx)).id } }),
    reads: listOf(messageShape),
  },
  {
    call: "POST /chat/send/{userId} body text -> data",
    method: "POST",
    route: "/api/v1/chat/send/[userId]",
    as: "instructor",
    prepare: async () => ({ params: { userId: (await target({ role: "admin" })).id }, body: { text: "When is my video reviewed?" } }),
    reads: sentShape.extend({
      message: z.literal("Message sent successfully"),
      data: messageShape.extend({ text: z.literal("When is my video reviewed?") }),
    }),
  },
];
