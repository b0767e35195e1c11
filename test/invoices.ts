import { eq } from "drizzle-orm";
import { createInvoice } from "@/features/invoices/server/invoices";
import type { ApiInvoice } from "@/features/invoices/server/serialize";
import { invoices, type InvoiceStatus, type UserRow, type VideoRow } from "@/lib/db/schema";
import { actorFor, createUser, getDb } from "@/test/db";
import { createVideo } from "@/test/videos";

/** An approved instructor with a phone and an address, and `count` approved videos of theirs (oldest first). */
export async function instructorWithVideos(count = 3, over: Partial<Parameters<typeof createUser>[0]> = {}) {
  const row = await createUser({ role: "instructor", phone: "+91 98765 43210", address: "12 Lake Road, Pune", ...over });
  const videos: VideoRow[] = [];
  for (let i = 0; i < count; i++) videos.push(await createVideo(row, { courseName: `Lesson ${i + 1} of ${row.name}` }));
  return { row, actor: actorFor(row), videos };
}

/** Our create body: one course per list of videos ("Course 1", …), the client e-mail, and `over`. */
export function invoiceBody(groups: VideoRow[][], over: Record<string, unknown> = {}) {
  return {
    courses: groups.map((group, i) => ({ title: `Course ${i + 1}`, videoIds: group.map((v) => v.id) })),
    email: "accounts@client.example",
    ...over,
  };
}

/**
 * An invoice of `instructor` made through the service (of a fresh approved video of theirs unless
 * `videos` are given), then put in `status` directly (decided now; paid now), and `over` written
 * over it (e.g. a due date in the past, which no body may set).
 */
export async function invoiceOf(
  instructor: UserRow,
  status: InvoiceStatus = "pending",
  options: { videos?: VideoRow[]; over?: Partial<typeof invoices.$inferInsert> } = {},
): Promise<ApiInvoice> {
  const videos = options.videos ?? [await createVideo(instructor)];
  const invoice = await createInvoice(actorFor(instructor), invoiceBody([videos]));
  const now = new Date();
  const decided = status === "pending" ? {} : { decidedAt: now, ...(status === "paid" ? { paidAt: now } : {}) };
  if (status !== "pending" || options.over) {
    const db = await getDb();
    await db
      .update(invoices)
      .set({ status, ...decided, ...options.over })
      .where(eq(invoices.id, invoice.id));
  }
  return invoice;
}

/** The stored invoice row. */
export async function storedInvoice(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** An admin (every tab) or a superadmin, as an actor. */
export const staffActor = async (role: "admin" | "superadmin" = "admin") => actorFor(await createUser({ role }));
