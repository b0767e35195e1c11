import { ClipboardList } from "lucide-react";
import type { Actor } from "@/lib/session/actor-type";
import { SiteLink } from "@/components/site/site-link";
import { CardRow, CardTable } from "@/components/ui/card-table";
import { LocalDate } from "@/components/ui/local-date";
import { Pagination } from "@/components/ui/pagination";
import { StatusBadge } from "@/components/ui/status-badge";
import { PROGRAM_PAGE_SIZE, programTitleFor } from "../schema";
import { listProgramRequests, programRequestPrefill } from "../server/requests";
import { NewRequestButton, type Prefill } from "./new-request-button";
import { RequestDetailsButton } from "./request-details";
import { RequestedProgram } from "./requested-program";
import { pageCount, programStatusLook } from "./status";

const cell = "flex items-baseline gap-3 py-1 md:table-cell md:px-4 md:py-3 md:align-middle";
const cellLabel = "w-32 shrink-0 text-sm font-medium text-muted md:hidden";
const HEADERS = ["Program Name", "Requested Date", "Status", "View"] as const;

/**
 * The school's Program Requests tab: its own requests, newest first, paged (Program Name,
 * Requested Date, Status, View), and New Request. Rendered on the server for the signed-in
 * school only; the dialog refreshes it after a request is sent.
 */
export async function ProgramRequests({
  actor,
  basePath,
  page,
  request,
}: {
  actor: Actor;
  basePath: string;
  page: number;
  /** `?request=<program id>`, from "Request this program" on /programs: New Request opens with it chosen. */
  request?: string;
}) {
  const chosenProgram = programTitleFor(request);
  const [listed, prefill] = await Promise.all([
    listProgramRequests(actor, { page, limit: PROGRAM_PAGE_SIZE }),
    programRequestPrefill(actor),
  ]);
  // A page past the end (a link kept from before): the last page instead of an empty one.
  const last = pageCount(listed.total, PROGRAM_PAGE_SIZE);
  const result =
    listed.items.length === 0 && page > last ? await listProgramRequests(actor, { page: last, limit: PROGRAM_PAGE_SIZE }) : listed;
  const hrefFor = (n: number) => `${basePath}?tab=program-requests&page=${n}`;

  return (
    <section aria-labelledby="program-requests-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id="program-requests-title" className="text-2xl font-semibold">
            Program Requests
          </h2>
          <p className="mt-1 text-muted">
            Ask the foundation for one of its programs for your school, and follow each request here. We answer by{" "}
            <span className="whitespace-nowrap">e-mail.</span>
          </p>
        </div>
        {result.total > 0 ? <NewRequestButton prefill={prefill} chosenProgram={chosenProgram} /> : null}
      </div>

      {result.total === 0 ? (
        <NoRequests prefill={prefill} chosenProgram={chosenProgram} />
      ) : (
        <CardTable
          caption={`Your program requests, newest first: page ${result.page} of ${pageCount(result.total, PROGRAM_PAGE_SIZE)}`}
          headers={HEADERS}
        >
          {result.items.map((request) => {
            const look = programStatusLook(request.status);
            return (
              <CardRow key={request._id}>
                <td className={`${cell} font-semibold`}>
                  <span className={cellLabel}>Program Name</span>
                  <span className="min-w-0 break-words">
                    <RequestedProgram request={request} />
                  </span>
                </td>
                <td className={cell}>
                  <span className={cellLabel}>Requested Date</span>
                  <LocalDate iso={request.createdAt} />
                </td>
                <td className={cell}>
                  <span className={cellLabel}>Status</span>
                  <StatusBadge label={look.label} tone={look.tone} />
                </td>
                <td className={`${cell} mt-2 border-t border-line pt-3 md:mt-0 md:border-t-0`}>
                  <span className={cellLabel}>View</span>
                  <RequestDetailsButton request={request} />
                </td>
              </CardRow>
            );
          })}
        </CardTable>
      )}
      <Pagination page={result.page} pages={pageCount(result.total, PROGRAM_PAGE_SIZE)} hrefFor={hrefFor} label="Program request pages" />
    </section>
  );
}

/** No request yet: what the tab is for, the first New Request, and the programs to choose from. */
function NoRequests({ prefill, chosenProgram }: { prefill: Prefill; chosenProgram: string | undefined }) {
  return (
    <div className="card flex flex-col items-start gap-4 bg-gradient-to-br from-surface to-brand-50/60 sm:flex-row sm:items-center">
      <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <ClipboardList className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-display text-lg font-semibold text-ink">No program requests yet</p>
        <p className="mt-1 text-muted">
          Would your school like morning mindfulness sessions, a workshop for staff or an evening for families? Send your first request and
          we will get in touch.{" "}
          <SiteLink href="/programs" className="link">
            See our programs
          </SiteLink>
        </p>
      </div>
      <NewRequestButton prefill={prefill} chosenProgram={chosenProgram} />
    </div>
  );
}
