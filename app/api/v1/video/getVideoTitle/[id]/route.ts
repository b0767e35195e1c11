import { apiRoute } from "@/lib/http";
import { getPublicVideoTitle } from "@/features/videos/server/catalogue";

/** An approved video's id and title, for anyone: what the sign-in page names after a Play link (pages/login.tsx). */
export const GET = apiRoute<{ id: string }>(async ({ params }) => getPublicVideoTitle(params.id), { resolveActor: false });
