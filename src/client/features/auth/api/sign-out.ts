import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { PRODUCT_NAME } from "@shared/constants";
import { apiRequest, errorMessage } from "@client/lib/api-client";
import { toast } from "@client/components/ui/use-toast";
import { currentUserQueryKey } from "./get-me";

/** POST /api/auth/sign-out: revokes the session on the server and clears the cookie. */
export function signOut() {
  return apiRequest<unknown>("/api/auth/sign-out", { method: "POST", body: {} });
}

/**
 * Signs out (spec §2 Header, §4): clears the cached queries, toasts, and goes to /login. The current user
 * is set to null rather than dropped so that mounted screens (header, guard) see the change at once.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      toast({ title: "Logged out successfully", description: `You have been logged out of ${PRODUCT_NAME}` });
      navigate("/login", { replace: true });
    },
    onError: (err) => toast({ title: "Logout Failed", description: errorMessage(err), variant: "destructive" }),
  });
}
