/** One valid ecosystem fund application, every field filled (JSON shape): see ../examples.ts for who submits it. */
export const fundExample: Record<string, unknown> = {
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
};
