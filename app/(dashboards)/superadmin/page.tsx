import type { Metadata } from "next";
import { firstParam, pathWithQuery, requirePageActor } from "@/lib/session/page-guard";
import { StaffDashboard } from "@/components/dashboard/staff-dashboard";

export const metadata: Metadata = { title: "Super Admin Dashboard" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SuperadminPage({ searchParams }: Props) {
  const params = await searchParams;
  const actor = await requirePageActor(pathWithQuery("/superadmin", params), ["superadmin"]);
  return <StaffDashboard actor={actor} basePath="/superadmin" tab={firstParam(params.tab)} page={firstParam(params.page)} pending={firstParam(params.pending)} />;
}
