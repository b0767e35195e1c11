/**
 * The script that runs `run` in the browser: the function's source text, called at once. It must
 * therefore use no import and nothing else from its module's scope (registry/inline-scripts.test.ts
 * checks every one the site sends).
 */
export function inlineScriptSource(run: () => void): string {
  return `(${run.toString()})()`;
}

/**
 * Runs a self-contained function in the browser as an inline script (`inlineScriptSource`). For
 * the small behaviours of the marketing pages, which ship without React in the browser. A new
 * function goes into registry/inline-scripts.ts, whose test fails on one it does not list.
 */
export function InlineScript({ run }: { run: () => void }) {
  return <script dangerouslySetInnerHTML={{ __html: inlineScriptSource(run) }} />;
}
