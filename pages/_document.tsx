import { Head, Html, Main, NextScript } from "next/document";
import { fontVariables } from "@/lib/site/fonts";
import { site } from "@/lib/site";

/**
 * The HTML of the marketing pages (pages/): the same <html> as the App Router's root layout. The
 * font variables sit on <html>, where the headings' and the body's font stacks read them.
 */
export default function Document() {
  return (
    <Html lang="en" className={fontVariables}>
      <Head>
        <meta name="theme-color" content={site.themeColor} />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
      </Head>
      <body className="min-h-dvh antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
