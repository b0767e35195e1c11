import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { TabContext } from "@/components/dashboard/tabs";
import { tabRow, tabsFor } from "@/registry/dashboard";
import { actorFor, createUser } from "@/test/db";
import { tabContext as ctx, tabHtml, tabOf } from "@/test/dashboard";
import { textOf } from "@/test/render";
import { setUpMemoryStorage } from "@/test/storage";
import { galleryTabs } from "./dashboard";
import { insertPhoto } from "./server/testing";
import { GalleryApprovals } from "./ui/approvals/gallery-approvals";
import { GalleryManagement } from "./ui/manage/gallery-management";

/**
 * The gallery tabs, rendered on the server against Postgres as a browser first receives them:
 * the school's Gallery Management and the staff's Gallery Approvals with its badge.
 */
setUpMemoryStorage();

const tab = (id: string) => tabOf(galleryTabs, id);
const galleryHtml = <P>(id: string, c: TabContext, component: (props: P) => Promise<ReactNode>) => tabHtml(galleryTabs, id, c, component);
const HOUR = 60 * 60_000;

describe("the school's Gallery Management", () => {
  it("invites a first upload when there is none, with Upload Photo and an empty bin", async () => {
    const school = actorFor(await createUser({ role: "school", name: "Riverside Primary School" }));
    const text = textOf(await galleryHtml("gallery-management", ctx(school, "gallery-management", {}, "/school"), GalleryManagement));
    expect(text).toContain("No photos yet");
    expect(text).toContain("Upload Photo");
    expect(text).toContain("Recycle Bin (0)");
  });

  it("lists only its own photos with their status and the reason of a rejection, and counts its bin", async () => {
    const row = await createUser({ role: "school", name: "Riverside Primary School" });
    const other = await createUser({ role: "school", name: "Hillside Academy" });
    await insertPhoto(row, { title: "Waiting one", status: "pending", createdAt: new Date(Date.now() - HOUR) });
    await insertPhoto(row, { title: "Published one", status: "approved", createdAt: new Date(Date.now() - 2 * HOUR) });
    await insertPhoto(row, {
      title: "Refused one",
      status: "rejected",
      rejectionReason: "Names are readable",
      createdAt: new Date(Date.now() - 3 * HOUR),
    });
    await insertPhoto(row, { title: "Binned one", deletedAt: new Date(), deletedBy: row.id });
    await insertPhoto(other, { title: "Not mine" });
    const text = textOf(
      await galleryHtml("gallery-management", ctx(actorFor(row), "gallery-management", {}, "/school"), GalleryManagement),
    );
    expect(text).toMatch(/Waiting one Pending Approval.*Published one Approved.*Refused one Rejected.*Reason: Names are readable/);
    expect(text).not.toContain("Not mine");
    expect(text).not.toContain("Binned one Approved");
    expect(text).toContain("Recycle Bin (1)");
  });
});

describe("the staff's Gallery Approvals", () => {
  it("shows the pending count, both tables with the spec's columns (rejected first) and Delete only for the superadmin", async () => {
    const school = await createUser({ role: "school", name: "Riverside Primary School", email: "office@riverside.example" });
    await insertPhoto(school, { title: "Awaiting review", status: "pending" });
    await insertPhoto(school, { title: "Approved earlier", status: "approved", reviewedAt: new Date() });
    await insertPhoto(school, { title: "Rejected earlier", status: "rejected", reviewedAt: new Date(Date.now() - HOUR) });
    const admin = actorFor(await createUser({ role: "admin" }));
    const html = await galleryHtml("gallery-approvals", ctx(admin, "gallery-approvals"), GalleryApprovals);
    const text = textOf(html);
    expect(text).toContain("Pending Approval 1 pending");
    for (const column of ["Image", "Title", "Date", "School", "Uploaded By", "Actions", "Uploaded On", "Status"])
      expect(html).toContain(`<th scope="col" class="px-4 py-3 font-semibold">${column}</th>`);
    expect(text).toContain("office@riverside.example");
    expect(text).toMatch(/Rejected earlier.*Approved earlier/);
    expect(html).not.toContain('aria-label="Delete Awaiting review"');
    const superadmin = actorFor(await createUser({ role: "superadmin" }));
    expect(await galleryHtml("gallery-approvals", ctx(superadmin, "gallery-approvals", {}, "/superadmin"), GalleryApprovals)).toContain(
      'aria-label="Delete Awaiting review"',
    );
  });

  it("counts the pending photos on the tab's badge; an admin without the tab does not see it", async () => {
    const school = await createUser({ role: "school" });
    await insertPhoto(school, { status: "pending" });
    await insertPhoto(school, { status: "pending" });
    await insertPhoto(school, { status: "approved" });
    const admin = actorFor(await createUser({ role: "admin" }));
    const [row] = await tabRow([tab("gallery-approvals")], ctx(admin, "gallery-approvals"));
    expect(row).toMatchObject({ id: "gallery-approvals", badge: 2, badgeLabel: "2 photos pending approval" });
    const limited = actorFor(await createUser({ role: "admin", allowedTabs: ["content"] }));
    expect(tabsFor(limited).map((t) => t.id)).not.toContain("gallery-approvals");
    expect(tabsFor(actorFor(school)).map((t) => t.id)).toContain("gallery-management");
  });

  it("empty tables say so", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    const text = textOf(await galleryHtml("gallery-approvals", ctx(admin, "gallery-approvals"), GalleryApprovals));
    expect(text).toContain("No photos are waiting for approval.");
    expect(text).toContain("No photos have been reviewed yet.");
    expect(text).toContain("Recycle Bin (0)");
  });
});
