/**
 * A JSON Schema of the OpenAPI document as the reference page (/developers) lists it: a type in
 * words, and the fields of an object (of an array's items, of a union's branches) with whether
 * each is required.
 */
type Node = Record<string, unknown>;

export type SchemaField = { name: string; type: string; required: boolean; description?: string; fields: SchemaField[] };
export type SchemaOutline = { type: string; fields: SchemaField[] };

const MAX_DEPTH = 6;

function resolve(node: unknown, components: Record<string, unknown>): Node {
  let at = (node ?? {}) as Node;
  for (let hops = 0; typeof at.$ref === "string" && hops < 10; hops++) at = (components[at.$ref.split("/").pop()!] ?? {}) as Node;
  return at;
}

const words = (node: Node): string => {
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (Array.isArray(node.enum)) return node.enum.map((v) => JSON.stringify(v)).join(" | ");
  const type = Array.isArray(node.type) ? node.type.join(" or ") : typeof node.type === "string" ? node.type : "any";
  return typeof node.format === "string" ? `${type} (${node.format})` : type;
};

export function outline(schema: unknown, components: Record<string, unknown>, depth = 0): SchemaOutline {
  const node = resolve(schema, components);
  const variants = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (variants) {
    const others = variants.filter((v) => resolve(v, components).type !== "null");
    const parts = others.map((v) => outline(v, components, depth));
    const type = [...new Set(parts.map((p) => p.type))].join(" or ") + (others.length < variants.length ? " or null" : "");
    return { type, fields: parts.flatMap((p) => p.fields) };
  }
  if (Array.isArray(node.allOf)) {
    const parts = node.allOf.map((v) => outline(v, components, depth));
    return { type: parts[0]?.type ?? "object", fields: parts.flatMap((p) => p.fields) };
  }
  if (node.type === "array") {
    const items = outline(node.items, components, depth + 1);
    return { type: `array of ${items.type}`, fields: items.fields };
  }
  const properties = node.properties as Record<string, unknown> | undefined;
  if (properties && depth < MAX_DEPTH) {
    const required = new Set((node.required as string[] | undefined) ?? []);
    const fields = Object.entries(properties).map(([name, value]): SchemaField => {
      const inner = outline(value, components, depth + 1);
      const description = resolve(value, components).description;
      return {
        name,
        type: inner.type,
        required: required.has(name),
        fields: inner.fields,
        ...(typeof description === "string" ? { description } : {}),
      };
    });
    return { type: "object", fields };
  }
  if (node.additionalProperties && typeof node.additionalProperties === "object") {
    return { type: `map of ${outline(node.additionalProperties, components, depth + 1).type}`, fields: [] };
  }
  return { type: words(node), fields: [] };
}
