import { saveBlob } from "../../ui/save-blob";

export type DownloadFormat = "story" | "json";

/** The file name a Content-Disposition header names: the UTF-8 `filename*` first, then `filename`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return cleanName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, "")));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim();
  return name ? cleanName(name) : null;
}

/** Never let a header choose a folder. */
function cleanName(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim();
  return base || null;
}

/** The name to save under when the server names none: "{title} - {yyyy-mm-dd}.{zip|json}". */
export function fallbackFilename(gameTitle: string, format: DownloadFormat, today = new Date()): string {
  const safe = gameTitle.replace(/[^\p{L}\p{N} ._()-]+/gu, "").trim() || "Adventure";
  return `${safe} - ${today.toISOString().slice(0, 10)}.${format === "json" ? "json" : "zip"}`;
}

/**
 * Spec 001 §7: GET /api/sessions/download/{token}?format=story|json and save the file under the
 * server's name. A failure raises "Download failed: {status} {text}".
 */
export async function downloadSavedGame(sessionToken: string, format: DownloadFormat, gameTitle: string) {
  const res = await fetch(`/api/sessions/download/${encodeURIComponent(sessionToken)}?format=${format}`, {
    credentials: "include",
  });
  if (!res.ok) {
    const text = (await res.text().catch(() => "")) || res.statusText;
    throw new Error(`Download failed: ${res.status} ${text}`);
  }
  const blob = await res.blob();
  const filename =
    filenameFromDisposition(res.headers.get("content-disposition")) ?? fallbackFilename(gameTitle, format);
  saveBlob(blob, filename);
  return filename;
}
