import { Children, isValidElement, Suspense, type ReactElement, type ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import type { FeatureTab, TabContext } from "@/components/dashboard/tabs";
import { DASHBOARDS } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { invoicesTabs } from "@/features/invoices/dashboard";
import { PendingDashboard } from "@/features/accounts/ui/approval-pending";
import { ProfileSection } from "@/features/accounts/ui/profile-section";
import { RecycleBinSection } from "@/components/ui/recycle-bin-list";
import { InvoiceApprovals } from "@/features/invoices/ui/invoice-approvals";
import { VideoSettingsSection } from "@/features/video-settings/ui/video-settings-section";
import { RecycleBinButton } from "@/features/videos/ui/manage/recycle-bin";
import { actorFor, createUser, resetDb } from "@/test/db";
import { ChatButton } from "@/features/chat/ui/chat-button";
import {
  activeTab,
  featureTabs,
  reachableTabsFor,
  renderDashboard,
  sectionOf,
  subTabsFor,
  tabHref,
  tabRow,
  tabsFor,
  widgetsFor,
} from "./dashboard";
import { adminTabIds, adminTabs } from "./admin-tabs";

const actor = (role: Role, allowedTabs: string[] = []): Actor => ({
  id: "00000000-0000-4000-8000-000000000001",
  name: "Test",
  email: "t@example.org",
  role,
  status: "approved",
  allowedTabs,
  sessionVersion: 0,
});

const ids = (tabs: readonly FeatureTab[]) => tabs.map((t) => t.id);
const labels = (tabs: readonly FeatureTab[]) => tabs.map((t) => t.label);
const STAFF_TABS = [...adminTabs.map((t) => t.label)];

describe("the tabs of each dashboard", () => {
  it("are today's tabs, labels and order for every role", () => {
    expect(labels(tabsFor(actor("user")))).toEqual(["Overview", "Recently Watched", "Recommended", "My Donations", "Profile"]);
    expect(ids(tabsFor(actor("user")))).toEqual(["overview", "recently-watched", "recommended", "my-donations", "profile"]);
    expect(labels(tabsFor(actor("instructor")))).toEqual(["My Videos", "Invoices", "Profile"]);
    expect(ids(tabsFor(actor("instructor")))).toEqual(["my-videos", "invoices", "profile"]);
    expect(labels(tabsFor(actor("school")))).toEqual([
      "Program Requests",
      "Video Management",
      "Students",
      "Gallery Management",
      "School Profile",
    ]);
    expect(ids(tabsFor(actor("school")))).toEqual(["program-requests", "video-management", "students", "gallery-management", "profile"]);
    expect(labels(tabsFor(actor("admin")))).toEqual([...STAFF_TABS, "Profile"]);
    expect(ids(tabsFor(actor("admin")))).toEqual([...adminTabIds, "profile"]);
    expect(labels(tabsFor(actor("superadmin")))).toEqual([...STAFF_TABS, "Recycle Bin", "Profile"]);
    expect(ids(tabsFor(actor("superadmin")))).toEqual([...adminTabIds, "recycle-bin", "profile"]);
  });

  it("shows an admin limited to some tabs only those, in dashboard order, plus Profile", () => {
    expect(ids(tabsFor(actor("admin", ["content", "approval-requests"])))).toEqual(["approval-requests", "content", "profile"]);
    expect(ids(tabsFor(actor("admin", ["manage-programs"])))).toEqual(["manage-programs", "profile"]);
    // A superadmin is never limited.
    expect(ids(tabsFor(actor("superadmin", ["content"])))).toEqual([...adminTabIds, "recycle-bin", "profile"]);
  });

  it("gives every admin tab id exactly one tab of the tab row, with the label its feature declares for it (registry/admin-tabs.ts), and no other admin tab", () => {
    for (const { id, label } of adminTabs) {
      const tabs = featureTabs.filter((t) => t.adminTab === id && !t.within);
      expect(tabs, id).toHaveLength(1);
      expect(tabs[0]).toMatchObject({ id, label });
    }
    for (const tab of featureTabs) if (tab.adminTab) expect(adminTabIds).toContain(tab.adminTab);
  });

  it("has, on every dashboard, distinct ids and places, and Profile last", () => {
    for (const { roles } of DASHBOARDS) {
      for (const role of roles) {
        const tabs = tabsFor(actor(role));
        expect(new Set(ids(tabs)).size, role).toBe(tabs.length);
        expect(new Set(tabs.map((t) => t.order)).size, role).toBe(tabs.length);
        expect(tabs.at(-1)?.id, role).toBe("profile");
      }
    }
  });
});

describe("sub-tabs", () => {
  const tab = (over: Partial<FeatureTab> & Pick<FeatureTab, "id">): FeatureTab => ({
    label: over.id.toUpperCase(),
    roles: ["admin", "superadmin"],
    order: 1,
    render: () => null,
    ...over,
  });
  const synthetic = [
    tab({ id: "content", adminTab: "content", order: 30, sectionLabel: "Videos" }),
    tab({ id: "users", adminTab: "user-management", order: 10 }),
    tab({ id: "library", within: "content", order: 2 }),
    tab({ id: "archive", within: "content", order: 1, roles: ["superadmin"] }),
    tab({ id: "orphan", within: "nowhere", order: 1 }),
  ];

  it("stay out of the tab row, follow their parent's visibility and their own roles, in order", () => {
    expect(ids(tabsFor(actor("admin"), synthetic))).toEqual(["users", "content"]);
    expect(ids(reachableTabsFor(actor("admin"), synthetic))).toEqual(["users", "content", "library"]);
    expect(ids(reachableTabsFor(actor("superadmin"), synthetic))).toEqual(["users", "content", "archive", "library"]);
    // An admin without the parent's tab reaches none of its sub-tabs.
    expect(ids(reachableTabsFor(actor("admin", ["user-management"]), synthetic))).toEqual(["users"]);
    expect(subTabsFor(actor("admin", ["user-management"]), "content", synthetic)).toEqual([]);
    expect(subTabsFor(actor("user"), "content", synthetic)).toEqual([]);
  });

  it("open with the parent highlighted and the parent's section: the parent under its section label, then its sub-tabs", () => {
    const reachable = reachableTabsFor(actor("superadmin"), synthetic);
    const library = activeTab(reachable, "library");
    const { top, section } = sectionOf(library, reachable);
    expect(top.id).toBe("content");
    expect(section.map((t) => [t.id, t.label])).toEqual([
      ["content", "Videos"],
      ["archive", "ARCHIVE"],
      ["library", "LIBRARY"],
    ]);
    expect(sectionOf(activeTab(reachable, "content"), reachable).section.map((t) => t.id)).toEqual(["content", "archive", "library"]);
    expect(sectionOf(activeTab(reachable, "users"), reachable)).toEqual({ top: expect.objectContaining({ id: "users" }), section: [] });
    // A sub-tab the person may not open is no tab of theirs: the landing tab opens.
    expect(activeTab(reachableTabsFor(actor("admin", ["user-management"]), synthetic), "library").id).toBe("users");
  });

  it("put the Library within Content for staff with the content tab, and nowhere for anyone else", () => {
    expect(ids(subTabsFor(actor("admin"), "content"))).toEqual(["library"]);
    expect(ids(subTabsFor(actor("superadmin"), "content"))).toEqual(["library"]);
    expect(ids(reachableTabsFor(actor("admin", ["approval-requests"])))).not.toContain("library");
    for (const role of ["user", "instructor", "school"] as const) expect(ids(reachableTabsFor(actor(role)))).not.toContain("library");
  });
});

describe("the open tab", () => {
  const staff = tabsFor(actor("admin"));

  it("is the requested one, accepting both spellings of the program tab", () => {
    expect(activeTab(staff, "content").id).toBe("content");
    expect(activeTab(staff, "manage-program").id).toBe("manage-programs");
  });

  it("opens each role's landing tab when none is asked for, or one it does not have", () => {
    expect(activeTab(staff, undefined, "admin").id).toBe("approval-requests");
    expect(activeTab(tabsFor(actor("superadmin")), "bogus", "superadmin").id).toBe("approval-requests");
    // A school lands on its first tab, Program Requests.
    expect(activeTab(tabsFor(actor("school")), undefined, "school").id).toBe("program-requests");
    expect(activeTab(tabsFor(actor("instructor")), undefined, "instructor").id).toBe("my-videos");
    expect(activeTab(tabsFor(actor("user")), undefined, "user").id).toBe("overview");
    // An admin without the landing tab lands on their first.
    expect(activeTab(tabsFor(actor("admin", ["content"])), undefined, "admin").id).toBe("content");
  });

  it("falls back to the first tab when missing, unknown or not allowed", () => {
    expect(activeTab(staff, undefined).id).toBe("user-management");
    expect(activeTab(staff, "bogus").id).toBe("user-management");
    expect(activeTab(tabsFor(actor("user")), "content").id).toBe("overview");
    expect(activeTab(tabsFor(actor("admin", ["content"])), "user-management").id).toBe("content");
  });
});

describe("the tab row", () => {
  const ctx = (a: Actor): TabContext => ({ actor: a, basePath: "/x", tab: "a", params: {} });
  const counted = (id: string, count: number): FeatureTab => ({
    id,
    label: id.toUpperCase(),
    roles: ["admin"],
    order: 1,
    badge: async () => ({ count, label: `${count} waiting` }),
    render: () => null,
  });

  it("shows a badge only when its count is above zero", async () => {
    const row = await tabRow([counted("a", 0), counted("b", 2), { ...counted("c", 0), badge: async () => null }], ctx(actor("admin")));
    expect(row).toEqual([
      { id: "a", label: "A" },
      { id: "b", label: "B", badge: 2, badgeLabel: "2 waiting" },
      { id: "c", label: "C" },
    ]);
  });

  describe("with the database", () => {
    beforeEach(resetDb);

    it("counts pending registrations on Approval Requests, and nothing when there are none", async () => {
      const admin = actorFor(await createUser({ role: "admin" }));
      const approvals = (row: Awaited<ReturnType<typeof tabRow>>) => row.find((t) => t.id === "approval-requests");
      expect(approvals(await tabRow(tabsFor(admin), ctx(admin)))).toEqual({ id: "approval-requests", label: "Approval Requests" });

      await createUser({ role: "instructor", status: "pending" });
      await createUser({ role: "school", status: "pending" });
      expect(approvals(await tabRow(tabsFor(admin), ctx(admin)))).toEqual({
        id: "approval-requests",
        label: "Approval Requests",
        badge: 2,
        badgeLabel: "2 pending requests: 1 school, 1 instructor",
      });
    });

    it("draws a dashboard: the person's tabs as links, the open tab, and the instructor's count and Recycle Bin", async () => {
      const instructor = actorFor(await createUser({ role: "instructor" }));
      const page = (await renderDashboard("/instructor", instructor, { tab: ["profile", "my-videos"] })) as ReactElement<
        Parameters<typeof DashboardShell>[0]
      >;
      expect(page.type).toBe(DashboardShell);
      expect(page.props.title).toBe("Instructor Dashboard");
      expect(page.props.activeTab).toBe("profile");
      expect(page.props.tabs).toEqual([
        { id: "my-videos", label: "My Videos (0)", href: "/instructor?tab=my-videos" },
        { id: "invoices", label: "Invoices", href: "/instructor?tab=invoices" },
        { id: "profile", label: "Profile", href: "/instructor?tab=profile" },
      ]);
      const [action] = page.props.actions as ReactElement<{ children: ReactElement }>[];
      expect(action?.props.children.type).toBe(RecycleBinButton);
      // The profile card, then the instructor's Bank Accounts panel streamed in below it.
      const [card, bank] = Children.toArray(
        (page.props.children as ReactElement<{ children: ReactNode }>).props.children,
      ) as ReactElement[];
      expect(isValidElement(card) && card.type).toBe(ProfileSection);
      expect((card!.props as { heading: string }).heading).toBe("Profile");
      expect(isValidElement(bank) && bank.type).toBe(Suspense);
    });

    it("draws the Video Settings above the Invoice Approval panel, for the staff who may change them", async () => {
      for (const staff of [
        await createUser({ role: "admin" }),
        await createUser({ role: "superadmin" }),
        await createUser({ role: "admin", allowedTabs: ["invoice-approvals"] }),
      ]) {
        const path = staff.role === "superadmin" ? "/superadmin" : "/admin";
        const page = (await renderDashboard(path, actorFor(staff), { tab: "invoice-approvals" })) as ReactElement<
          Parameters<typeof DashboardShell>[0]
        >;
        expect(page.props.activeTab).toBe("invoice-approvals");
        const parts = Children.toArray((page.props.children as ReactElement<{ children: ReactNode }>).props.children) as ReactElement[];
        expect(parts.map((part) => part.type)).toEqual([VideoSettingsSection, InvoiceApprovals]);
      }
    });

    it("draws the superadmin's Recycle Bin with every bin: videos, then the library's and the gallery's sections", async () => {
      const superadmin = actorFor(await createUser({ role: "superadmin" }));
      const page = (await renderDashboard("/superadmin", superadmin, { tab: "recycle-bin" })) as ReactElement<
        Parameters<typeof DashboardShell>[0]
      >;
      expect(page.props.activeTab).toBe("recycle-bin");
      const parts = Children.toArray((page.props.children as ReactElement<{ children: ReactNode }>).props.children) as ReactElement[];
      // The videos' own list draws itself (an async component); the other features' sections come drawn.
      const sections = await Promise.all(
        parts.map(async (part) =>
          part.type === RecycleBinSection ? part : await (part.type as (props: unknown) => Promise<ReactElement>)(part.props),
        ),
      );
      expect(sections.map((section) => (section.props as { id: string }).id)).toEqual([
        "video-bin-title",
        "library-bin-title",
        "gallery-bin-title",
      ]);
      // An admin has no such tab: the bins are buttons beside their own tabs' titles.
      expect(tabsFor(actor("admin")).map((t) => t.id)).not.toContain("recycle-bin");
    });

    it("draws a sub-tab under its parent: Content highlighted in the tab row, Videos and Library beneath, Library open", async () => {
      const admin = actorFor(await createUser({ role: "admin" }));
      const page = (await renderDashboard("/admin", admin, { tab: "library" })) as ReactElement<Parameters<typeof DashboardShell>[0]>;
      expect(page.props.activeTab).toBe("content");
      expect(page.props.tabs?.map((t) => t.id)).not.toContain("library");
      expect(page.props.section).toEqual({
        label: "Content",
        active: "library",
        tabs: [
          { id: "content", label: "Videos", href: "/admin?tab=content" },
          { id: "library", label: "Library", href: "/admin?tab=library" },
        ],
      });
      const videos = (await renderDashboard("/admin", admin, { tab: "content" })) as ReactElement<Parameters<typeof DashboardShell>[0]>;
      expect(videos.props.section?.active).toBe("content");
      const limited = actorFor(await createUser({ role: "admin", allowedTabs: ["approval-requests"] }));
      const refused = (await renderDashboard("/admin", limited, { tab: "library" })) as ReactElement<Parameters<typeof DashboardShell>[0]>;
      expect(refused.props.activeTab).toBe("approval-requests");
      expect(refused.props.section).toBeUndefined();
    });

    it("shows an account waiting for approval only the pending screen, with the school's profile heading", async () => {
      const school = actorFor(await createUser({ role: "school", status: "pending" }));
      const page = (await renderDashboard("/school", school, {})) as ReactElement<Parameters<typeof PendingDashboard>[0]>;
      expect(page.type).toBe(PendingDashboard);
      expect(page.props).toMatchObject({ title: "School Dashboard", profileHeading: "School Profile" });
    });
  });
});

describe("tabHref", () => {
  it("leads each role to its invoice tab, or home when it has none", () => {
    expect(tabHref(actor("instructor"), invoicesTabs)).toBe("/instructor?tab=invoices");
    expect(tabHref(actor("admin"), invoicesTabs)).toBe("/admin?tab=invoice-approvals");
    expect(tabHref(actor("superadmin"), invoicesTabs)).toBe("/superadmin?tab=invoice-approvals");
    expect(tabHref(actor("admin", ["content"]), invoicesTabs)).toBe("/admin");
    expect(tabHref(actor("user"), invoicesTabs)).toBe("/dashboard");
    expect(tabHref(actor("school"), invoicesTabs)).toBe("/school");
  });
});

describe("the shell's widgets", () => {
  it("put the chat button first on the staff's, the instructor's and the school's dashboards, and on no student's", () => {
    for (const role of ["admin", "superadmin", "instructor", "school"] as const) {
      expect(widgetsFor(actor(role)).map((w) => w.id)[0], role).toBe("chat");
    }
    expect(widgetsFor(actor("user"))).toEqual([]);
  });

  it("keep chat for an admin limited by allowed tabs: a widget is no tab", () => {
    expect(widgetsFor(actor("admin", ["approval-requests"])).map((w) => w.id)).toEqual(["chat"]);
  });

  it("come in order, each for its own roles", () => {
    const render = () => null;
    const widgets = [
      { id: "b", roles: ["admin"] as Role[], order: 20, render },
      { id: "a", roles: ["admin", "school"] as Role[], order: 10, render },
    ];
    expect(widgetsFor(actor("admin"), widgets).map((w) => w.id)).toEqual(["a", "b"]);
    expect(widgetsFor(actor("school"), widgets).map((w) => w.id)).toEqual(["a"]);
  });

  describe("with the database", () => {
    beforeEach(resetDb);

    it("draws the chat button in the shell with the person's unread count, none for a student", async () => {
      const admin = actorFor(await createUser({ role: "admin", allowedTabs: ["content"] }));
      const page = (await renderDashboard("/admin", admin, {})) as ReactElement<Parameters<typeof DashboardShell>[0]>;
      const [chat] = page.props.widgets as ReactElement<{ children: ReactElement<{ me: unknown; initialUnread: number }> }>[];
      expect(chat?.props.children.type).toBe(ChatButton);
      expect(chat?.props.children.props).toEqual({ me: { id: admin.id, role: "admin" }, initialUnread: 0 });

      const student = actorFor(await createUser({ role: "user" }));
      const studentPage = (await renderDashboard("/dashboard", student, {})) as ReactElement<Parameters<typeof DashboardShell>[0]>;
      expect(studentPage.props.widgets).toBeUndefined();
    });
  });
});
