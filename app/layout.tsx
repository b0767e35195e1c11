import type { Metadata, Viewport } from "next";
import { site } from "@/lib/site";
import { siteUrl } from "@/lib/site/seo";
import { Providers } from "@/components/providers";
import { fontVariables } from "@/lib/site/fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description:
    "A not-for-profit foundation teaching mindfulness and emotional well-being to schools, workplaces and individuals through a 30-minute daily practice.",
};

export const viewport: Viewport = { themeColor: site.themeColor, width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={fontVariables}>
      <body className="min-h-dvh antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
