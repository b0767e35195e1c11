import type { NextPage } from "next";
import type { AppProps } from "next/app";
import Head from "next/head";
import { SiteFrame } from "@/components/site/site-frame";
import { StaticMarkup } from "@/components/site/static-markup";
import { WrongAddress } from "@/components/site/wrong-address";
// Styles reach a Pages Router page from _app (or the page), not from _document: the fonts'
// @font-face rules and the site's stylesheet.
import "@/lib/site/fonts";
import "@/app/globals.css";

/** A page that names its own frame (the sign-up chooser and /auth: the sign-in screens' frame); by default the public site's. */
type FramedPage = NextPage & { Frame?: React.ComponentType<{ children: React.ReactNode }> };

/**
 * The marketing pages (/, /about, /programs, /science, /howtotab), the privacy notice, the
 * careers page (/library), the contact, donation, sign-in and sign-up forms, /auth, the
 * library's listing (/resources) and the photo gallery (/gallery) are served by the Pages Router so that they can ship without the
 * framework's JavaScript (lib/static-site/pages.mts `pagesWithoutRuntime`; each exports
 * `config = { unstable_runtimeJS: false }`): they are plain HTML and CSS with a few small inline
 * scripts. The App Router has no such mode, and even a bare App Router page misses the Lighthouse budget on a slow phone
 * (docs/performance.md). Every other route is in app/.
 */
export default function MarketingApp({ Component, pageProps }: AppProps) {
  // A form page's answer to a post from another site's page (lib/static-site/form-page.ts): in the site's frame.
  const wrongAddress = (pageProps as { wrongAddress?: unknown }).wrongAddress;
  const Frame = typeof wrongAddress === "string" ? SiteFrame : ((Component as FramedPage).Frame ?? SiteFrame);
  // Everything, <Head> included, inside StaticMarkup: in `next dev`, which hydrates these pages
  // anyway, a <Head> mounted in the browser would make Next rewrite the <head> without the
  // page's own tags.
  return (
    <StaticMarkup>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Frame>{typeof wrongAddress === "string" ? <WrongAddress address={wrongAddress} /> : <Component {...pageProps} />}</Frame>
    </StaticMarkup>
  );
}
