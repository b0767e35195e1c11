import type { Metadata } from "next";
import { dashboardAt } from "@/lib/auth/roles";
import { protectedPath } from "@/registry/protected-paths";
import { requirePageActor, type SearchParams } from "@/lib/session/page-guard";
import { renderDashboard } from "@/registry/dashboard";

export const metadata: Metadata = { title: dashboardAt("/admin").title };

export default async function AdminPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return renderDashboard("/admin", await requirePageActor(protectedPath("/admin"), params), params);
}
