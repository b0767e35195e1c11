/** A multipart/form-data body as a browser encodes a FormData (for calls through test/api/request.ts). */
export type FormPart = [name: string, value: string] | [name: string, bytes: Uint8Array, type: string];

export async function multipartBody(parts: FormPart[]): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.length === 2) form.append(part[0], part[1]);
    else form.append(part[0], new Blob([part[1] as Uint8Array<ArrayBuffer>], { type: part[2] }), "file");
  }
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return { body: new Uint8Array(await encoded.arrayBuffer()), headers: { "content-type": encoded.headers.get("content-type") ?? "" } };
}
