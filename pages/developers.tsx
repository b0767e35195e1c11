import type { GetStaticProps, PageConfig } from "next";
import { JsonLd } from "@/components/site/json-ld";
import { PageHead } from "@/components/site/page-head";
import { PageShell } from "@/components/site/page-shell";
import { ERROR_MEANINGS } from "@/lib/openapi/errors";
import { outline, type SchemaField } from "@/lib/openapi/outline";
import { breadcrumbJsonLd, pageSeo } from "@/lib/site/seo";
import { openApiDocument } from "@/registry/api-docs";

/** Plain HTML and CSS in the browser, without the framework's JavaScript (pages/_app.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

const seo = pageSeo({
  title: "API reference",
  description: "Every route of the foundation's /api/v1: who may call it, what it takes and what it answers, from the OpenAPI document.",
  path: "/developers",
});

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Media = Record<string, { schema?: Schema }>;
type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  "x-who": string;
  parameters?: Parameter[];
  requestBody?: { content: Media };
  responses: Record<string, { description: string; content?: Media }>;
};

const METHOD_STYLE: Record<string, string> = {
  get: "bg-brand-50 text-brand-800 border-brand-100",
  post: "bg-warn-50 text-warn-700 border-warn-700/30",
  put: "bg-sand-100 text-ink border-line",
  patch: "bg-sand-100 text-ink border-line",
  delete: "bg-danger-50 text-danger-600 border-danger-600/30",
};

function Fields({ fields }: { fields: SchemaField[] }) {
  if (fields.length === 0) return null;
  return (
    <ul>
      {fields.map((field) => (
        <li key={field.name}>
          <code>{field.name}</code> <span>{field.required ? field.type : `${field.type}, optional`}</span>
          {field.description ? (
            <small>
              <Text text={field.description} />
            </small>
          ) : null}
          <Fields fields={field.fields} />
        </li>
      ))}
    </ul>
  );
}

function Body({ content, components }: { content: Media; components: Record<string, unknown> }) {
  return (
    <>
      {Object.entries(content).map(([type, media]) => {
        const shape = outline(media.schema, components);
        return (
          <div key={type}>
            <p>
              <code>{type}</code>: {shape.type}
            </p>
            <Fields fields={shape.fields} />
          </div>
        );
      })}
    </>
  );
}

/**
 * The card's text is styled from here (`[&_…]` variants) rather than on every element: the page
 * lists every field of every route, and classes on each would be most of its size.
 */
const CARD_BODY =
  "space-y-4 border-t border-line px-4 py-4 text-sm [&_h3]:font-semibold [&_li>code]:font-semibold [&_li>code]:text-ink [&_li>span]:text-muted [&_li>small]:block [&_li>small]:text-sm [&_li>small]:text-muted [&_p]:text-muted [&_ul]:mt-1 [&_ul]:space-y-1 [&_ul_ul]:border-l [&_ul_ul]:border-line [&_ul_ul]:pl-3";

function OperationCard({
  method,
  path,
  operation,
  components,
}: {
  method: string;
  path: string;
  operation: Operation;
  components: Record<string, unknown>;
}) {
  const responses = Object.entries(operation.responses);
  const success = responses.filter(([status]) => Number(status) < 400);
  const errors = responses.filter(([status]) => Number(status) >= 400);
  // Statuses that mean here what they mean everywhere are listed by number; the others say what they mean.
  const special = errors.filter(([status, response]) => response.description !== ERROR_MEANINGS[Number(status)]);
  return (
    <details id={operation.operationId} className="scroll-mt-24 rounded-xl border border-line bg-surface">
      <summary className="flex min-h-12 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
        <span
          className={`inline-block w-16 rounded border px-1.5 py-0.5 text-center font-mono text-xs font-bold uppercase ${METHOD_STYLE[method]}`}
        >
          {method}
        </span>
        <code className="break-all text-sm font-semibold text-ink">{path}</code>
        <span className="basis-full text-base text-muted sm:basis-auto">
          <Text text={operation.summary} />
        </span>
      </summary>
      <div className={CARD_BODY}>
        {operation.description ? (
          <p className="text-base text-ink!">
            <Text text={operation.description} />
          </p>
        ) : null}
        <p className="text-ink!">
          <b>Who:</b> <Text text={operation["x-who"]} />
        </p>
        {operation.parameters?.length ? (
          <div>
            <h3>Parameters</h3>
            <ul>
              {operation.parameters.map((p) => (
                <li key={`${p.in}-${p.name}`}>
                  <code>{p.name}</code>{" "}
                  <span>
                    {p.in}, {outline(p.schema, components).type}
                    {p.required ? "" : ", optional"}
                  </span>
                  {p.description ? (
                    <small>
                      <Text text={p.description} />
                    </small>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {operation.requestBody ? (
          <div>
            <h3>Body</h3>
            <Body content={operation.requestBody.content} components={components} />
          </div>
        ) : null}
        {success.map(([status, response]) => (
          <div key={status}>
            <h3>Answer {status}</h3>
            {response.content ? <Body content={response.content} components={components} /> : <p>{response.description}</p>}
          </div>
        ))}
        <div>
          <h3>Errors</h3>
          <p>{errors.map(([status]) => status).join(", ")}</p>
          {special.length > 0 ? (
            <ul>
              {special.map(([status, response]) => (
                <li key={status}>
                  <code>{status}</code>{" "}
                  <span>
                    <Text text={response.description} />
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </details>
  );
}

/** A description's `code` spans (the document's Markdown) as code. */
function Text({ text }: { text: string }) {
  return <>{text.split("`").map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}

const slug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, "-");

type Document = {
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
  tags: { name: string }[];
};

/** The document is built at build time, on the server: the page's own code never holds the schemas. */
export const getStaticProps: GetStaticProps<{ document: Document }> = () => ({
  props: { document: JSON.parse(JSON.stringify(openApiDocument())) as Document },
});

export default function DevelopersPage({ document }: { document: Document }) {
  const components = document.components?.schemas ?? {};
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  return (
    <PageShell
      eyebrow="Developers"
      title="API reference"
      path="/developers"
      joinUs={false}
      intro={
        <p>
          Every route of <code>/api/v1</code>: who may call it, what it takes and what it answers. The same, for tools:{" "}
          <a className="link" href="/api/v1/openapi.json">
            openapi.json
          </a>{" "}
          (OpenAPI 3.1).
        </p>
      }
    >
      <PageHead seo={seo} />
      <JsonLd data={breadcrumbJsonLd([{ name: seo.title, path: "/developers" }])} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <section aria-labelledby="using" className="rounded-2xl border border-line bg-brand-50 p-6 text-base">
          <h2 id="using" className="text-2xl font-semibold text-brand-800">
            Using the API
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-brand-600">
            <li>
              Paths are relative to <code>/api/v1</code>. Sign in with <code>POST /user/login</code> and send{" "}
              <code>Authorization: Bearer &lt;token&gt;</code>; the site&apos;s own pages use its session cookie, and a cookie&apos;s
              changes must come from the site&apos;s own origin.
            </li>
            <li>Lists say how many there are in X-Total-Count, and link their pages in Link.</li>
          </ul>
          <h3 className="mt-5 text-lg font-semibold text-brand-800">What an error status means</h3>
          <dl className="mt-2 grid grid-cols-[3rem_1fr] gap-x-2 gap-y-1">
            {Object.entries(ERROR_MEANINGS).map(([status, meaning]) => (
              <div key={status} className="contents">
                <dt className="font-mono font-semibold">{status}</dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3">
            Every error body is <code>{"{ message, errors?, requestId? }"}</code>. A route lists its statuses, and says what one means when
            it means more there.
          </p>
        </section>

        <nav aria-labelledby="sections" className="mt-10">
          <h2 id="sections" className="font-sans text-sm font-semibold uppercase tracking-wider text-brand-700">
            Sections
          </h2>
          <ul className="mt-3 gap-x-6 sm:columns-3">
            {document.tags.map(({ name }) => (
              <li key={name}>
                <a href={`#${slug(name)}`} className="link inline-flex min-h-10 items-center">
                  {name} ({operations.filter((o) => o.operation.tags[0] === name).length})
                </a>
              </li>
            ))}
          </ul>
        </nav>

        {document.tags.map(({ name }) => (
          <section key={name} id={slug(name)} aria-labelledby={`${slug(name)}-heading`} className="mt-12 scroll-mt-24">
            <h2 id={`${slug(name)}-heading`} className="text-3xl font-semibold text-brand-800">
              {name}
            </h2>
            <div className="mt-4 space-y-3">
              {operations
                .filter((o) => o.operation.tags[0] === name)
                .map(({ path, method, operation }) => (
                  <OperationCard key={`${method} ${path}`} method={method} path={path} operation={operation} components={components} />
                ))}
            </div>
          </section>
        ))}
        <p className="mt-12 text-sm text-muted">Version {document.info.version}.</p>
      </div>
    </PageShell>
  );
}
