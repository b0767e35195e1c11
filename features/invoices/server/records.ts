import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { invoiceCourses, invoices, invoiceVideos } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan, can } from "@/registry/permissions";
import type { DisplayStatus } from "../schema";
import type { InvoiceRecord } from "./serialize";

/** Reading invoices as the services use them: with their status as shown and their courses and videos. */

export const NOT_FOUND = "Invoice not found";
/** The 409 of an edit or a decision on a version of the invoice that is no longer the stored one (lib/db/transition.ts `seen`). */
export const CHANGED_SINCE_SEEN =
  "This invoice was changed after you opened it. It now shows what was saved; please check it and try again.";

/** How an invoice is shown: its status, or "overdue" for an approved invoice whose due date (UTC) has passed. */
export const displayStatus = sql<DisplayStatus>`(CASE WHEN ${invoices.status} = 'approved' AND ${invoices.dueDate} < (now() AT TIME ZONE 'UTC')::date THEN 'overdue' ELSE ${invoices.status}::text END)`;

/** The invoices with these ids, in this order, with their courses and videos: three queries whatever their number. */
export async function loadRecords(db: DbOrTx, ids: string[]): Promise<InvoiceRecord[]> {
  if (ids.length === 0) return [];
  const [rows, courses, lines] = await Promise.all([
    db.select({ row: invoices, status: displayStatus }).from(invoices).where(inArray(invoices.id, ids)),
    db.select().from(invoiceCourses).where(inArray(invoiceCourses.invoiceId, ids)).orderBy(asc(invoiceCourses.position)),
    db.select().from(invoiceVideos).where(inArray(invoiceVideos.invoiceId, ids)).orderBy(asc(invoiceVideos.position)),
  ]);
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    return [
      {
        row: found.row,
        status: found.status,
        courses: courses
          .filter((c) => c.invoiceId === id)
          .map((c) => ({
            id: c.id,
            title: c.title,
            videos: lines.filter((l) => l.courseId === c.id).map((l) => ({ videoId: l.videoId, title: l.videoTitle })),
          })),
      },
    ];
  });
}

/** Staff (`invoice.review`) read every invoice; an instructor only their own. Throws 401/403 for anyone else. */
export function readerScope(actor: Actor | null): { actor: Actor; where: SQL | undefined } {
  if (actor && can(actor, "invoice.review")) return { actor, where: undefined };
  assertCan(actor, "invoice.manageOwn");
  return { actor, where: eq(invoices.instructorId, actor.id) };
}

/** An invoice the actor may read, as stored now; 404 for anyone else's. */
export async function loadInvoiceFor(actor: Actor | null, id: string, db?: DbOrTx): Promise<InvoiceRecord> {
  const { where } = readerScope(actor);
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
  const conn = db ?? (await getDb());
  const [found] = await conn
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, id), where));
  const [record] = found ? await loadRecords(conn, [found.id]) : [];
  if (!record) throw new NotFoundError(NOT_FOUND);
  return record;
}

/** An invoice by id whoever asks (the outbox's mail job); undefined once it is deleted. */
export async function loadRecord(db: DbOrTx, id: string): Promise<InvoiceRecord | undefined> {
  return (await loadRecords(db, [id]))[0];
}
