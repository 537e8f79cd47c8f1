import { queryOptions, useQuery } from "@tanstack/react-query";
import { PRODUCT_NAME } from "@shared/constants";
import { apiRequest } from "@client/lib/api-client";

export interface ClientConfig {
  allowedDomains: string[];
  productName: string;
  aiEngine: "model" | "offline";
}

/** Used until GET /api/config answers (or if it fails): the spec's single company domain. */
export const fallbackConfig: ClientConfig = { allowedDomains: ["newsela.com"], productName: PRODUCT_NAME, aiEngine: "offline" };

export const configQueryKey = ["/api/config"] as const;

/** GET /api/config (public): allowed sign-up domains, product name, AI engine. Never throws: falls back. */
export async function getConfig(signal?: AbortSignal): Promise<ClientConfig> {
  try {
    const config = await apiRequest<Partial<ClientConfig>>("/api/config", { signal });
    return {
      ...fallbackConfig,
      ...config,
      allowedDomains: config?.allowedDomains?.length ? config.allowedDomains : fallbackConfig.allowedDomains,
    };
  } catch (err) {
    if (signal?.aborted) throw err;
    return fallbackConfig;
  }
}

export const configQueryOptions = () => queryOptions({ queryKey: configQueryKey, queryFn: ({ signal }) => getConfig(signal) });

/** The allowed e-mail domains, lower-case (the fallback while the config loads). */
export function useAllowedDomains(): string[] {
  const { data } = useQuery(configQueryOptions());
  return (data ?? fallbackConfig).allowedDomains.map((d) => d.toLowerCase());
}
