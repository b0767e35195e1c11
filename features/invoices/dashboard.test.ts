import { describe, expect, it } from "vitest";
import type { TabContext } from "@/components/dashboard/tabs";
import type { Role } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { renderHtml, textOf } from "@/test/render";
import { invoicesTabs } from "./dashboard";

const actor = (role: Role): Actor => ({
  id: "00000000-0000-4000-8000-000000000001",
  name: "Test",
  email: "t@example.org",
  role,
  status: "approved",
  allowedTabs: [],
  sessionVersion: 0,
});
const ctx = (role: Role, tab: string): TabContext => ({ actor: actor(role), basePath: "/x", tab, params: {} });
const tab = (id: string) => invoicesTabs.find((t) => t.id === id)!;

describe("the invoice tabs, honest placeholders", () => {
  it("tell the instructor that invoices are coming, not here yet; the bank account is on the Profile already", async () => {
    const text = textOf(renderHtml(await tab("invoices").render(ctx("instructor", "invoices"))));
    expect(text).toContain("Coming soon");
    expect(text).toContain("Create an invoice from your approved videos");
    expect(text).not.toContain("Add the bank account");
  });

  it("put a chat button on the instructor's and the staff dashboards that says chat is not open yet", async () => {
    const instructor = textOf(renderHtml(await tab("invoices").actions!(ctx("instructor", "my-videos"))));
    expect(instructor).toContain("Chat");
    expect(instructor).toContain("Coming soon");
    expect(instructor).toContain("Chat with the foundation's team is not open yet.");
    for (const role of ["admin", "superadmin"] as const) {
      const staff = textOf(renderHtml(await tab("invoice-approvals").actions!(ctx(role, "content"))));
      expect(staff).toContain("Chat with instructors and schools is not open yet.");
    }
  });
});
