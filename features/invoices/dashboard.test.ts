import type { ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import type { TabContext } from "@/components/dashboard/tabs";
import type { Actor } from "@/lib/session/actor-type";
import { tabRow, tabsFor } from "@/registry/dashboard";
import { insertBankAccount } from "@/test/bank-accounts";
import { tabContext, tabHtml, tabOf } from "@/test/dashboard";
import { actorFor, createUser, resetDb } from "@/test/db";
import { instructorWithVideos, invoiceOf, staffActor } from "@/test/invoices";
import { textOf } from "@/test/render";
import { setUpMemoryStorage } from "@/test/storage";
import { invoicesTabs } from "./dashboard";
import { utcDate } from "./server/invoices";
import { InvoiceApprovals } from "./ui/invoice-approvals";
import { InvoicesTab } from "./ui/invoices-tab";

/**
 * The invoice tabs rendered on the server against PostgreSQL, as a browser first receives them:
 * the instructor's Invoices (the list from the URL, its empty states and next steps) and the
 * staff's Invoice Approval (pending newest first, the approved ones awaiting payment, the badge).
 */
beforeEach(resetDb);
setUpMemoryStorage();

const tab = (id: string) => tabOf(invoicesTabs, id);
const html = <P>(id: string, c: TabContext, component: (props: P) => Promise<ReactNode>) => tabHtml(invoicesTabs, id, c, component);
const instructorTab = (who: Actor, params: Record<string, string> = {}) =>
  html("invoices", tabContext(who, "invoices", params, "/instructor"), InvoicesTab);
const approvalTab = (who: Actor, params: Record<string, string> = {}) =>
  html("invoice-approvals", tabContext(who, "invoice-approvals", params), InvoiceApprovals);

/** The rows of the table (their text), in order. */
const rows = (markup: string) => [...markup.matchAll(/<tr class="block[^"]*">(.*?)<\/tr>/g)].map((m) => textOf(m[1]!));

describe("the instructor's Invoices tab", () => {
  it("with nothing yet says what to do: no videos to invoice (My Videos), no bank account (the Profile's panel)", async () => {
    const { actor: maya } = await instructorWithVideos(0);
    const markup = await instructorTab(maya);
    const text = textOf(markup);
    expect(text).toContain("Invoices Manage your payment invoices. Create Invoice");
    expect(text).toContain("You have no invoices yet.");
    expect(text).toContain("No approved videos to invoice yet. Upload your videos under My Videos");
    expect(markup).toContain('href="/instructor?tab=my-videos"');
    expect(text).toContain("You have no bank account yet: your invoices show N/A for the payment details");
    expect(markup).toContain('href="/instructor?tab=profile#bank-accounts-title"');
    // No list, no controls, until there is an invoice.
    expect(text).not.toContain("Sort by");
    expect(text).not.toContain("Showing");
  });

  it("counts the videos ready to invoice at the settings' rate, and says nothing of the bank once there is an account", async () => {
    const { row, actor: maya } = await instructorWithVideos(2);
    await insertBankAccount(row.id);
    const text = textOf(await instructorTab(maya));
    expect(text).toContain("You have 2 approved videos not on an invoice: Create Invoice bills them at $10.00 a video.");
    expect(text).not.toContain("no bank account");
  });

  it("lists only the instructor's own invoices, newest first, five a page, with the spec's columns, sortable headers and pager", async () => {
    const { row, actor: maya } = await instructorWithVideos(0);
    const other = await instructorWithVideos(0);
    const mine = [];
    for (let i = 0; i < 7; i++) mine.push(await invoiceOf(row));
    const theirs = await invoiceOf(other.row);
    const markup = await instructorTab(maya);
    const text = textOf(markup);

    expect(rows(markup).map((r) => r.split(" ")[2])).toEqual(
      mine
        .slice(2)
        .reverse()
        .map((i) => i.invoiceNumber),
    );
    expect(text).not.toContain(theirs.invoiceNumber);
    expect(rows(markup)[0]).toMatch(
      /^Invoice # INV-\d{8} Date .+ Due Date .+ Amount \$11\.00 Status Pending Actions View INV-\d+ Download PDF/,
    );
    expect(text).toContain("Showing 1 to 5 of 7 results");
    // The sortable headers: buttons in cells with aria-sort (Date descending, the others none); Actions plain.
    expect(markup).toMatch(/<th scope="col" aria-sort="descending" class="[^"]*"><button type="button"[^>]*>Date<svg/);
    for (const header of ["Invoice #", "Due Date", "Amount", "Status"]) {
      expect(markup).toMatch(new RegExp(`<th scope="col" aria-sort="none" class="[^"]*"><button type="button"[^>]*>${header}<svg`));
    }
    expect(markup).toContain('<th scope="col" class="px-4 py-3 font-semibold">Actions</th>');
    expect(text).toContain("Sort by");
    expect(text).toContain("Per page");
    // The pager keeps the sort, order and page size in the URL.
    expect(markup).toContain('href="/instructor?tab=invoices&amp;sort=date&amp;order=desc&amp;page=2&amp;limit=5"');
    // Each PDF opens in a new tab, from the PDF route.
    expect(markup).toContain(`href="/api/v1/invoice/invoice/${mine[6]!.id}/pdf" target="_blank" rel="noopener"`);
    // Pending invoices can be edited and deleted from their row.
    expect(text).toContain(`Edit ${mine[6]!.invoiceNumber}`);
    expect(text).toContain(`Delete ${mine[6]!.invoiceNumber}`);
  });

  it("reads the sort, order, page and page size from the URL; an unknown size is five, a page past the end the last page", async () => {
    const { row, actor: maya } = await instructorWithVideos(0);
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await invoiceOf(row));
    const byNumberAsc = made.map((i) => i.invoiceNumber);
    let markup = await instructorTab(maya, { sort: "number", order: "asc", limit: "10" });
    expect(rows(markup).map((r) => r.split(" ")[2])).toEqual(byNumberAsc);
    expect(markup).toMatch(/<th scope="col" aria-sort="ascending" class="[^"]*"><button type="button"[^>]*>Invoice #<svg/);
    expect(textOf(markup)).toContain("Showing 1 to 6 of 6 results");

    markup = await instructorTab(maya, { sort: "number", order: "asc", limit: "7", page: "9" });
    expect(rows(markup).map((r) => r.split(" ")[2])).toEqual(byNumberAsc.slice(5));
    expect(textOf(markup)).toContain("Showing 6 to 6 of 6 results");
  });

  it("shows each status in words with its badge; a rejected one points to its reason; decided ones have no Edit or Delete", async () => {
    const { row, actor: maya } = await instructorWithVideos(0);
    const approved = await invoiceOf(row, "approved");
    const overdue = await invoiceOf(row, "approved", { over: { dueDate: utcDate(-3) } });
    const paid = await invoiceOf(row, "paid");
    const rejected = await invoiceOf(row, "rejected", { over: { rejectionReason: "Wrong course names" } });
    const markup = await instructorTab(maya, { limit: "10" });
    const byNumber = new Map(rows(markup).map((r) => [r.split(" ")[2], r]));
    expect(byNumber.get(approved.invoiceNumber)).toContain("Status Approved");
    expect(byNumber.get(overdue.invoiceNumber)).toContain("Status Overdue");
    expect(byNumber.get(paid.invoiceNumber)).toContain("Status Paid");
    expect(byNumber.get(rejected.invoiceNumber)).toContain("Status Rejected Reason under View");
    for (const invoice of [approved, overdue, paid, rejected]) {
      expect(byNumber.get(invoice.invoiceNumber)).not.toContain("Edit");
      expect(byNumber.get(invoice.invoiceNumber)).not.toContain("Delete");
    }
  });
});

describe("the staff's Invoice Approval tab", () => {
  it("lists the pending invoices newest first with whose they are, and the approved ones awaiting payment, the earliest due first", async () => {
    const maya = await instructorWithVideos(0, { name: "Maya", lastName: "Rao" });
    const first = await invoiceOf(maya.row);
    const second = await invoiceOf(maya.row);
    const dueLater = await invoiceOf(maya.row, "approved", { over: { dueDate: utcDate(20) } });
    const overdue = await invoiceOf(maya.row, "approved", { over: { dueDate: utcDate(-2) } });
    await invoiceOf(maya.row, "paid");
    await invoiceOf(maya.row, "rejected");
    const markup = await approvalTab(await staffActor());
    const text = textOf(markup);

    expect(text).toContain("Pending Invoices - Admin Panel 2 pending");
    const [pending, unpaid] = markup.split('id="unpaid-invoices-title"');
    for (const column of ["Invoice #", "Date", "Due Date", "Amount", "Actions"]) {
      expect(pending).toContain(`<th scope="col" class="px-4 py-3 font-semibold">${column}</th>`);
    }
    expect(rows(pending!).map((r) => r.split(" ")[2])).toEqual([second.invoiceNumber, first.invoiceNumber]);
    expect(rows(pending!)[0]).toContain("Maya Rao");
    expect(rows(pending!)[0]).toContain("$11.00");
    expect(textOf(pending!)).toContain(`Approve ${second.invoiceNumber}`);
    expect(textOf(pending!)).toContain(`Reject ${second.invoiceNumber}`);

    expect(textOf(unpaid!)).toContain("Mark as paid: it records the payment (it moves no money)");
    expect(rows(unpaid!).map((r) => r.split(" ")[2])).toEqual([overdue.invoiceNumber, dueLater.invoiceNumber]);
    expect(rows(unpaid!)[0]).toContain("Status Overdue");
    expect(textOf(unpaid!)).toContain(`Mark as paid ${overdue.invoiceNumber}`);
  });

  it("says when nothing waits, and pages each list on its own parameter", async () => {
    const admin = await staffActor("superadmin");
    let text = textOf(await approvalTab(admin));
    expect(text).toContain("No pending invoices found.");
    expect(text).toContain("No approved invoices are waiting for payment.");

    const { row } = await instructorWithVideos(0);
    for (let i = 0; i < 6; i++) await invoiceOf(row);
    const markup = await approvalTab(admin, { pending: "2" });
    expect(rows(markup.split('id="unpaid-invoices-title"')[0]!)).toHaveLength(1);
    expect(markup).toContain('href="/admin?tab=invoice-approvals&amp;pending=1&amp;unpaid=1"');
    text = textOf(markup);
    expect(text).toContain("Pending Invoices - Admin Panel 6 pending");
  });

  it("counts the pending invoices on the tab's badge; an admin without the tab has neither the tab nor the count", async () => {
    const { row } = await instructorWithVideos(0);
    await invoiceOf(row);
    await invoiceOf(row);
    await invoiceOf(row, "approved");
    const admin = await staffActor();
    const [badge] = await tabRow([tab("invoice-approvals")], tabContext(admin, "content"));
    expect(badge).toMatchObject({ id: "invoice-approvals", badge: 2, badgeLabel: "2 invoices waiting for approval" });
    const limited = actorFor(await createUser({ role: "admin", allowedTabs: ["content"] }));
    expect(tabsFor(limited).map((t) => t.id)).not.toContain("invoice-approvals");
    expect(await tab("invoice-approvals").badge!(limited)).toBeNull();
    const allowed = actorFor(await createUser({ role: "admin", allowedTabs: ["invoice-approvals"] }));
    expect(tabsFor(allowed).map((t) => t.id)).toContain("invoice-approvals");
  });
});
