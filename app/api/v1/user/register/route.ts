import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { register } from "@/lib/server/users/registration";

export const POST = apiRoute(async ({ json, ip }) => {
  const user = await register(await json(), { ip });
  return NextResponse.json(
    { status: true, message: "Registration successful. Awaiting admin approval.", user },
    { status: 201 },
  );
});
