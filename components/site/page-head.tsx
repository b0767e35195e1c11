import Head from "next/head";
import { site } from "@/lib/site";
import type { PageSeo } from "@/lib/site/seo";

/**
 * The <head> of a marketing page (Pages Router): the same title, description, canonical URL,
 * Open Graph and Twitter card as `pageMetadata` gives the App Router's pages.
 */
export function PageHead({ seo }: { seo: PageSeo }) {
  const { fullTitle, description, url, image } = seo;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:type" content={image.type} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
    </Head>
  );
}

/**
 * The <head> of a Pages Router page kept out of search engines (the sign-up chooser, /auth): its title
 * and description, and noindex, as app/(auth)/layout.tsx gives the App Router's sign-in screens.
 */
export function UnindexedPageHead({ title, description }: { title: string; description: string }) {
  return (
    <Head>
      <title>{`${title} | ${site.name}`}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}
