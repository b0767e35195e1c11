import type { Metadata } from "next";
import { dashboardAt } from "@/lib/auth/roles";
import { protectedPath } from "@/registry/protected-paths";
import { requirePageActor, type SearchParams } from "@/lib/session/page-guard";
import { renderDashboard } from "@/registry/dashboard";

export const metadata: Metadata = { title: dashboardAt("/instructor").title };

export default async function InstructorPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return renderDashboard("/instructor", await requirePageActor(protectedPath("/instructor"), params), params);
}
