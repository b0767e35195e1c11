import localFont from "next/font/local";

// Self-hosted variable fonts from the @fontsource-variable packages: no request leaves the site.
// Shared by the App Router's root layout and the Pages Router's document (the marketing pages).
const body = localFont({
  src: "../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  variable: "--font-body",
  display: "swap",
  weight: "200 900",
});
const heading = localFont({
  src: "../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2",
  variable: "--font-heading",
  display: "swap",
  weight: "400 700",
});

/** The classes that define the font variables; they go on <html>. */
export const fontVariables = `${body.variable} ${heading.variable}`;
