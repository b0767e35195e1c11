import NextAuth from "next-auth";
import { authConfig, authRuntime } from "./auth.config";

/**
 * Reads the Auth.js session cookie. It has no providers: signing in (the Credentials provider,
 * `signIn`, `signOut` and the `/api/auth` handlers) belongs to features/accounts/server/auth.ts,
 * which builds its instance from the same `authConfig`, so both read and write the same cookie.
 */
export const { auth } = NextAuth(() => ({ ...authConfig, ...authRuntime() }));
