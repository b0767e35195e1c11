import type { MetadataRoute } from "next";
import { privatePaths } from "@/registry/protected-paths";
import { siteUrl } from "@/lib/site/seo";

/** Dashboards, sign-in screens and the API are no business of search engines. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...privatePaths] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
