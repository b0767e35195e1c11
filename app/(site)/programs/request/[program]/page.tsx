import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { programs } from "@/content/programs";
import { RequestElsewhere } from "@/features/programs/ui/request-elsewhere";
import { getActor } from "@/lib/session/actor";
import { signInUrl } from "@/lib/session/page-guard";

export const metadata: Metadata = {
  title: "Request a program",
  description: "Request one of the foundation's programs for your school.",
  robots: { index: false, follow: false },
};

/**
 * "Request this program" on /programs (`/programs/request/{program id}`): a school goes to its
 * New Request with the program chosen; a guest signs in first and comes back here; anyone else
 * signed in is told that programs are requested by schools. An unknown program: /programs.
 */
export default async function RequestProgramPage({ params }: { params: Promise<{ program: string }> }) {
  const { program: id } = await params;
  const program = programs.find((p) => p.id === id);
  if (!program) redirect("/programs");
  const actor = await getActor();
  if (!actor) redirect(signInUrl(`/programs/request/${program.id}`));
  if (actor.role === "school") redirect(`/school?tab=program-requests&request=${program.id}`);
  return <RequestElsewhere programTitle={program.title} name={actor.name} role={actor.role} />;
}
