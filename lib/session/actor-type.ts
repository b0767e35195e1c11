import type { AccountStatus, Role } from "@/lib/db/schema";

/** The signed-in person acting on a request, always loaded fresh from the database. */
export type Actor = {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: AccountStatus;
  allowedTabs: string[];
  sessionVersion: number;
  /** The server-side session this request came with (lib/session/sessions.ts); absent on actors made outside a request. */
  sessionId?: string;
};
