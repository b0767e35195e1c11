import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { CONTACT_THANKS, submitContactMessage } from "@/features/contact/server/contact";

export const POST = apiRoute(async ({ json, ip }) => {
  await submitContactMessage(await json(), { ip });
  return NextResponse.json({ message: CONTACT_THANKS }, { status: 201 });
});
