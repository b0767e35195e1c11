import { SiteFrame } from "@/components/site/site-frame";
import { SiteScriptOnNavigation } from "@/components/site/site-script-on-navigation";

/**
 * The App Router's public pages (the marketing pages are in pages/, with the same frame). Static:
 * the session is read in the browser.
 */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteFrame hydrates>{children}</SiteFrame>
      <SiteScriptOnNavigation />
    </>
  );
}
