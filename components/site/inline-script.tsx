/**
 * Runs a self-contained function in the browser as an inline script: the function's source text
 * is the script, so it must not use imports or anything else from its module's scope. For the
 * small behaviours of the marketing pages, which ship without React in the browser.
 */
export function InlineScript({ run }: { run: () => void }) {
  return <script dangerouslySetInnerHTML={{ __html: `(${run.toString()})()` }} />;
}
