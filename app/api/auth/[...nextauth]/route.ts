import { withBodyLimit } from "@/lib/http";
import { handlers } from "@/features/accounts/server/auth";

export const { GET } = handlers;
/** Auth.js reads the whole body of its POSTs: read within the request-body cap (lib/http/index.ts), 413 past it. */
export const POST = withBodyLimit(handlers.POST);
