/** The program request routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import { programDecisionSchema, programListQuerySchema, programRequestSchema } from "./schema";

/** A program request as the screens read it. */
export const programShape = z
  .object({
    _id: z.string(),
    programRequested: z.string(),
    schoolName: z.string(),
    contactPerson: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    requestedBy: z.object({ _id: z.string(), name: z.string() }),
    status: z.enum(["pending", "approved", "rejected"]),
    createdAt: z.string(),
  })
  .meta({ id: "ProgramRequest" });
export const submittedShape = z.object({ message: z.string(), data: programShape });
export const decidedShape = z.object({ success: z.boolean(), data: z.object({ _id: z.string(), status: programShape.shape.status }) });

export const programsApi: ApiOperations = {
  "POST /api/v1/program": { summary: "Request a program (a school)", body: programRequestSchema, response: submittedShape },
  "GET /api/v1/program/allPrograms": {
    summary: "Program requests: staff see the pending ones, a school its own (X-Total-Count, Link)",
    query: programListQuerySchema,
    response: z.object({ data: z.array(programShape) }),
  },
  "PUT /api/v1/program/[id]": {
    summary: "Approve or reject a pending request (the school is mailed)",
    body: programDecisionSchema,
    response: decidedShape,
    errors: { 409: "The request was decided already." },
  },
};
