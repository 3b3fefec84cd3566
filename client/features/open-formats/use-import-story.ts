import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportResponse } from "../../../contract/open-formats";
import { serverMessage, throwIfResNotOk } from "../../api/request";

/** POST /api/games/import with the file as the body; the studio's list is fetched anew. */
export function useImportStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const html = /\.html?$/i.test(file.name);
      const res = await fetch("/api/games/import", {
        method: "POST",
        headers: { "Content-Type": html ? "text/html" : "text/plain" },
        body: file,
        credentials: "include",
      });
      await throwIfResNotOk(res);
      return (await res.json()) as ImportResponse;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["/api/games"] });
    },
  });
}

export const importErrorMessage = (error: unknown) =>
  serverMessage(error, "The file could not be imported. Please try again.");
