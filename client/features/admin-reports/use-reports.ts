import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AdminReportList } from "../../../contract/reports";
import { apiRequest } from "../../api/request";

export const REPORTS_KEY = ["/api/admin/reports"] as const;

/** The open reports; null when the server says the page is not there (not an operator). */
export function useReports() {
  return useQuery({
    queryKey: REPORTS_KEY,
    queryFn: async () => {
      const res = await fetch("/api/admin/reports", { credentials: "include" });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
      return AdminReportList.parse(await res.json());
    },
    staleTime: 0,
  });
}

/** Unlist the reported game, or dismiss the report; either way the queue is read again. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: "unlist" | "dismiss" }) => {
      const res = await apiRequest("POST", `/api/admin/reports/${encodeURIComponent(id)}/${decision}`);
      return (await res.json()) as { message: string };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}
