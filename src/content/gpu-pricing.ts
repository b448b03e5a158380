/**
 * The bare-metal GPUs Nirvana Earth rents and their hourly prices (USD per GPU-hour, illustrative
 * list prices): one table for the Earth page's lineup and console and the x402 sandbox's sample
 * quote, so no two places quote the same GPU differently. Plain data: the server imports it too.
 */
export type GpuModel = "NVIDIA H200" | "NVIDIA H100" | "NVIDIA A100" | "NVIDIA L40S";

export const gpuPricing: Record<GpuModel, { short: string; memory: string; pricePerGpuHourUsd: string }> = {
  "NVIDIA H200": { short: "H200", memory: "141 GB HBM3e", pricePerGpuHourUsd: "3.19" },
  "NVIDIA H100": { short: "H100", memory: "80 GB HBM3", pricePerGpuHourUsd: "2.49" },
  "NVIDIA A100": { short: "A100", memory: "80 GB HBM2e", pricePerGpuHourUsd: "1.39" },
  "NVIDIA L40S": { short: "L40S", memory: "48 GB GDDR6", pricePerGpuHourUsd: "0.89" },
};

/** "$2.49" */
export const usd = (amount: string | number) => `$${Number(amount).toFixed(2)}`;
