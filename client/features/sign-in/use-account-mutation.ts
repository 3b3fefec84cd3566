import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { SignedIn } from "../../../contract/account";
import { apiRequest } from "../../api/request";
import { AUTH_USER_KEY } from "../../app/use-auth";

/** Posts a sign-in or sign-up, then lands the now signed-in user where they were headed. */
export function useAccountMutation<TInput>(
  path: "/api/auth/sign-in" | "/api/auth/sign-up",
  returnTo: string,
) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async (input: TInput) => {
      const url = returnTo === "/" ? path : `${path}?returnTo=${encodeURIComponent(returnTo)}`;
      const res = await apiRequest("POST", url, input);
      return (await res.json()) as SignedIn;
    },
    onSuccess: ({ user, redirectTo }) => {
      queryClient.setQueryData(AUTH_USER_KEY, user);
      navigate(redirectTo, { replace: true });
    },
  });
}
