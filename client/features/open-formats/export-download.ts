import { type ExportFormat, exportHref } from "../../../contract/open-formats";
import { throwIfResNotOk } from "../../api/request";
import { saveBlob } from "../../ui/save-blob";
import { filenameFromDisposition } from "../saved-games/download";

/**
 * GET /api/games/{id}/export?format=… fetched, then saved under the server's name. A refusal
 * (401, 404, …) raises "{status}: {body}" as apiRequest does, so the caller's toast can say why
 * instead of the browser saving the error's text as the file.
 */
export async function downloadExport(gameId: string, format: ExportFormat, title: string): Promise<string> {
  const res = await fetch(exportHref(gameId, format), { credentials: "include" });
  await throwIfResNotOk(res);
  const blob = await res.blob();
  const fallback = `${title.replace(/[^\p{L}\p{N} ._()-]+/gu, "").trim() || "Story"}.${format}`;
  const filename = filenameFromDisposition(res.headers.get("content-disposition")) ?? fallback;
  saveBlob(blob, filename);
  return filename;
}
