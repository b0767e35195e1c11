import { NextResponse } from "next/server";

/** Unknown /api/v1 paths answer a JSON 404, never a page. */
function notFound() {
  return NextResponse.json({ message: "Not found" }, { status: 404 });
}
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
