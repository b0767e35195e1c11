"use client";

import { useState } from "react";
import { Eye } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { LocalDate } from "@/components/ui/local-date";
import { StatusBadge } from "@/components/ui/status-badge";
import { requestedProgramName } from "../schema";
import type { ApiProgramRequest } from "../server/requests";
import { RequestedProgram } from "./requested-program";
import { programStatusLook } from "./status";

/** View on a row of the school's table: every field of the request in a dialog. */
export function RequestDetailsButton({ request }: { request: ApiProgramRequest }) {
  const [open, setOpen] = useState(false);
  const look = programStatusLook(request.status);
  return (
    <>
      <button type="button" className="btn-secondary min-h-11 px-3" onClick={() => setOpen(true)}>
        <Eye aria-hidden className="size-4" />
        View<span className="sr-only">{` the request for ${requestedProgramName(request)}`}</span>
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Program Request Details"
        wide
        footer={
          <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
            Close
          </button>
        }
      >
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[10rem_1fr]">
          <Detail label="Program">
            <RequestedProgram request={request} />
          </Detail>
          <Detail label="Status">
            <StatusBadge label={look.label} tone={look.tone} />
          </Detail>
          <Detail label="Requested on">
            <LocalDate iso={request.createdAt} />
          </Detail>
          {request.decidedAt ? (
            <Detail label={request.status === "approved" ? "Approved on" : "Rejected on"}>
              <LocalDate iso={request.decidedAt} />
            </Detail>
          ) : null}
          <Detail label="School">{request.schoolName}</Detail>
          <Detail label="Contact person">{request.contactPerson}</Detail>
          <Detail label="Email">
            <span className="break-all">{request.email}</span>
          </Detail>
          <Detail label="Phone">{request.phone}</Detail>
          <Detail label="Message">
            <span className="whitespace-pre-line">{request.message}</span>
          </Detail>
        </dl>
      </Dialog>
    </>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="mb-3 break-words text-ink sm:mb-2">{children}</dd>
    </div>
  );
}
