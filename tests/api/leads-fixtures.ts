/**
 * Per form: a full valid submission (src/forms/examples.ts, the one sample per form that the
 * OpenAPI document, the end-to-end tests and the benchmark use too; every field filled, so it is
 * stored exactly as sent) and a minimal one (required fields only, optional ones empty) with
 * the nulls it must store.
 */
import { exampleSubmissions } from "../../src/forms/examples.ts";
import type { FormSlug } from "../../src/forms/types.ts";

export type Fixture = {
  full: Record<string, unknown>;
  fullRow: Record<string, unknown>;
  minimal: Record<string, unknown>;
  minimalRow: Record<string, unknown>;
};

const fund = exampleSubmissions["ecosystem-fund"];
const contact = exampleSubmissions.contact;
const access = exampleSubmissions["access-compute"];
const provide = exampleSubmissions["provide-compute"];
const careers = exampleSubmissions.careers;

export const fixtures: Record<FormSlug, Fixture> = {
  "ecosystem-fund": {
    full: fund,
    fullRow: fund,
    minimal: { ...fund, company_website: "", team_size: "", telegram_handle: "", pitch_deck_url: "", github_url: "", additional_info: "" },
    minimalRow: {
      ...fund,
      company_website: null,
      team_size: null,
      telegram_handle: null,
      pitch_deck_url: null,
      github_url: null,
      additional_info: null,
    },
  },
  contact: {
    full: contact,
    fullRow: contact,
    // Company is stored as typed, even empty.
    minimal: { ...contact, company: "" },
    minimalRow: { ...contact, company: "" },
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
    minimal: {
      ...careers,
      position_title: "Open Application",
      phone: "",
      resume_url: "",
      cover_letter: "",
      linkedin_url: "",
      portfolio_url: "",
      years_experience: "",
      additional_info: "",
    },
    minimalRow: {
      ...careers,
      position_title: "Open Application",
      phone: null,
      resume_url: null,
      cover_letter: null,
      linkedin_url: null,
      portfolio_url: null,
      years_experience: null,
      additional_info: null,
    },
  },
};
