import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createQueryClient } from "../api/query-client";
import { LazyToaster } from "../ui/lazy-toaster";
import { AppRoutes } from "./routes";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <LazyToaster />
    </QueryClientProvider>
  );
}
