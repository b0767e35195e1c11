import type { MetadataRoute } from "next";
import { privatePaths } from "@/lib/auth/roles";
import { siteUrl } from "@/lib/seo";

/** Dashboards, sign-in screens and the API are no business of search engines. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...privatePaths] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
