import type { Metadata } from "next";
import { dashboardAt } from "@/lib/auth/roles";
import { protectedPath } from "@/registry/protected-paths";
import { requirePageActor, type SearchParams } from "@/lib/session/page-guard";
import { renderDashboard } from "@/registry/dashboard";

export const metadata: Metadata = { title: dashboardAt("/school").title };

export default async function SchoolPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return renderDashboard("/school", await requirePageActor(protectedPath("/school"), params), params);
}
