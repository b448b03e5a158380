/** One valid compute access request, every field filled (JSON shape): see ../examples.ts for who submits it. */
export const accessExample: Record<string, unknown> = {
  first_name: "Alan",
  last_name: "Turing",
  company_email: "alan@bletchley.ai",
  company_name: "Bletchley AI",
  role: "CTO",
  use_case: "Fine-tuning a 70B model on proprietary data.",
  gpu_required: "H100",
  vram_required: "80 GB",
  duration: "3 months",
  additional_info: "Prefer EU regions.",
  agreed_to_terms: true,
};
