import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { createUserByAdmin } from "@/features/accounts/server/admin";

export const POST = apiRoute(async ({ actor, json }) => {
  const user = await createUserByAdmin(actor, await json());
  return NextResponse.json({ status: true, message: `User with role '${user.role}' created successfully.`, user }, { status: 201 });
});
