import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { createProgramRequest } from "@/features/programs/server/requests";

/** A school's new program request (the school is the signed-in account): 201 `{ message, data }`. */
export const POST = apiRoute(async ({ actor, json }) => {
  const data = await createProgramRequest(actor, await json());
  return NextResponse.json({ message: "Program request submitted successfully", data }, { status: 201 });
});
