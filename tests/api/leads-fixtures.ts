/**
 * Per form: a full valid submission and the exact columns it must store, and a minimal one
 * (required fields only, optional ones empty) with the nulls it must store.
 */
import type { FormSlug } from "../../src/leads/types.ts";

export type Fixture = {
  full: Record<string, unknown>;
  fullRow: Record<string, unknown>;
  minimal: Record<string, unknown>;
  minimalRow: Record<string, unknown>;
};

const fund = {
  project_name: "Orbital Render Farm",
  founder_name: "Ada Lovelace",
  email: "ada@orbital.dev",
  company_website: "https://orbital.dev",
  project_description: "Distributed path tracing\non idle GPUs.",
  category: "ai-ml",
  funding_amount: "1m+",
  team_size: "7",
  telegram_handle: "@orbital",
  pitch_deck_url: "https://orbital.dev/deck.pdf",
  github_url: "https://github.com/orbital",
  additional_info: "Seed round closed.",
};

const access = {
  first_name: "Alan",
  last_name: "Turing",
  company_email: "alan@bletchley.example",
  company_name: "Bletchley Labs",
  role: "CTO",
  use_case: "Fine-tuning a 70B model.",
  gpu_required: "NVIDIA H100",
  vram_required: "80 GB",
  duration: "3 months",
  additional_info: "Prefer EU regions.",
  agreed_to_terms: true,
};

const provide = {
  first_name: "Katherine",
  last_name: "Johnson",
  company_email: "kj@orbitdc.example",
  company_name: "Orbit DC",
  role: "Head of Infrastructure",
  gpu_location: "Frankfurt, Germany",
  gpu_type: "NVIDIA H100 SXM",
  gpu_count: 512,
  gpu_setup: "cloud",
  request_demo: true,
  schedule_call: false,
  receive_info: true,
  contributing_capital: true,
  consent_emails: true,
};

const careers = {
  position_title: "Product Manager - AI",
  full_name: "Barbara Liskov",
  email: "barbara@example.com",
  phone: "+1 555 0100",
  resume_url: "https://drive.google.com/file/d/abc",
  cover_letter: "I like substitutable types.",
  linkedin_url: "https://linkedin.com/in/liskov",
  portfolio_url: "http://liskov.example",
  years_experience: "30+",
  additional_info: "Available from June.",
};

export const fixtures: Record<FormSlug, Fixture> = {
  "ecosystem-fund": {
    full: fund,
    fullRow: fund,
    minimal: { ...fund, company_website: "", team_size: "", telegram_handle: "", pitch_deck_url: "", github_url: "", additional_info: "" },
    minimalRow: { ...fund, company_website: null, team_size: null, telegram_handle: null, pitch_deck_url: null, github_url: null, additional_info: null },
  },
  contact: {
    full: { name: "Grace Hopper", email: "grace@navy.example", company: "  US Navy ", message: "We need 64 H100s for a month." },
    fullRow: { name: "Grace Hopper", email: "grace@navy.example", company: "  US Navy ", message: "We need 64 H100s for a month." },
    minimal: { name: "Grace Hopper", email: "grace@navy.example", company: "", message: "Hello" },
    minimalRow: { name: "Grace Hopper", email: "grace@navy.example", company: "", message: "Hello" },
  },
  "access-compute": {
    full: access,
    fullRow: access,
    minimal: { ...access, gpu_required: "", vram_required: "", duration: "", additional_info: "", agreed_to_terms: false },
    minimalRow: { ...access, gpu_required: null, vram_required: null, duration: null, additional_info: null, agreed_to_terms: false },
  },
  "provide-compute": {
    full: provide,
    fullRow: provide,
    minimal: { ...provide, gpu_count: "8", gpu_setup: "", request_demo: false, receive_info: false, contributing_capital: false },
    minimalRow: { ...provide, gpu_count: 8, gpu_setup: null, request_demo: false, receive_info: false, contributing_capital: false },
  },
  careers: {
    full: careers,
    fullRow: careers,
    minimal: { position_title: "Open Application", full_name: "Barbara Liskov", email: "barbara@example.com", phone: "", resume_url: "", cover_letter: "", linkedin_url: "", portfolio_url: "", years_experience: "", additional_info: "" },
    minimalRow: { position_title: "Open Application", full_name: "Barbara Liskov", email: "barbara@example.com", phone: null, resume_url: null, cover_letter: null, linkedin_url: null, portfolio_url: null, years_experience: null, additional_info: null },
  },
};
