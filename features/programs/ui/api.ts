import { apiFetch, type Answer } from "@/lib/http/api-client";
import type { ProgramDecision, ProgramRequestData } from "../schema";
import type { createProgramRequest, decideProgramRequest } from "../server/requests";

/*
 * The program requests API as the browser calls it: one function per call (path, method, body
 * and answer declared here once). Bodies are the server's zod inputs; answers are the route's
 * envelope around the service's own result.
 */

/** POST /program: the signed-in school's new request (the form's parsed values; the server parses them again). */
export const requestProgram = (body: ProgramRequestData) =>
  apiFetch<{ message: string; data: Answer<typeof createProgramRequest> }>("/program", { method: "POST", json: body });

/** PUT /program/{id}: staff approve or reject a pending request. */
export const decideProgram = (id: string, status: ProgramDecision) =>
  apiFetch<{ success: true; message: string; data: Answer<typeof decideProgramRequest> }>(`/program/${encodeURIComponent(id)}`, {
    method: "PUT",
    json: { status },
  });
