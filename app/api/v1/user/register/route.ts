import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { register } from "@/features/accounts/server/registration";

export const POST = apiRoute(async ({ json, ip }) => {
  const user = await register(await json(), { ip });
  return NextResponse.json({ status: true, message: "Registration successful. Awaiting admin approval.", user }, { status: 201 });
});
