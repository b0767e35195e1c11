import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { site } from "@/lib/site";
import { siteUrl } from "@/lib/seo";
import { Providers } from "@/components/providers";
import "./globals.css";

// Self-hosted variable fonts from the @fontsource-variable packages: no request leaves the site.
const body = localFont({
  src: "../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  variable: "--font-body",
  display: "swap",
  weight: "200 900",
});
const heading = localFont({
  src: "../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2",
  variable: "--font-heading",
  display: "swap",
  weight: "400 700",
});

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description:
    "A not-for-profit foundation teaching mindfulness and emotional well-being to schools, workplaces and individuals through a 30-minute daily practice.",
};

export const viewport: Viewport = { themeColor: "#2f6f5e", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={`${body.variable} ${heading.variable}`}>
      <body className="min-h-dvh antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
