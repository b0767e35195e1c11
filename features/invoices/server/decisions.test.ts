import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoiceVideos, videos } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "@/lib/errors";
import { pdfText } from "@/test/pdf-text";
import { actorFor, auditsOf, createUser, getDb } from "@/test/db";
import { instructorWithVideos, invoiceBody, invoiceOf, staffActor, storedInvoice } from "@/test/invoices";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { setUpMemoryStorage } from "@/test/storage";
import { createVideo } from "@/test/videos";
import { approveInvoice, markInvoicePaid, rejectInvoice } from "./decisions";
import { createInvoice, getInvoice, selectableVideos, updateInvoice, utcDate } from "./invoices";

setUpMemoryStorage(() => mailbox.clear());

const pricedOf = async (ids: string[]) => {
  const db = await getDb();
  const rows = await db.select({ id: videos.id, isPriced: videos.isPriced }).from(videos).where(inArray(videos.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.isPriced]));
};

/** The text of the one PDF attached to the one mail sent, and the mail. */
async function onlyMail() {
  await deliverOutbox();
  expect(mailbox.messages).toHaveLength(1);
  const [mail] = mailbox.messages;
  expect(mail!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    [expect.stringMatching(/^invoice-INV-\d{8}\.pdf$/), "application/pdf"],
  ]);
  const text = (await pdfText(new Uint8Array(mail!.attachments[0]!.content))).join("\n");
  mailbox.clear();
  return { mail: mail!, text };
}

describe("the instructor's mails", () => {
  it("carry the invoice's PDF on creation and on each decision, to the instructor's account address, never the client's", async () => {
    const {
      row,
      actor,
      videos: [a],
    } = await instructorWithVideos(1, { name: "Maya" });
    const invoice = await createInvoice(actor, invoiceBody([[a!]]));
    const created = await onlyMail();
    expect(created.mail.to).toEqual([row.email]);
    expect(created.mail.subject).toBe(`Invoice ${invoice.invoiceNumber} received`);
    expect(created.mail.text).toContain(`Hello Maya,`);
    expect(created.mail.text).toContain(`your invoice ${invoice.invoiceNumber} for $11.00`);
    expect(created.text).toContain(`Invoice ${invoice.invoiceNumber}`);
    expect(created.text).toContain("Status Pending approval");
    expect(created.text).toContain(`${"Course 1"} 1 video $10.00 $10.00`);
    expect(created.text).toContain("Grand Total $11.00");

    const admin = await staffActor();
    await approveInvoice(admin, invoice.id);
    const approved = await onlyMail();
    expect(approved.mail.subject).toBe(`Invoice ${invoice.invoiceNumber} approved`);
    expect(approved.text).toMatch(/Status Approved on \d+ \w+ \d{4}/);

    await markInvoicePaid(admin, invoice.id);
    const paid = await onlyMail();
    expect(paid.mail.subject).toBe(`Invoice ${invoice.invoiceNumber} paid`);
    expect(paid.text).toMatch(/Status Paid on/);

    const other = await createInvoice(actor, invoiceBody([[await createVideo(row)]]));
    await deliverOutbox();
    mailbox.clear();
    await rejectInvoice(admin, other.id, { reason: "Please split the courses by term." });
    const rejected = await onlyMail();
    expect(rejected.mail.subject).toBe(`About your invoice ${other.invoiceNumber}`);
    expect(rejected.mail.text).toContain("The reason given: Please split the courses by term.");
    expect(rejected.text).toContain("Reason for rejection: Please split the courses by term.");
    expect(rejected.mail.to).not.toContain("accounts@client.example");
  });

  it("are never sent for a change that rolled back", async () => {
    const { row } = await instructorWithVideos(0);
    const invoice = await invoiceOf(row, "approved");
    await deliverOutbox();
    mailbox.clear();
    await expect(approveInvoice(await staffActor(), invoice.id)).rejects.toBeInstanceOf(ConflictError);
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(0);
  });
});

describe("approveInvoice", () => {
  it("approves a pending invoice and marks its videos priced in the same transaction, audited; they can no longer be invoiced", async () => {
    const {
      actor,
      videos: [a, b, c],
    } = await instructorWithVideos(3);
    const invoice = await createInvoice(actor, invoiceBody([[a!], [b!]]));
    const admin = await staffActor();
    const { message, invoice: approved } = await approveInvoice(admin, invoice.id, { updatedAt: invoice.updatedAt });
    expect(message).toBe("Invoice approved successfully");
    expect(approved).toMatchObject({ status: "approved", decidedAt: expect.any(String) });
    expect(await pricedOf([a!.id, b!.id, c!.id])).toEqual({ [a!.id]: true, [b!.id]: true, [c!.id]: false });
    expect((await storedInvoice(invoice.id))?.decidedBy).toBe(admin.id);
    expect((await auditsOf(invoice.id)).map((r) => [r.action, r.actorId, (r.details as { from?: string }).from])).toEqual([
      ["invoice.create", actor.id, undefined],
      ["invoice.approve", admin.id, "pending"],
    ]);
    expect((await selectableVideos(actor)).videos.map((v) => v.id)).toEqual([c!.id]);
    await expect(createInvoice(actor, invoiceBody([[a!]]))).rejects.toThrow("is already priced");
  });

  it("leaves the videos unpriced when the approval is refused (409 once decided)", async () => {
    const {
      row,
      videos: [a],
    } = await instructorWithVideos(1);
    const invoice = await invoiceOf(row, "rejected", { videos: [a!] });
    const error = await approveInvoice(await staffActor(), invoice.id).catch((e: Error) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as Error).message).toBe("This invoice has already been rejected");
    expect(await pricedOf([a!.id])).toEqual({ [a!.id]: false });
  });

  it("refuses a version the admin did not see: the instructor edited it since (409), and nothing changes", async () => {
    const {
      actor,
      videos: [a],
    } = await instructorWithVideos(1);
    const invoice = await createInvoice(actor, invoiceBody([[a!]]));
    await updateInvoice(actor, invoice.id, { taxRate: 20 });
    const error = await approveInvoice(await staffActor(), invoice.id, { updatedAt: invoice.updatedAt }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as Error).message).toContain("was changed after you opened it");
    expect((await storedInvoice(invoice.id))?.status).toBe("pending");
    expect(await pricedOf([a!.id])).toEqual({ [a!.id]: false });
  });

  it("is staff's with the invoice-approvals tab; an unknown id is 404; a body with other keys 422", async () => {
    const { row } = await instructorWithVideos(0);
    const invoice = await invoiceOf(row);
    await expect(approveInvoice(actorFor(row), invoice.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      approveInvoice(actorFor(await createUser({ role: "admin", allowedTabs: ["content"] })), invoice.id),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(approveInvoice(await staffActor(), "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001")).rejects.toBeInstanceOf(NotFoundError);
    await expect(approveInvoice(await staffActor(), invoice.id, { status: "approved" })).rejects.toBeInstanceOf(InvalidError);
    const limited = actorFor(await createUser({ role: "admin", allowedTabs: ["invoice-approvals"] }));
    await expect(approveInvoice(limited, invoice.id)).resolves.toMatchObject({ invoice: { status: "approved" } });
  });
});

describe("rejectInvoice", () => {
  it("rejects a pending invoice with an optional reason the instructor sees, and frees its videos in the same statement", async () => {
    const {
      actor,
      videos: [a, b],
    } = await instructorWithVideos(2);
    const invoice = await createInvoice(actor, invoiceBody([[a!, b!]]));
    const { invoice: rejected } = await rejectInvoice(await staffActor("superadmin"), invoice.id, { reason: "  Wrong course names.  " });
    expect(rejected).toMatchObject({ status: "rejected", rejectionReason: "Wrong course names." });
    expect((await getInvoice(actor, invoice.id)).rejectionReason).toBe("Wrong course names.");
    const db = await getDb();
    const lines = await db
      .select({ status: invoiceVideos.invoiceStatus })
      .from(invoiceVideos)
      .where(eq(invoiceVideos.invoiceId, invoice.id));
    expect(lines).toEqual([{ status: "rejected" }, { status: "rejected" }]);
    expect(await pricedOf([a!.id, b!.id])).toEqual({ [a!.id]: false, [b!.id]: false });
    // The rejected invoice still lists them; a new one may bill them.
    expect(rejected.videoIds).toEqual([a!.id, b!.id]);
    await expect(createInvoice(actor, invoiceBody([[a!, b!]]))).resolves.toMatchObject({ status: "pending" });
    expect((await auditsOf(invoice.id)).at(-1)).toMatchObject({ action: "invoice.reject", details: { reason: "Wrong course names." } });
  });

  it("takes no reason (the spec's client sends no body) and refuses a decided invoice", async () => {
    const { row } = await instructorWithVideos(0);
    const invoice = await invoiceOf(row);
    const admin = await staffActor();
    await expect(rejectInvoice(admin, invoice.id, {})).resolves.toMatchObject({ invoice: { status: "rejected", rejectionReason: null } });
    await expect(rejectInvoice(admin, invoice.id)).rejects.toThrow("This invoice has already been rejected");
    await expect(rejectInvoice(admin, invoice.id, { reason: "x".repeat(1001) })).rejects.toBeInstanceOf(InvalidError);
  });
});

describe("markInvoicePaid", () => {
  it("marks an approved invoice paid, overdue or not; a pending or paid one is 409", async () => {
    const { row } = await instructorWithVideos(0);
    const admin = await staffActor();
    const overdue = await invoiceOf(row, "approved", { over: { dueDate: utcDate(-3) } });
    expect((await getInvoice(admin, overdue.id)).status).toBe("overdue");
    const { invoice: paid, message } = await markInvoicePaid(admin, overdue.id);
    expect(message).toBe("Invoice marked as paid");
    expect(paid).toMatchObject({ status: "paid", isOverdue: false, paidAt: expect.any(String) });
    await expect(markInvoicePaid(admin, overdue.id)).rejects.toThrow("This invoice has already been paid");
    const pending = await invoiceOf(row);
    await expect(markInvoicePaid(admin, pending.id)).rejects.toThrow("This invoice is still pending: approve it first");
    expect((await auditsOf(overdue.id)).at(-1)).toMatchObject({ action: "invoice.paid", details: { from: "approved" } });
  });
});
