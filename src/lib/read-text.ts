/** Whether the bytes start with the gzip magic number (1f 8b). */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/**
 * The text of a downloaded file, gunzipped in the browser when it is gzip. The corrections file may
 * arrive gzipped or plain (the local service sends plain CSV), so the bytes decide, not the request.
 */
export async function readText(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  if (!isGzip(bytes)) return new TextDecoder().decode(bytes);
  // Response(bytes).body is the same stream a Blob's stream() gives, and works where Blob lacks it.
  const body = new Response(bytes).body;
  if (!body) return '';
  return new Response(body.pipeThrough(new DecompressionStream('gzip'))).text();
}
