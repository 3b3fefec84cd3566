import { useCallback } from "react";
import { useLocation } from "wouter";

/** Back to the previous page, or home when the play page was opened directly. */
export function useGoBack() {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (window.history.length > 1) window.history.back();
    else navigate("/");
  }, [navigate]);
}
