import NextAuth from "next-auth";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { authConfig, authRuntime } from "@/lib/session/auth.config";
import { homeFor } from "@/lib/auth/roles";
import { protectedPathFor } from "@/registry/protected-paths";
import { preflightResponse } from "@/lib/http/cors";
import { isRewriteOnlyPath } from "@/lib/static-site/compressed.mts";

const { auth } = NextAuth(() => ({ ...authConfig, ...authRuntime() }));

/**
 * Coarse redirects by role from the session cookie (never the only check: every page and
 * service checks again against the database).
 */
const roleRedirects = auth((req) => {
  const { pathname, search } = req.nextUrl;
  const session = req.auth;
  const role = session?.user?.role;

  if (pathname === "/auth" && session?.user) return NextResponse.redirect(new URL("/", req.url));

  const route = protectedPathFor(pathname);
  if (!route) return NextResponse.next();
  if (!session?.user) {
    const target = new URL("/auth", req.url);
    target.searchParams.set("callbackUrl", pathname + search);
    return NextResponse.redirect(target);
  }
  if (!role || !route.roles.includes(role)) return NextResponse.redirect(new URL(homeFor(role), req.url));
  return NextResponse.next();
});

type ProxyHandler = (req: NextRequest, event: NextFetchEvent) => Promise<Response | undefined> | Response | undefined;

/**
 * With a lazily built config (a function, as above), next-auth 5.0.0-beta.32's `auth(handler)`
 * returns a Promise of the wrapped handler, not the handler itself, and Next refuses a proxy
 * that is not a function ("must export a function named `proxy`"): await it here.
 */
export async function proxy(req: NextRequest, event: NextFetchEvent) {
  // The compressed pages are reached through the rewrites of the public URLs only (lib/static-site/compressed.mts).
  if (isRewriteOnlyPath(req.nextUrl.pathname)) {
    return new NextResponse("Not found", { status: 404 });
  }
  // CORS preflights of /api/v1 (the matcher's last entry): answered here for every route, with no session work.
  if (req.nextUrl.pathname.startsWith("/api/")) return preflightResponse(req) ?? NextResponse.next();
  const handler = (await (roleRedirects as unknown as Promise<ProxyHandler> | ProxyHandler)) as ProxyHandler;
  return handler(req, event);
}

/**
 * Only the paths the proxy acts on: the protected areas and /auth. Public pages never pass
 * through it, so they are served straight from the prerendered files with no session work and
 * no Set-Cookie header (which would keep shared caches from storing them). Next needs the list
 * as literals; registry/protected-paths.test.ts checks it against protectedPaths (registry/protected-paths.ts).
 * The last entry lets through the CORS preflights of /api/v1 only (browsers send
 * Access-Control-Request-Method with nothing else): route files need no OPTIONS of their own.
 */
export const config = {
  matcher: [
    "/auth",
    "/superadmin/:path*",
    "/admin/:path*",
    "/school/:path*",
    "/instructor/:path*",
    "/dashboard/:path*",
    "/invoices/:path*",
    // The compressed copies of the pages without the framework's JavaScript (lib/static-site/compressed.mts).
    "/api/static-html/:path*",
    { source: "/api/v1/:path*", has: [{ type: "header", key: "access-control-request-method" }] },
  ],
};
