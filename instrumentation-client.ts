/**
 * Runs in the browser before the App Router's pages hydrate (the pages without the framework's
 * JavaScript never load it).
 *
 * Zod 4 compiles its object parsers with `new Function` and, to know whether it may, tries
 * `Function("")` the first time one runs. The site's Content-Security-Policy has no
 * 'unsafe-eval', so in the browser that try is a CSP violation, which Chrome reports as an issue
 * (Lighthouse's best practices score fell to 96 on every page with a form). The browser's forms
 * parse a handful of fields, where the compiled parser gains nothing: parse without it. The
 * server keeps Zod's default.
 *
 * Zod keeps its configuration (what `z.config()` sets) on `globalThis.__zod_globalConfig`, shared
 * by every copy of Zod. Setting it there, rather than calling `z.config`, keeps Zod out of the
 * pages that do not use it (importing it here put 5 KiB gzip on every App Router page).
 * test/instrumentation-client.test.ts checks that Zod reads it; e2e/security-headers.spec.ts that no
 * page breaks the CSP.
 */
const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zod.__zod_globalConfig ??= {};
zod.__zod_globalConfig.jitless = true;

export {};
