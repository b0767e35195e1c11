import { config } from "zod/v4/core";

/**
 * Runs in the browser before the App Router's pages hydrate (the pages without the framework's
 * JavaScript never load it).
 *
 * Zod 4 compiles its object parsers with `new Function` and, to know whether it may, tries
 * `Function("")` the first time one runs. The site's Content-Security-Policy has no
 * 'unsafe-eval', so in the browser that try is a CSP violation, which Chrome reports as an issue
 * (Lighthouse's best practices score falls to 96 on every page with a form). The browser's forms
 * parse a handful of fields, where the compiled parser gains nothing: parse without it. The
 * server keeps Zod's default.
 */
config({ jitless: true });
