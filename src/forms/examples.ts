/**
 * One valid submission per form (JSON shape), every field filled: the OpenAPI and llms.txt
 * examples, the load benchmark, and the sample the API and end-to-end tests submit.
 */
import type { FormSlug } from "./types.ts";

export const exampleSubmissions: Record<FormSlug, Record<string, unknown>> = {
  "ecosystem-fund": {
    project_name: "Render Mesh",
    founder_name: "Ada Lovelace",
    email: "ada@rendermesh.io",
    company_website: "https://rendermesh.io",
    project_description: "Distributed path tracing for indie studios, scheduled on idle GPUs.",
    category: "gaming",
    funding_amount: "100k-250k",
    team_size: "6",
    telegram_handle: "@rendermesh",
    pitch_deck_url: "https://rendermesh.io/deck.pdf",
    github_url: "https://github.com/rendermesh",
    additional_info: "Seed round closed.",
  },
  contact: { name: "Grace Hopper", email: "grace@example.com", company: "Compilers Inc.", message: "We need 64 H100s for a month." },
  "access-compute": {
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
  },
  "provide-compute": {
    first_name: "Linus",
    last_name: "Torvalds",
    company_email: "linus@gpufarm.fi",
    company_name: "GPU Farm Oy",
    role: "Founder",
    gpu_location: "Helsinki, Finland",
    gpu_type: "NVIDIA A100 80GB",
    gpu_count: 128,
    gpu_setup: "datacenter",
    request_demo: true,
    schedule_call: false,
    receive_info: true,
    contributing_capital: false,
    consent_emails: true,
  },
  careers: {
    position_title: "Senior Backend Engineer",
    full_name: "Barbara Liskov",
    email: "barbara@example.com",
    phone: "+1 555 0100",
    resume_url: "https://drive.google.com/file/d/abc",
    cover_letter: "I like substitutable types.",
    linkedin_url: "https://linkedin.com/in/liskov",
    portfolio_url: "https://liskov.example",
    years_experience: "10",
    additional_info: "Available from June.",
  },
};
