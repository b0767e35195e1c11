import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/seo";

/** Dashboards, sign-in screens and the API are no business of search engines. */
const privatePaths = [
  "/admin",
  "/superadmin",
  "/instructor",
  "/school",
  "/dashboard",
  "/invoices",
  "/auth",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/api/",
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: privatePaths }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
