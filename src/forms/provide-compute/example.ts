/** One valid compute provider application, every field filled (JSON shape): see ../examples.ts for who submits it. */
export const provideExample: Record<string, unknown> = {
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
};
