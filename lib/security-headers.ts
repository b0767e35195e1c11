/**
 * Security headers sent with every response (DESIGN.md 6). `storageOrigin` is the S3 origin when
 * files are in S3 (lib/storage/origin.ts): browsers upload to it and play videos and show images
 * from it, so connect-src, media-src and img-src allow that one origin, nothing broader. Next
 * computes these headers when it builds: set the S3 variables for `next build` too.
 */
export function securityHeaders(production: boolean, storageOrigin?: string): { key: string; value: string }[] {
  const storage = storageOrigin ? ` ${new URL(storageOrigin).origin}` : "";
  const csp = [
    "default-src 'self'",
    // Next.js inlines its bootstrap scripts; 'unsafe-eval' only in development for fast refresh.
    `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${storage}`,
    "font-src 'self'",
    `connect-src 'self'${storage}`,
    `media-src 'self' blob:${storage}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  const headers = [
    { key: "Content-Security-Policy", value: csp },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (production) headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  return headers;
}
